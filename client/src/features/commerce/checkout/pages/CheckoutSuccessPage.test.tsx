import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../../app/routes';
import { Provider } from '../../../../components/ui/provider';
import { ToastRegion } from '../../../../shared/ToastRegion';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock, mockClient } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { MeQuery } from '../../../identity/auth/session/documents';
import { SessionProvider } from '../../../identity/auth/session/SessionProvider';
import { SessionSync } from '../../../identity/auth/session/SessionSync';
import { writeSessionUser } from '../../../identity/auth/session/sessionCache';
import { createSessionStore } from '../../../identity/auth/session/sessionStore';
import { ConfirmCheckoutMutation } from '../mutations/useConfirmCheckoutMutation';
import { CheckoutFailurePage } from './CheckoutFailurePage';
import { CheckoutSuccessPage } from './CheckoutSuccessPage';

const routes = [
  { path: '/checkout/success', element: <CheckoutSuccessPage /> },
  { path: '/checkout/failure', element: <CheckoutFailurePage /> },
];

const activeUser = makeUser('USER', {
  subscription: { __typename: 'UserSubscription', status: 'active', active: true },
});
const confirmed = {
  __typename: 'CheckoutConfirmation' as const,
  success: true,
  subscriptionId: 'sub_test_1',
  message: 'Subscription Active',
  user: { ...activeUser, subscription: { ...activeUser.subscription, currentPeriodEnd: '2028-01-05T12:00:00.000Z' } },
};

/**
 * Like renderApp, but inside <StrictMode> at the root as in main.tsx: React then runs the confirming effect twice on
 * mount (only a root-level StrictMode does), and the page must still confirm once.
 */
function renderSuccess(path: string, mocks: Mocks) {
  const store = createSessionStore(window.localStorage);
  const client = mockClient(mocks);
  writeSessionUser(client.cache, makeUser('USER'));
  render(
    <StrictMode>
      <Provider>
        <ApolloProvider client={client}>
          <SessionProvider store={store}>
            <SessionSync verify={false} />
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes routes={routes} />
            </MemoryRouter>
            <ToastRegion />
          </SessionProvider>
        </ApolloProvider>
      </Provider>
    </StrictMode>,
  );
  return { store };
}

describe('CheckoutSuccessPage', () => {
  it('confirms the session from the URL exactly once, updates the user and shows Payment Successful', async () => {
    const confirm = vi.fn(() => ({ data: { confirmCheckout: confirmed } }));
    const { store } = renderSuccess('/checkout/success?session_id=cs_test_42', [
      mock({
        request: { query: ConfirmCheckoutMutation, variables: { sessionId: 'cs_test_42' } },
        result: confirm,
        maxUsageCount: 5,
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(await screen.findByText('Subscription Active')).toBeInTheDocument();
    // The learner's own dashboard, not the home page.
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/my-learning');
    expect(store.getSnapshot().data?.subscription).toMatchObject({ status: 'active', active: true });
    expect(JSON.parse(window.localStorage.getItem('data') ?? '{}').subscription.active).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('marks the session active from the confirmation, without asking `me` again', async () => {
    const meRequested = vi.fn(() => ({ data: { me: activeUser } }));
    const { store } = renderSuccess('/checkout/success?session_id=cs_test_43', [
      mock({
        request: { query: ConfirmCheckoutMutation, variables: { sessionId: 'cs_test_43' } },
        result: { data: { confirmCheckout: confirmed } },
      }),
      mock({ request: { query: MeQuery }, result: meRequested }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    await waitFor(() => expect(store.getSnapshot().data?.subscription.active).toBe(true));
    expect(meRequested).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to create subscription' when the confirmation fails", async () => {
    renderSuccess('/checkout/success?session_id=cs_test_44', [
      mock({
        request: { query: ConfirmCheckoutMutation, variables: { sessionId: 'cs_test_44' } },
        error: new TypeError('offline'),
      }),
    ]);
    await waitFor(() => expect(screen.getAllByText('Failed to create subscription')).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it("shows the server's message when the payment is not complete", async () => {
    const { store } = renderSuccess('/checkout/success?session_id=cs_test_45', [
      mock({
        request: { query: ConfirmCheckoutMutation, variables: { sessionId: 'cs_test_45' } },
        result: { errors: [{ message: 'Payment has not been completed', extensions: { code: 'BAD_USER_INPUT' } }] },
      }),
    ]);
    await waitFor(() => expect(screen.getAllByText('Payment has not been completed')).toHaveLength(2));
    expect(store.getSnapshot().data?.subscription.active).toBe(false);
  });

  it("says 'Failed to create subscription' without a session_id and confirms nothing", async () => {
    const confirm = vi.fn(() => ({ data: { confirmCheckout: confirmed } }));
    renderSuccess('/checkout/success', [
      mock({ request: { query: ConfirmCheckoutMutation, variables: () => true }, result: confirm, maxUsageCount: 5 }),
    ]);
    await waitFor(() => expect(screen.getAllByText('Failed to create subscription')).toHaveLength(2));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('CheckoutFailurePage', () => {
  it('says the payment failed and offers Try Again to /checkout', async () => {
    renderApp({ path: '/checkout/failure', session: 'USER', routes });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/checkout');
  });
});
