import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freezeClock } from '../../../test/clock';
import {
  counter,
  coursesPage,
  dashboardMock,
  engagementMock,
  learningMock,
  MONTHS,
  paymentsMock,
  renderDashboard,
  revenueMock,
  SALES,
  stats,
  TODAY,
  YEAR,
} from '../../../test/dashboardFixtures';
import { mock } from '../../../test/mocks';
import { AdminDashboardQuery } from '../documents';

describe('AdminDashboardPage', () => {
  freezeClock(TODAY);

  it('shows the counters with the numbers the server sent, and the loading then success notices', async () => {
    // Both loading notices are checked in one go: they are drawn on React's next task, and a short mock delay could
    // otherwise let the answer replace the second before the first was seen.
    renderDashboard([{ ...dashboardMock(), delay: 300 }]);
    await waitFor(() => {
      expect(screen.getByText('Getting the stats ...')).toBeInTheDocument();
      expect(screen.getByText('Getting monthly purchase records...')).toBeInTheDocument();
    });
    expect(await screen.findByText('Registered Users')).toBeInTheDocument();
    expect(counter('Registered Users')).toBe('12');
    expect(counter('Subscribed Users')).toBe('5');
    expect(counter('Subscription Count')).toBe('5');
    expect(counter('Total Revenue')).toBe('₹2,495');
    // Each counter says what it counts, so they read alongside the Revenue section's figures.
    const hint = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.lastChild?.textContent;
    expect(hint('Registered Users')).toBe('Every account, admins included');
    expect(hint('Subscribed Users')).toBe('Accounts whose subscription is active now');
    expect(hint('Subscription Count')).toBe(`Payments in ${YEAR}, refunded ones not counted`);
    expect(hint('Total Revenue')).toBe(
      `Subscribed users now × the yearly price (a team plan counts its seats). Collected in ${YEAR}: ₹1,996`,
    );
    expect(await screen.findByText('Stats fetched successfully')).toBeInTheDocument();
    expect(screen.getByText('Fetched successfully')).toBeInTheDocument();
    expect(screen.queryByText('Getting the stats ...')).not.toBeInTheDocument();
  });

  it('draws twelve bars labelled Jan to Dec, with a text alternative listing the monthly values', async () => {
    renderDashboard();
    const chart = await screen.findByRole('img', { name: `Subscriptions sold per month in ${YEAR}` });
    expect(chart.querySelector('desc')?.textContent).toMatch(/January to December/);
    const bars = chart.querySelectorAll('path[role="presentation"]');
    expect(bars).toHaveLength(12);
    const ticks = [...chart.querySelectorAll('text')].map((node) => node.textContent);
    for (const month of MONTHS) expect(ticks).toContain(month);

    const table = screen.getByRole('table', { name: `Subscriptions sold per month in ${YEAR}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(MONTHS.map((month, index) => `${month}${SALES[index]}`));
  });

  it('draws the users pie with a legend and a text alternative listing registered and enrolled users', async () => {
    renderDashboard();
    const pie = await screen.findByRole('img', { name: 'Registered versus enrolled users' });
    expect(pie.querySelectorAll('path')).toHaveLength(2);
    const [registered, enrolled] = [...pie.querySelectorAll('path')].map((path) => path.getAttribute('style'));
    // Yellow (#facc15) for registered, green (#22c55e) for enrolled.
    expect(registered).toContain('fill: rgb(250, 204, 21)');
    expect(enrolled).toContain('fill: rgb(34, 197, 94)');
    const legend = screen.getByRole('list', { name: 'Registered versus enrolled users: legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Registered', 'Enrolled']);
    const table = screen.getByRole('table', { name: 'Registered versus enrolled users' });
    expect(within(table).getByRole('rowheader', { name: 'Registered' }).nextElementSibling).toHaveTextContent('12');
    expect(within(table).getByRole('rowheader', { name: 'Enrolled' }).nextElementSibling).toHaveTextContent('5');
  });

  it('loads another year when one is picked', async () => {
    const lastYear = [0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const { user } = renderDashboard([
      dashboardMock(),
      dashboardMock(YEAR - 1, { courses: coursesPage(), stats: stats(YEAR - 1, lastYear) }),
    ]);
    const select = within(await screen.findByRole('region', { name: 'Sales per month' })).getByRole('combobox', {
      name: 'Year',
    });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([0, 1, 2, 3, 4].map((back) => String(YEAR - back)));
    await user.selectOptions(select, String(YEAR - 1));
    expect(await screen.findByRole('img', { name: `Subscriptions sold per month in ${YEAR - 1}` })).toBeInTheDocument();
    expect(counter('Subscription Count')).toBe('3');
  });

  it('shows the failure notices, with the error message in a second one, when the stats cannot be loaded', async () => {
    renderDashboard([
      mock({
        request: { query: AdminDashboardQuery, variables: { year: YEAR } },
        result: {
          // Partial data, as a server that answers each field on its own sends it: the courses still show.
          data: { courses: coursesPage(), stats: null as never },
          errors: [{ message: 'You are not allowed to do this' }],
        },
      }),
    ]);
    expect(await screen.findByText('Failed to get monthly purchase records')).toBeInTheDocument();
    expect(screen.getByText('Failed to load data stats', { selector: '[data-part="title"]' })).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to do this')).toBeInTheDocument();
    // The course table still shows.
    expect(await screen.findByRole('table', { name: 'Courses Overview' })).toBeInTheDocument();
  });

  it("falls back to 'Something went wrong' in the second notice when the error carries no message", async () => {
    renderDashboard([
      mock({ request: { query: AdminDashboardQuery, variables: { year: YEAR } }, error: new Error('Failed to fetch') }),
    ]);
    expect(await screen.findByText('Failed to get monthly purchase records')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Failed to load data stats', { selector: '[data-part="title"]' })).toBeInTheDocument();
  });

  it("keeps a failure message with 'Try again' on the page when the dashboard cannot be loaded, and retry loads it", async () => {
    // The page's spinner stands in for everything while it asks again, so the Learning, Engagement and Revenue
    // sections ask again.
    const { user } = renderDashboard(
      [
        mock({
          request: { query: AdminDashboardQuery, variables: { year: YEAR } },
          error: new Error('Failed to fetch'),
        }),
        dashboardMock(),
      ],
      [paymentsMock()],
      [revenueMock(), revenueMock()],
      [learningMock(), learningMock()],
      [engagementMock(), engagementMock()],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data stats');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Courses Overview' })).toBeInTheDocument();
    expect(counter('Registered Users')).toBe('12');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
