import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { mock } from '../../../../test/mocks';
import { makePayment, profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp } from '../../../../test/renderApp';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';

type Payment = ReturnType<typeof makePayment>;

/** The profile of an inactive learner with these payments, newest first. */
function renderHistory(payments: Payment[]) {
  return renderApp({
    path: '/user/profile',
    session: makeUser('USER'),
    mocks: [
      mock({ request: { query: ProfilePageQuery }, result: { data: profileData({ payments }) } }),
      ...profileSectionsMocks(),
    ],
  });
}

/** The cells of each body row of the payment history, as text. */
async function historyRows() {
  const table = await screen.findByRole('table', { name: 'Payment history' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell'));
}

describe('PaymentHistory', () => {
  it('says why each refunded payment was refunded: a duplicate one automatically, a cancelled one on request', async () => {
    renderHistory([
      makePayment({
        id: 'pay-3',
        paidAt: '2027-02-01T12:00:00.000Z',
        status: 'refunded',
        refunded: true,
        refundedAt: '2027-02-01T12:01:00.000Z',
        refundReason: 'duplicate',
      }),
      makePayment({ id: 'pay-2', paidAt: '2027-01-31T12:00:00.000Z' }),
      makePayment({
        status: 'refunded',
        refunded: true,
        refundedAt: '2027-01-06T12:00:00.000Z',
        refundReason: 'cancellation',
      }),
    ]);
    const [duplicate, paid, cancelled] = await historyRows();

    expect(duplicate![2]).toHaveTextContent('Refunded');
    const duplicateRefund = within(duplicate![3]!);
    expect(duplicateRefund.getByText('Yes')).toBeInTheDocument();
    expect(duplicateRefund.getByText('on Feb 1, 2027')).toBeInTheDocument();
    expect(
      duplicateRefund.getByText('Refunded automatically: duplicate payment, subscription cancelled'),
    ).toBeInTheDocument();

    expect(paid!.map((cell) => cell.textContent)).toEqual(['Jan 31, 2027', '₹499', 'Paid', 'No', 'Receipt']);
    expect(within(paid![4]!).getByRole('link', { name: 'Receipt for the payment of Jan 31, 2027' })).toHaveAttribute(
      'href',
      '/receipt?id=pay-2',
    );

    const cancelledRefund = within(cancelled![3]!);
    expect(cancelledRefund.getByText('on Jan 6, 2027')).toBeInTheDocument();
    expect(cancelledRefund.getByText('Refunded: cancelled within the refund window')).toBeInTheDocument();
    expect(cancelledRefund.queryByText(/duplicate/)).not.toBeInTheDocument();
  });

  it('adds no reason to a refund recorded without one', async () => {
    renderHistory([makePayment({ status: 'refunded', refunded: true, refundedAt: '2027-01-06T12:00:00.000Z' })]);
    const [refunded] = await historyRows();
    expect(refunded![3]!.textContent).toBe('Yeson Jan 6, 2027');
  });
});
