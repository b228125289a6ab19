import type { ApolloLink } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewOf } from '../../../test/cancellationFixtures';
import { makeUser } from '../../../test/fixtures';
import { holding, type MockResult, type Mocks, mock } from '../../../test/mocks';
import { makePayment, profileData, profileSectionsMocks } from '../../../test/profileFixtures';
import { renderApp } from '../../../test/renderApp';
import { CancellationPreviewQuery } from '../../identity/user/components/CancelSubscriptionButton';
import { CancelSubscriptionMutation } from '../../identity/user/mutations/useCancelSubscriptionMutation';
import { SetAutoRenewMutation } from '../../identity/user/mutations/useSetAutoRenewMutation';
import { ProfilePageQuery } from './ProfilePage';

function renderProfile(
  active: boolean,
  mocks: Mocks = [],
  payments = [makePayment()],
  renews = true,
  links: ApolloLink[] = [],
) {
  const me = makeUser('USER', {
    subscription: { __typename: 'UserSubscription', status: active ? 'active' : 'inactive', active },
  });
  return renderApp({
    path: '/user/profile',
    session: me,
    links,
    mocks: [
      mock({ request: { query: ProfilePageQuery }, result: { data: profileData({ active, payments, renews }) } }),
      // Asked each time the cancel dialog opens (CancelSubscriptionButton.test.tsx holds its texts).
      mock({ request: { query: CancellationPreviewQuery }, result: previewOf('REFUND'), maxUsageCount: 3 }),
      ...mocks,
      ...profileSectionsMocks(),
    ],
  });
}

/** setAutoRenew's answer: the caller with auto-renewal on or off, the paid year unchanged. */
const autoRenewSet = (enabled: boolean, message: string): MockResult<typeof SetAutoRenewMutation> => ({
  data: {
    setAutoRenew: {
      __typename: 'AutoRenewalResult',
      success: true,
      message,
      user: {
        __typename: 'User',
        id: makeUser('USER').id,
        subscription: {
          __typename: 'UserSubscription',
          status: 'active',
          active: true,
          renews: enabled,
          cancelAtPeriodEnd: !enabled,
          currentPeriodEnd: '2028-01-05T12:00:00.000Z',
        },
      },
    },
  },
});

const inactiveUser = makeUser('USER', {
  subscription: { __typename: 'UserSubscription', status: 'canceled', active: false },
});

const cancelled = (refunded: boolean): MockResult<typeof CancelSubscriptionMutation> => ({
  data: {
    cancelSubscription: {
      __typename: 'CancellationResult',
      success: true,
      message: 'Cancellation successful',
      refunded,
      outcome: refunded ? 'REFUND' : 'NOW',
      accessEndsAt: '2027-01-06T12:00:00.000Z',
      user: {
        ...inactiveUser,
        subscription: { ...inactiveUser.subscription, renews: false, cancelAtPeriodEnd: false, currentPeriodEnd: null },
      },
    },
  },
});

async function openCancelDialog(view: ReturnType<typeof renderProfile>) {
  await view.user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
  return screen.findByRole('alertdialog');
}

describe('ProfilePage', () => {
  it('shows name, email, role and an Inactive subscription without a cancel button', async () => {
    renderProfile(false);
    expect(await screen.findByRole('heading', { name: 'Ada Learner' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('USER')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('shows Active, the end of the period and the Cancel Subscription control for an active subscription', async () => {
    renderProfile(true);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2028')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
  });

  it("shows the card an active subscription is charged to under 'Payment method', and none when inactive", async () => {
    const view = renderProfile(true);
    expect(await screen.findByText('Payment method')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    view.unmount();

    renderApp({
      path: '/user/profile',
      session: makeUser('USER'),
      mocks: [
        mock({
          request: { query: ProfilePageQuery },
          result: { data: profileData({ active: true, paymentMethod: { brand: 'amex', last4: '0005' } }) },
        }),
        ...profileSectionsMocks(),
      ],
    });
    expect(await screen.findByText('American Express •••• 0005')).toBeInTheDocument();
  });

  it('shows no payment method without a subscription', async () => {
    renderProfile(false);
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByText('Payment method')).not.toBeInTheDocument();
  });

  it("says when an active subscription renews, and turns auto-renewal off after a confirmation: 'Ends on'", async () => {
    const off = 'Auto-renewal is off: your subscription ends at the end of the year you paid for';
    const view = renderProfile(true, [
      mock({
        request: { query: SetAutoRenewMutation, variables: { enabled: false } },
        result: autoRenewSet(false, off),
      }),
    ]);
    expect(await screen.findByText('Renews on')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Turn off auto-renewal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off auto-renewal' });
    expect(dialog).toHaveTextContent('you keep access until Jan 5, 2028, and you will not be charged again.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(off)).toBeInTheDocument();
    expect(await screen.findByText('Ends on')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2028')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn auto-renewal back on' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
  });

  it('wraps a long email address inside the card rather than letting it spill out', async () => {
    renderProfile(false);
    const email = await screen.findByText(makeUser('USER').email);
    expect(getComputedStyle(email)).toMatchObject({ overflowWrap: 'anywhere', minWidth: '0px' });
  });

  it("says a failed renewal is past due and when access stops, not 'Renews on' a year it has not paid for", async () => {
    const me = makeUser('USER', { subscription: { __typename: 'UserSubscription', status: 'past_due', active: true } });
    renderApp({
      path: '/user/profile',
      session: me,
      mocks: [
        mock({ request: { query: ProfilePageQuery }, result: { data: profileData({ pastDue: true }) } }),
        ...profileSectionsMocks(),
      ],
    });
    expect(await screen.findByText('Payment past due')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Access stops on')).toBeInTheDocument();
    expect(screen.getByText('Jan 12, 2027')).toBeInTheDocument();
    expect(screen.queryByText('Renews on')).not.toBeInTheDocument();
    expect(screen.queryByText('Jan 5, 2028')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off auto-renewal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
  });

  it("turns auto-renewal back on without asking, and shows 'Failed to change auto-renewal' when that fails", async () => {
    const on = 'Auto-renewal is on: your subscription renews at the end of the year you paid for';
    const view = renderProfile(
      true,
      [
        mock({ request: { query: SetAutoRenewMutation, variables: { enabled: true } }, error: new TypeError('x') }),
        mock({
          request: { query: SetAutoRenewMutation, variables: { enabled: true } },
          result: autoRenewSet(true, on),
        }),
      ],
      [makePayment()],
      false,
    );
    expect(await screen.findByText('Ends on')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Turn auto-renewal back on' }));
    expect(await screen.findByText('Failed to change auto-renewal')).toBeInTheDocument();
    expect(screen.getByText('Ends on')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Turn auto-renewal back on' }));
    expect(await screen.findByText(on)).toBeInTheDocument();
    expect(await screen.findByText('Renews on')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('links to change password and edit profile', async () => {
    renderProfile(false);
    expect(await screen.findByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/changepassword');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/user/editprofile');
  });

  it('lists the payment history: date, amount, status and refunded', async () => {
    renderProfile(
      false,
      [],
      [
        makePayment({ id: 'pay-2', paidAt: '2027-03-10T12:00:00.000Z', formattedAmount: '₹499' }),
        makePayment({ status: 'refunded', refunded: true, refundedAt: '2027-01-06T12:00:00.000Z' }),
      ],
    );
    const table = await screen.findByRole('table', { name: 'Payment history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Amount', 'Status', 'Refunded', 'Receipt']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mar 10, 2027', '₹499', 'Paid', 'No', 'Receipt']);
    expect(within(rows[2] as HTMLElement).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Yes')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('on Jan 6, 2027')).toBeInTheDocument();
  });

  it("shows the payment history a page at a time: 'Load more' appends the next page after the last cursor", async () => {
    const first = makePayment({ id: 'pay-2', paidAt: '2027-03-10T12:00:00.000Z' });
    const older = makePayment({ id: 'pay-1', paidAt: '2026-03-10T12:00:00.000Z' });
    const view = renderApp({
      path: '/user/profile',
      session: makeUser('USER'),
      mocks: [
        mock({
          request: { query: ProfilePageQuery },
          result: { data: profileData({ payments: [first], hasMorePayments: true }) },
        }),
        mock({
          request: { query: ProfilePageQuery, variables: { paymentsAfter: 'cursor-pay-2' } },
          result: { data: profileData({ payments: [older] }) },
          delay: 20,
        }),
        ...profileSectionsMocks(),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Payment history' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Mar 10, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there are no payments', async () => {
    renderProfile(false, [], []);
    expect(await screen.findByText('You have not made any payments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for confirmation and keeps the subscription when the user declines', async () => {
    const view = renderProfile(true);
    const dialog = await openCancelDialog(view);
    expect(within(dialog).getByText('Are you sure you want to cancel your subscription?')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Processing cancellation')).not.toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('cancels after confirmation, reports the refund, updates the user and shows Inactive', async () => {
    const refundedPayment = makePayment({ status: 'refunded', refunded: true, refundedAt: '2027-01-06T12:00:00.000Z' });
    const cancelling = holding('CancelSubscriptionMutation');
    const view = renderProfile(
      true,
      [
        mock({ request: { query: CancelSubscriptionMutation }, result: cancelled(true) }),
        mock({
          request: { query: ProfilePageQuery },
          result: { data: profileData({ active: false, payments: [refundedPayment] }) },
        }),
      ],
      undefined,
      undefined,
      [cancelling.link],
    );
    expect(await screen.findByText('No')).toBeInTheDocument();
    const dialog = await openCancelDialog(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Processing cancellation')).toBeInTheDocument();
    cancelling.release();
    expect(await screen.findByText('Cancellation successful')).toBeInTheDocument();
    expect(await screen.findByText('Your last payment has been refunded')).toBeInTheDocument();
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    await waitFor(() => expect(view.store.getSnapshot().data?.subscription.active).toBe(false));
    // The refund changed the last payment: the history was fetched again.
    expect(await screen.findByText('Yes')).toBeInTheDocument();
  });

  it('does not mention a refund when there was none', async () => {
    const view = renderProfile(true, [
      mock({ request: { query: CancelSubscriptionMutation }, result: cancelled(false) }),
    ]);
    const dialog = await openCancelDialog(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Cancellation successful')).toBeInTheDocument();
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByText('Your last payment has been refunded')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to unsubscribe' and stays Active", async () => {
    const view = renderProfile(true, [
      mock({ request: { query: CancelSubscriptionMutation }, error: new TypeError('Failed to fetch') }),
    ]);
    const dialog = await openCancelDialog(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Failed to unsubscribe')).toBeInTheDocument();
    expect(screen.queryByText('Processing cancellation')).not.toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(view.store.getSnapshot().data?.subscription.active).toBe(true);
  });

  it("shows the server's message when the cancellation is refused", async () => {
    const view = renderProfile(true, [
      mock({
        request: { query: CancelSubscriptionMutation },
        result: {
          errors: [{ message: 'You do not have an active subscription', extensions: { code: 'BAD_USER_INPUT' } }],
        },
      }),
    ]);
    const dialog = await openCancelDialog(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('You do not have an active subscription')).toBeInTheDocument();
  });
});
