import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../../../../i18n/i18n';
import { makeUser } from '../../../../test/fixtures';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { OpenBillingPortalMutation } from '../mutations/useOpenBillingPortal';
import { ManageBillingButton } from './ManageBillingButton';

const pastDue = makeUser('USER', {
  subscription: { __typename: 'UserSubscription', status: 'past_due', active: true },
});
const pastDueText = translator.getFixedT('en', 'account')('pastDue.body');
const PORTAL = 'https://billing.stripe.test/p/session/bps_1';

describe('the failed-renewal banner', () => {
  it('shows under the header while the subscription is past_due, on every page, and not otherwise', async () => {
    renderApp({ path: '/courses', session: pastDue });
    const banner = await screen.findByRole('region', { name: 'Payment problem' });
    expect(banner).toHaveTextContent(pastDueText);
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeEnabled();
  });

  it('is absent for an active or inactive subscription', async () => {
    renderApp({ path: '/contact', session: 'USER' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment problem' })).not.toBeInTheDocument();
  });
});

describe('ManageBillingButton', () => {
  it('goes to the billing page the server gives', async () => {
    const navigate = vi.fn();
    const view = renderApp({
      session: pastDue,
      mocks: [mock({ request: { query: OpenBillingPortalMutation }, result: { data: { openBillingPortal: PORTAL } } })],
      routes: [{ path: '/', element: <ManageBillingButton label="Manage billing" navigate={navigate} /> }],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(PORTAL));
  });

  it("says why it cannot: the server's refusal, or 'Failed to open billing'", async () => {
    const navigate = vi.fn();
    const view = renderApp({
      session: 'USER',
      mocks: [
        mock({
          request: { query: OpenBillingPortalMutation },
          result: {
            errors: [
              {
                message: 'You have no billing account yet: it starts with your first payment',
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ],
          },
        }),
        mock({ request: { query: OpenBillingPortalMutation }, error: new TypeError('Failed to fetch') }),
      ],
      routes: [{ path: '/', element: <ManageBillingButton label="Manage billing" navigate={navigate} /> }],
    });
    const button = await screen.findByRole('button', { name: 'Manage billing' });
    await view.user.click(button);
    expect(
      await screen.findByText('You have no billing account yet: it starts with your first payment'),
    ).toBeInTheDocument();
    await view.user.click(button);
    expect(await screen.findByText('Failed to open billing')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
