import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { type Mocks, renderApp } from '../../../test/renderApp';
import { CancelSubscriptionMutation } from '../mutations/useCancelSubscriptionMutation';
import { ProfilePageQuery } from './ProfilePage';
import { makePayment, profileData } from './profileTestData';

function renderProfile(active: boolean, mocks: Mocks = [], payments = [makePayment()]) {
  const me = makeUser('USER', {
    subscription: { __typename: 'UserSubscription', status: active ? 'active' : 'inactive', active },
  });
  return renderApp({
    path: '/user/profile',
    session: me,
    mocks: [{ request: { query: ProfilePageQuery }, result: { data: profileData({ active, payments }) } }, ...mocks],
  });
}

const inactiveUser = makeUser('USER', {
  subscription: { __typename: 'UserSubscription', status: 'canceled', active: false },
});

const cancelled = (refunded: boolean) => ({
  data: {
    cancelSubscription: {
      __typename: 'CancellationResult',
      success: true,
      message: 'Cancellation successful',
      refunded,
      user: { ...inactiveUser, subscription: { ...inactiveUser.subscription, currentPeriodEnd: null } },
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
    ).toEqual(['Date', 'Amount', 'Status', 'Refunded']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mar 10, 2027', '₹499', 'Paid', 'No']);
    expect(within(rows[2] as HTMLElement).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Yes')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('on Jan 6, 2027')).toBeInTheDocument();
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
    const view = renderProfile(true, [
      { request: { query: CancelSubscriptionMutation }, result: cancelled(true), delay: 200 },
      {
        request: { query: ProfilePageQuery },
        result: { data: profileData({ active: false, payments: [refundedPayment] }) },
      },
    ]);
    expect(await screen.findByText('No')).toBeInTheDocument();
    const dialog = await openCancelDialog(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Processing cancellation')).toBeInTheDocument();
    expect(await screen.findByText('Cancellation successful')).toBeInTheDocument();
    expect(await screen.findByText('Your last payment has been refunded')).toBeInTheDocument();
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    await waitFor(() => expect(view.store.getSnapshot().data?.subscription.active).toBe(false));
    // The refund changed the last payment: the history was fetched again.
    expect(await screen.findByText('Yes')).toBeInTheDocument();
  });

  it('does not mention a refund when there was none', async () => {
    const view = renderProfile(true, [{ request: { query: CancelSubscriptionMutation }, result: cancelled(false) }]);
    const dialog = await openCancelDialog(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Cancellation successful')).toBeInTheDocument();
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByText('Your last payment has been refunded')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to unsubscribe' and stays Active", async () => {
    const view = renderProfile(true, [
      { request: { query: CancelSubscriptionMutation }, error: new TypeError('Failed to fetch') },
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
      {
        request: { query: CancelSubscriptionMutation },
        result: {
          errors: [{ message: 'You do not have an active subscription', extensions: { code: 'BAD_USER_INPUT' } }],
        },
      },
    ]);
    const dialog = await openCancelDialog(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('You do not have an active subscription')).toBeInTheDocument();
  });
});
