import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Mocks, mock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { AdminRevenueQuery } from '../components/RevenueSection';
import {
  AdminCoursesPageQuery,
  AdminDashboardQuery,
  OVERVIEW_PAGE_SIZE,
  RECENT_PAYMENTS_COUNT,
  RecentPaymentsQuery,
} from '../documents';
import { DeleteCourseMutation } from '../mutations/useDeleteCourseMutation';

const YEAR = new Date().getUTCFullYear();
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SALES = [2, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1];

const course = (n: number, title: string) => ({
  __typename: 'Course' as const,
  id: `c${n}`,
  title,
  description: `What ${title} teaches`,
  category: n === 1 ? 'Web Development' : 'Data Science',
  createdBy: n === 1 ? 'Grace Hopper' : 'Ada Lovelace',
  thumbnailUrl: `/files/thumbnails/${n}.png`,
  numberOfLectures: n + 2,
  totalDurationSeconds: 0,
});
const COURSES = [course(1, 'React Basics'), course(2, 'Python for Data')];

/** A page of the Courses Overview as the server answers it. */
const coursesPage = (courses = COURSES, { totalCount = courses.length, hasNextPage = false } = {}) => ({
  __typename: 'CourseConnection' as const,
  totalCount,
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: `cursor-${courses.at(-1)?.id}` },
  edges: courses.map((node) => ({ __typename: 'CourseEdge' as const, cursor: `cursor-${node.id}`, node })),
});

const stats = (year = YEAR, monthlySales = SALES) => ({
  __typename: 'Stats' as const,
  message: 'Stats fetched successfully',
  allUsersCount: 12,
  subscribedUsersCount: 5,
  year,
  monthlySales,
  totalRevenue: 2495,
  collectedRevenue: 1996,
  currency: 'INR',
});

const dashboardMock = (year = YEAR, data = { courses: coursesPage(), stats: stats(year) }) =>
  mock({
    request: { query: AdminDashboardQuery, variables: { year } },
    result: { data },
    delay: 20,
  });

const payment = (n: number, fullName: string, overrides: { status?: string; refundReason?: string | null } = {}) => ({
  __typename: 'Payment' as const,
  id: `pay-${n}`,
  paidAt: `2027-03-${String(10 - n).padStart(2, '0')}T12:00:00.000Z`,
  formattedAmount: '₹499',
  status: 'paid',
  refunded: overrides.status === 'refunded',
  refundReason: null,
  customer: {
    __typename: 'PaymentCustomer' as const,
    id: `u${n}`,
    fullName,
    email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
  },
  ...overrides,
});
const PAYMENTS = [
  payment(1, 'Ada Learner', { status: 'refunded', refundReason: 'duplicate' }),
  payment(2, 'Ada Learner'),
  payment(3, 'Grace Student', { status: 'refunded', refundReason: 'cancellation' }),
];

/** The Recent payments panel's own request: answered, failed, or never answered; `sent` is told when it leaves. */
function paymentsMock(
  answer: { payments: { id: string }[]; hasNextPage?: boolean } | { error: Error } | 'never' = { payments: PAYMENTS },
  sent = () => {},
  after?: string,
): Mocks[number] {
  const request = {
    query: RecentPaymentsQuery,
    variables: after ? { first: RECENT_PAYMENTS_COUNT, after } : { first: RECENT_PAYMENTS_COUNT },
  };
  // MockLink leaves a request pending only for a literal Infinity delay (a delay function cannot do it).
  if (answer === 'never') return { request, delay: Number.POSITIVE_INFINITY };
  const delay = () => {
    sent();
    return 20;
  };
  if ('error' in answer) return { request, error: answer.error, delay };
  const data = {
    payments: {
      __typename: 'PaymentConnection',
      totalCount: answer.payments.length + (answer.hasNextPage ? 1 : 0),
      pageInfo: {
        __typename: 'PageInfo',
        hasNextPage: answer.hasNextPage ?? false,
        endCursor: answer.payments.length ? `cursor-${answer.payments.at(-1)!.id}` : null,
      },
      edges: answer.payments.map((node) => ({ __typename: 'PaymentEdge', cursor: `cursor-${node.id}`, node })),
    },
  };
  return { request, result: { data }, delay };
}

const MONTH = new Date().getUTCMonth() + 1;

/** The Revenue section's answer: figures in major units of INR, the year's twelve months. */
const revenue = (year = YEAR, month = MONTH, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Revenue' as const,
  year,
  month,
  currency: 'INR',
  cashCollected: 998,
  refunds: 499,
  recognisedRevenue: 175.74,
  deferredRevenue: 1399.15,
  activeSubscribers: 4,
  activeAtMonthStart: 4,
  churnedSubscribers: 1,
  churnRate: 0.25,
  failedRenewals: 1,
  failedRenewalsAmount: 499,
  renewalsDue: [
    { __typename: 'RenewalsDue' as const, withinDays: 30, count: 1, amount: 499 },
    { __typename: 'RenewalsDue' as const, withinDays: 90, count: 2, amount: 998 },
  ],
  monthly: Array.from({ length: 12 }, (_, index) => ({
    __typename: 'RevenueMonth' as const,
    month: index + 1,
    cashCollected: index === 0 ? 998 : 0,
    refunds: index === 1 ? 499 : 0,
    recognisedRevenue: 84.16,
  })),
  ...overrides,
});

const revenueMock = (year = YEAR, month = MONTH, data = revenue(year, month)) =>
  mock({
    request: { query: AdminRevenueQuery, variables: { year, month } },
    result: { data: { revenue: data } },
    delay: 20,
  });

const renderDashboard = (
  mocks: Mocks = [dashboardMock()],
  payments: Mocks = [paymentsMock()],
  revenues: Mocks = [revenueMock()],
) => renderApp({ path: '/admin/dashboard', session: 'ADMIN', mocks: [...mocks, ...payments, ...revenues] });

/** The value shown under a counter's label. */
const counter = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Presses a row's delete button and answers Delete in the confirmation dialog. */
async function deleteConfirmed(user: UserEvent, title: string) {
  await user.click(await screen.findByRole('button', { name: `Delete ${title}` }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete course' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

afterEach(() => vi.restoreAllMocks());

describe('AdminDashboardPage', () => {
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
    expect(hint('Total Revenue')).toBe(`Subscribed users now × the yearly price. Collected in ${YEAR}: ₹1,996`);
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

  it('lists the courses in the Courses Overview table', async () => {
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Courses Overview' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'S No',
      'Course Title',
      'Course Category',
      'Instructor',
      'Total Lectures',
      'Description',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      '1',
      'React Basics',
      'Web Development',
      'Grace Hopper',
      '3',
      'What React Basics teaches',
    ]);
    expect(within(rows[1]!).getByRole('button', { name: 'View Python for Data' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Python for Data' })).toBeInTheDocument();
  });

  it('opens the lecture screen with the whole course when a view button is pressed', async () => {
    const { user, router } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'View React Basics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/displaylecture'));
    expect(router.state.location.search).toBe('?course=c1');
    const { __typename: _, ...record } = COURSES[0]!;
    expect(router.state.location.state).toEqual({ course: record });
  });

  it('goes to /course/create from Create New Course', async () => {
    const { user, router } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Create New Course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/create'));
  });

  it('asks in the styled dialog with the exact spec text before deleting, and does nothing when declined', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete React Basics' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete course' });
    // Exact, trailing space included (toHaveTextContent would normalise it away).
    expect(within(dialog).getByText(/Are you sure/).textContent).toBe('Are you sure you want to delete the course ? ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByText('Deleting Course ...')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'React Basics' })).toBeInTheDocument();
  });

  it('deletes a confirmed course and takes its row out from the cache, without reloading', async () => {
    const deleted = vi.fn(() => ({
      data: { deleteCourse: { __typename: 'MessagePayload' as const, success: true, message: 'Course deleted' } },
    }));
    const { user } = renderDashboard([
      dashboardMock(),
      mock({ request: { query: DeleteCourseMutation, variables: { id: 'c1' } }, result: deleted }),
    ]);
    await deleteConfirmed(user, 'React Basics');
    expect(await screen.findByText('Course Deleted Successfully')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'React Basics' })).not.toBeInTheDocument());
    const rows = within(screen.getByRole('table', { name: 'Courses Overview' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1');
  });

  it("lists the next page of courses with 'Load more courses', asking for no stats, and counts what is shown", async () => {
    const rust = course(3, 'Rust');
    const { user } = renderDashboard([
      dashboardMock(YEAR, { courses: coursesPage(COURSES, { totalCount: 3, hasNextPage: true }), stats: stats() }),
      mock({
        request: { query: AdminCoursesPageQuery, variables: { first: OVERVIEW_PAGE_SIZE, after: 'cursor-c2' } },
        result: { data: { courses: coursesPage([rust], { totalCount: 3 }) } },
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Courses Overview' });
    expect(screen.getByText('Showing 2 of 3 courses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more courses' }));
    expect(await within(table).findByRole('cell', { name: 'Rust' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(screen.getByText('3 courses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more courses' })).not.toBeInTheDocument();
  });

  it("shows the server's message, else 'Failed to delete the course', when a delete fails", async () => {
    const { user } = renderDashboard([
      dashboardMock(),
      mock({ request: { query: DeleteCourseMutation, variables: { id: 'c1' } }, error: new Error('socket hang up') }),
    ]);
    await deleteConfirmed(user, 'React Basics');
    expect(await screen.findByText('Failed to delete the course')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'React Basics' })).toBeInTheDocument();
  });

  it("shows the server's message when it refuses a delete", async () => {
    const { user } = renderDashboard([
      dashboardMock(),
      mock({
        request: { query: DeleteCourseMutation, variables: { id: 'c2' } },
        result: { errors: [{ message: 'Course not found', extensions: { code: 'NOT_FOUND' } }] },
      }),
    ]);
    await deleteConfirmed(user, 'Python for Data');
    expect(await screen.findByText('Course not found')).toBeInTheDocument();
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
    // The page's spinner stands in for everything while it asks again, so the Revenue section asks again too.
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
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data stats');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Courses Overview' })).toBeInTheDocument();
    expect(counter('Registered Users')).toBe('12');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AdminDashboardPage: Recent payments', () => {
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

describe('AdminDashboardPage: Revenue', () => {
  const section = () => screen.getByRole('region', { name: 'Revenue' });
  /** The value shown under a tile's label, in the Revenue section. */
  const tile = (label: string) =>
    within(section()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

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
    expect(within(section()).getByText('Paid-up at the month end, whatever their status now')).toBeInTheDocument();
    expect(tile('Churn')).toBe('25%');
    expect(within(section()).getByText('1 of 4 subscribed at the month start')).toBeInTheDocument();
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
    const otherMonth = MONTH === 1 ? 2 : 1;
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
