import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freezeClock } from '../../../test/clock';
import {
  counter,
  dashboardMock,
  MONTH,
  paymentsMock,
  renderDashboard,
  revenue,
  revenueMock,
  TODAY,
  YEAR,
} from '../../../test/dashboardFixtures';
import { mock } from '../../../test/mocks';
import { AdminRevenueQuery } from '../../commerce/revenue/components/RevenueSection';

describe('AdminDashboardPage: Revenue', () => {
  freezeClock(TODAY);

  const section = () => screen.getByRole('region', { name: 'Revenue' });
  const tile = (label: string) => counter(label, 'Revenue');

  it("shows this month's figures as labelled tiles below the spec's cards, which stay as they are", async () => {
    renderDashboard();
    await within(await screen.findByRole('region', { name: 'Revenue' })).findByText('Cash collected', {
      selector: 'dt',
    });
    const sales = screen.getByRole('region', { name: 'Sales per month' });
    expect(sales.compareDocumentPosition(section()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(counter('Total Revenue')).toBe('₹2,495');
    expect(tile('Cash collected')).toBe('₹998');
    expect(tile('Refunds')).toBe('₹499');
    expect(tile('Revenue recognised')).toBe('₹175.74');
    expect(tile('Deferred revenue')).toBe('₹1,399.15');
    expect(tile('Active subscribers')).toBe('4');
    expect(
      within(section()).getByText(
        'Seats paid up at the month end (a team plan counts its seats), whatever their status now',
      ),
    ).toBeInTheDocument();
    expect(tile('Churn')).toBe('25%');
    expect(within(section()).getByText('1 of 4 seats subscribed at the month start')).toBeInTheDocument();
    expect(tile('Renewals due in 30 days')).toBe('1');
    expect(tile('Renewals due in 90 days')).toBe('2');
    expect(within(section()).getByText('₹998', { selector: 'dd + dd' })).toBeInTheDocument();
    expect(tile('Failed renewals')).toBe('1');
    const failedRenewals = within(section()).getByText('Failed renewals', { selector: 'dt' });
    expect(failedRenewals.nextElementSibling?.nextElementSibling).toHaveTextContent('₹499');
  });

  it('draws the twelve months as bars of cash, refunds and recognised revenue, with a legend and a table', async () => {
    renderDashboard();
    const chart = await screen.findByRole('img', {
      name: `Cash, refunds and revenue recognised per month in ${YEAR}`,
    });
    expect(chart.querySelectorAll('path[role="presentation"]')).toHaveLength(36);
    const legend = within(section()).getByRole('list', { name: 'Revenue per month: legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cash collected', 'Refunds', 'Revenue recognised']);
    const table = within(section()).getByRole('table', {
      name: `Cash, refunds and revenue recognised per month in ${YEAR}`,
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('MonthCash collectedRefundsRevenue recognised');
    expect(rows[1]?.textContent).toBe('Jan₹998₹0₹84.16');
    expect(rows[2]?.textContent).toBe('Feb₹0₹499₹84.16');
    expect(rows).toHaveLength(13);
  });

  it('asks for another month and year when they are picked, and the CSV link follows the year', async () => {
    const otherMonth = 1; // January: two months before today's
    const { user } = renderDashboard(
      [dashboardMock()],
      [paymentsMock()],
      [
        revenueMock(),
        revenueMock(YEAR, otherMonth, revenue(YEAR, otherMonth, { cashCollected: 12.05, churnRate: null })),
        revenueMock(YEAR - 1, otherMonth, revenue(YEAR - 1, otherMonth, { cashCollected: 600 })),
      ],
    );
    await within(await screen.findByRole('region', { name: 'Revenue' })).findByText('₹998', { selector: 'dt + dd' });
    const link = within(section()).getByRole('link', { name: 'Export payments (CSV)' });
    expect(link).toHaveAttribute('href', `/api/v1/payments/export.csv?year=${YEAR}`);

    const months = ['January', 'February', 'March', 'April', 'May', 'June'];
    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Month' }), months[otherMonth - 1]!);
    await waitFor(() => expect(tile('Cash collected')).toBe('₹12.05'));
    expect(tile('Churn')).toBe('—');

    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Year' }), String(YEAR - 1));
    await waitFor(() => expect(tile('Cash collected')).toBe('₹600'));
    expect(link).toHaveAttribute('href', `/api/v1/payments/export.csv?year=${YEAR - 1}`);
  });

  it("says so, with 'Try again', when the figures cannot be loaded", async () => {
    const { user } = renderDashboard(
      [dashboardMock()],
      [paymentsMock()],
      [
        mock({
          request: { query: AdminRevenueQuery, variables: { year: YEAR, month: MONTH } },
          error: new Error('boom'),
        }),
        revenueMock(),
      ],
    );
    expect(await within(await screen.findByRole('region', { name: 'Revenue' })).findByRole('alert')).toHaveTextContent(
      'Could not load the revenue figures.',
    );
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tile('Cash collected')).toBe('₹998'));
  });
});
