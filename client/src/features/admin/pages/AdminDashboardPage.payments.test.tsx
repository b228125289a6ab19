import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freezeClock } from '../../../test/clock';
import {
  counter,
  dashboardMock,
  PAYMENTS,
  payment,
  paymentsMock,
  renderDashboard,
  TODAY,
  YEAR,
} from '../../../test/dashboardFixtures';
import { mock } from '../../../test/mocks';
import { AdminDashboardQuery } from '../documents';

describe('AdminDashboardPage: Recent payments', () => {
  freezeClock(TODAY);

  const panel = () => screen.getByRole('region', { name: 'Recent payments' });
  /** The cells of each body row of the panel's table. */
  const paymentRows = async () => {
    const table = await within(panel()).findByRole('table', { name: 'Recent payments' });
    return within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell'));
  };

  it('lists the latest payments below the sales overview; a duplicate refund says so, with a warning badge', async () => {
    renderDashboard();
    await screen.findByRole('region', { name: 'Recent payments' });
    const sales = screen.getByRole('region', { name: 'Sales per month' });
    const courses = screen.getByRole('region', { name: 'Courses Overview' });
    expect(sales.compareDocumentPosition(panel()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel().compareDocumentPosition(courses) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const table = await within(panel()).findByRole('table', { name: 'Recent payments' });
    // At phone width the table scrolls sideways: its box takes the keyboard's focus, so the arrow keys scroll it.
    const scroller = within(panel()).getByRole('group', { name: 'Recent payments' });
    expect(scroller).toContainElement(table);
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Learner', 'Amount', 'Status']);
    const [duplicate, paid, cancelled] = await paymentRows();

    expect(duplicate!.slice(0, 3).map((cell) => cell.textContent)).toEqual([
      'Mar 9, 2027',
      'Ada Learnerada@example.com',
      '₹499',
    ]);
    const duplicateStatus = within(duplicate![3]!);
    expect(duplicateStatus.getByText('Refunded')).toBeInTheDocument();
    expect(duplicateStatus.getByText('Duplicate')).toBeInTheDocument();
    expect(
      duplicateStatus.getByText('Refunded automatically: duplicate payment, subscription cancelled'),
    ).toBeInTheDocument();

    expect(paid![3]).toHaveTextContent(/^Paid$/);

    const cancelledStatus = within(cancelled![3]!);
    expect(cancelledStatus.getByText('Refunded: cancelled within the refund window')).toBeInTheDocument();
    expect(cancelledStatus.queryByText('Duplicate')).not.toBeInTheDocument();
    expect(cancelled![1]).toHaveTextContent('Grace Student');
  });

  it('marks a disputed payment red with what it means, and a fraud refund with a warning badge', async () => {
    const payments = [
      payment(4, 'Linus Viewer', { status: 'disputed' }),
      payment(5, 'Mallory Card', { status: 'refunded', refundReason: 'fraud' }),
    ];
    renderDashboard([dashboardMock()], [paymentsMock({ payments })]);
    await screen.findByRole('region', { name: 'Recent payments' });
    const [disputed, fraud] = await paymentRows();

    const disputedStatus = within(disputed![3]!);
    expect(disputedStatus.getByText('Disputed')).toBeInTheDocument();
    expect(disputedStatus.getByText("The payer's bank opened a dispute: access ended")).toBeInTheDocument();

    const fraudStatus = within(fraud![3]!);
    expect(fraudStatus.getByText('Fraud warning')).toBeInTheDocument();
    expect(
      fraudStatus.getByText('Refunded automatically: the card issuer reported likely fraud, subscription ended'),
    ).toBeInTheDocument();
  });

  it('asks for the payments at the same time as the dashboard, not after it', async () => {
    const sent = vi.fn();
    const pendingDashboard = mock({
      request: { query: AdminDashboardQuery, variables: { year: YEAR } },
      delay: Infinity,
    });
    renderDashboard([pendingDashboard], [paymentsMock({ payments: PAYMENTS }, sent)]);
    expect(await screen.findByText('Loading the dashboard')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it('holds up nothing: the dashboard shows while the payments are still on their way', async () => {
    renderDashboard([dashboardMock()], [paymentsMock('never')]);
    expect(await screen.findByRole('table', { name: 'Courses Overview' })).toBeInTheDocument();
    expect(counter('Registered Users')).toBe('12');
    expect(within(panel()).getByRole('status')).toHaveTextContent('Loading recent payments');
    expect(within(panel()).queryByRole('table')).not.toBeInTheDocument();
  });

  it("says when the payments cannot be loaded, with a 'Try again' that asks again, while the rest is shown", async () => {
    const sent = vi.fn();
    const { user } = renderDashboard(
      [dashboardMock()],
      [paymentsMock({ error: new Error('Failed to fetch') }, sent), paymentsMock({ payments: PAYMENTS }, sent)],
    );
    expect(
      await within(await screen.findByRole('region', { name: 'Recent payments' })).findByRole('alert'),
    ).toHaveTextContent('Failed to get payment records');
    expect(await screen.findByRole('table', { name: 'Courses Overview' })).toBeInTheDocument();
    // Only the panel failed: the dashboard's own failure message and button are not there.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);

    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await paymentRows()).toHaveLength(3);
    expect(sent).toHaveBeenCalledTimes(2);
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("shows older payments a page at a time: 'Load more' appends the page after the last cursor", async () => {
    const sent = vi.fn();
    const { user } = renderDashboard(
      [dashboardMock()],
      [
        paymentsMock({ payments: PAYMENTS.slice(0, 2), hasNextPage: true }),
        paymentsMock({ payments: PAYMENTS.slice(2) }, sent, 'cursor-pay-2'),
      ],
    );
    // Found inside the panel: a role query over the whole dashboard (charts included) is slow.
    const region = await screen.findByRole('region', { name: 'Recent payments' });
    await user.click(await within(region).findByRole('button', { name: 'Load more payments' }));
    expect(await within(region).findByText('Grace Student')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    const rows = await paymentRows();
    expect(rows.map((cells) => cells[1]?.textContent)).toEqual([
      'Ada Learnerada@example.com',
      'Ada Learnerada@example.com',
      'Grace Studentgrace@example.com',
    ]);
    expect(within(region).queryByRole('button', { name: 'Load more payments' })).not.toBeInTheDocument();
  });

  it('says so when there are no payments yet', async () => {
    renderDashboard([dashboardMock()], [paymentsMock({ payments: [] })]);
    expect(
      await within(await screen.findByRole('region', { name: 'Recent payments' })).findByText('No payments yet.'),
    ).toBeInTheDocument();
  });
});
