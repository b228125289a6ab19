import { messages } from '@coursehub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkoutPageMock } from '../../../../test/checkoutFixtures';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { ResendVerificationMutation } from '../../../identity/auth/mutations/useResendVerificationMutation';
import type { Role } from '../../../identity/auth/session/sessionStore';
import { browser } from '../browser';
import { StartCheckoutMutation } from '../mutations/useStartCheckoutMutation';

async function renderCheckout({
  role = 'USER',
  active = false,
  emailVerified = true,
  requiresConfirmedEmail = false,
  mocks = [] as Mocks,
} = {}) {
  const view = renderApp({
    path: '/checkout',
    session: makeUser(role as Role, { emailVerified }),
    mocks: [checkoutPageMock(role as Role, active, emailVerified, requiresConfirmedEmail), ...mocks],
  });
  await screen.findByRole('heading', { name: 'Subscription Bundle' });
  return view;
}

const checkout = {
  __typename: 'CheckoutSession' as const,
  id: 'cs_test_1',
  url: '/api/v1/payments/test-checkout/cs_test_1',
};

describe('CheckoutPage', () => {
  it("offers Buy Now to a learner with an unconfirmed email when the server doesn't require a confirmed one", async () => {
    await renderCheckout({ emailVerified: false });
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.queryByText(messages.verifyEmailBeforeCheckout)).not.toBeInTheDocument();
  });

  it("asks a learner with an unconfirmed email to confirm it, with 'Resend verification email' instead of Buy Now, where the server requires it", async () => {
    const sent = 'We have sent you a new confirmation link.';
    const { user } = await renderCheckout({
      emailVerified: false,
      requiresConfirmedEmail: true,
      mocks: [
        mock({
          request: { query: ResendVerificationMutation },
          result: { data: { resendVerification: { __typename: 'ResendVerificationPayload', sent: true } } },
        }),
      ],
    });
    const card = screen.getByRole('article');
    expect(within(card).getByText(messages.verifyEmailBeforeCheckout)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    const resend = within(card).getByRole('button', { name: 'Resend verification email' });
    expect(resend).toHaveAccessibleDescription(messages.verifyEmailBeforeCheckout);
    await user.click(resend);
    expect(await screen.findByText(sent)).toBeInTheDocument();
  });

  it('shows the bundle: price in the plan currency, validity, coverage and the refund terms', async () => {
    await renderCheckout();
    expect(screen.getByText('₹499')).toBeInTheDocument();
    expect(screen.getByText('Valid for 1 year')).toBeInTheDocument();
    expect(screen.getByText('Covers all existing and new courses')).toBeInTheDocument();
    expect(screen.getByText('100% refund on cancellation')).toBeInTheDocument();
    expect(screen.getByText('* within 14 days of payment; terms and conditions apply')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('Buy Now starts a checkout and sends the browser to the returned url', async () => {
    const redirect = vi.spyOn(browser, 'redirect').mockImplementation(() => {});
    const start = vi.fn(() => ({ data: { startCheckout: checkout } }));
    const { user } = await renderCheckout({
      mocks: [mock({ request: { query: StartCheckoutMutation }, result: start, maxUsageCount: 2 })],
    });
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(checkout.url));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("says 'Something went wrong' when no checkout is created", async () => {
    const redirect = vi.spyOn(browser, 'redirect').mockImplementation(() => {});
    const { user } = await renderCheckout({
      mocks: [mock({ request: { query: StartCheckoutMutation }, error: new TypeError('Failed to fetch') })],
    });
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('does not navigate to a url that is not http(s)', async () => {
    const redirect = vi.spyOn(browser, 'redirect').mockImplementation(() => {});
    const { user } = await renderCheckout({
      mocks: [
        mock({
          request: { query: StartCheckoutMutation },
          result: { data: { startCheckout: { ...checkout, url: 'javascript:alert(1)' } } },
        }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('tells admins they already have access, with Buy Now disabled (no checkout is started)', async () => {
    const started = vi.fn(() => ({ data: { startCheckout: checkout } }));
    const { user } = await renderCheckout({
      role: 'ADMIN',
      mocks: [mock({ request: { query: StartCheckoutMutation }, result: started })],
    });
    expect(screen.getByText('As an administrator you already have access to every course.')).toBeInTheDocument();
    const buyNow = screen.getByRole('button', { name: 'Buy Now' });
    expect(buyNow).toBeDisabled();
    expect(buyNow).toHaveAccessibleDescription('As an administrator you already have access to every course.');
    await user.click(buyNow);
    expect(started).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
  });

  it('shows an active subscription instead of Buy Now', async () => {
    await renderCheckout({ active: true });
    const status = screen.getByRole('status');
    expect(within(status).getByText('Your subscription is active')).toBeInTheDocument();
    expect(within(status).getByText('Valid until Jan 5, 2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });
});
