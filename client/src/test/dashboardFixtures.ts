/**
 * Fixtures of the admin dashboard's tests: its one request (courses and stats), the Recent payments panel's, the
 * Learning section's and the Revenue section's, as the server answers them in the frozen year and month.
 */
import { screen, within } from '@testing-library/react';
import { AdminDashboardQuery, RECENT_PAYMENTS_COUNT, RecentPaymentsQuery } from '../features/admin/documents';
import { EngagementOverviewQuery } from '../features/analytics/components/EngagementSection';
import { LearningOverviewQuery } from '../features/analytics/components/LearningSection';
import { DashboardProcessingQuery } from '../features/catalog/courses/components/CoursesOverviewTable';
import { AdminRevenueQuery } from '../features/commerce/revenue/components/RevenueSection';
import type { ReminderChannel } from '../gql/graphql';
import { type Mocks, mock } from './mocks';
import { renderApp } from './renderApp';

/** Today, for the dashboard's tests (freezeClock): the dashboard opens on its year and month. */
export const TODAY = '2027-03-20T10:00:00.000Z';
export const YEAR = 2027;
export const MONTH = 3;
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const SALES = [2, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1];

export const course = (n: number, title: string) => ({
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
export const COURSES = [course(1, 'React Basics'), course(2, 'Python for Data')];

/** A page of the Courses Overview as the server answers it. */
export const coursesPage = (courses = COURSES, { totalCount = courses.length, hasNextPage = false } = {}) => ({
  __typename: 'CourseConnection' as const,
  totalCount,
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: `cursor-${courses.at(-1)?.id}` },
  edges: courses.map((node) => ({ __typename: 'CourseEdge' as const, cursor: `cursor-${node.id}`, node })),
});

export const stats = (year = YEAR, monthlySales = SALES) => ({
  __typename: 'Stats' as const,
  message: 'Stats fetched successfully',
  allUsersCount: 12,
  subscribedUsersCount: 5,
  teamSubscriptionsCount: 0,
  teamSeatsCount: 0,
  teamSeatsUsed: 0,
  year,
  monthlySales,
  totalRevenue: 2495,
  collectedRevenue: 1996,
  currency: 'INR',
});

export const dashboardMock = (year = YEAR, data = { courses: coursesPage(), stats: stats(year) }) =>
  mock({
    request: { query: AdminDashboardQuery, variables: { year } },
    result: { data },
    delay: 20,
  });

export const payment = (
  n: number,
  fullName: string,
  overrides: { status?: string; refundReason?: string | null } = {},
) => ({
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
export const PAYMENTS = [
  payment(1, 'Ada Learner', { status: 'refunded', refundReason: 'duplicate' }),
  payment(2, 'Ada Learner'),
  payment(3, 'Grace Student', { status: 'refunded', refundReason: 'cancellation' }),
];

/** The Recent payments panel's own request: answered, failed, or never answered; `sent` is told when it leaves. */
export function paymentsMock(
  answer: { payments: ReturnType<typeof payment>[]; hasNextPage?: boolean } | { error: Error } | 'never' = {
    payments: PAYMENTS,
  },
  sent = () => {},
  after?: string,
): Mocks[number] {
  const request = {
    query: RecentPaymentsQuery,
    variables: after ? { first: RECENT_PAYMENTS_COUNT, after } : { first: RECENT_PAYMENTS_COUNT },
  };
  // MockLink leaves a request pending only for a literal Infinity delay (a delay function cannot do it).
  if (answer === 'never') return mock({ request, delay: Number.POSITIVE_INFINITY });
  const delay = () => {
    sent();
    return 20;
  };
  if ('error' in answer) return mock({ request, error: answer.error, delay });
  const { payments, hasNextPage = false } = answer;
  const data = {
    payments: {
      __typename: 'PaymentConnection' as const,
      totalCount: payments.length + (hasNextPage ? 1 : 0),
      pageInfo: {
        __typename: 'PageInfo' as const,
        hasNextPage,
        endCursor: payments.length ? `cursor-${payments.at(-1)?.id}` : null,
      },
      edges: payments.map((node) => ({ __typename: 'PaymentEdge' as const, cursor: `cursor-${node.id}`, node })),
    },
  };
  return mock({ request, result: { data }, delay });
}

/** The Revenue section's answer: figures in major units of INR, the year's twelve months. */
export const revenue = (year = YEAR, month = MONTH, overrides: Record<string, unknown> = {}) => ({
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

export const revenueMock = (year = YEAR, month = MONTH, data = revenue(year, month)) =>
  mock({
    request: { query: AdminRevenueQuery, variables: { year, month } },
    result: { data: { revenue: data } },
    delay: 20,
  });

/** The last 30 days to TODAY: minutes watched on two of them, two courses started. */
export const learningOverview = (minutesByDaysAgo: Record<number, number> = { 0: 12.5, 3: 40 }) => {
  const today = Date.parse(TODAY.slice(0, 10));
  return {
    __typename: 'LearningOverview' as const,
    from: new Date(today - 29 * 86_400_000).toISOString().slice(0, 10),
    to: TODAY.slice(0, 10),
    days: Array.from({ length: 30 }, (_, index) => {
      const daysAgo = 29 - index;
      const minutes = minutesByDaysAgo[daysAgo] ?? 0;
      return {
        __typename: 'LearningDay' as const,
        day: new Date(today - daysAgo * 86_400_000).toISOString().slice(0, 10),
        sessions: minutes ? 3 : 0,
        minutesWatched: minutes,
      };
    }),
    courses: Object.keys(minutesByDaysAgo).length
      ? [
          { __typename: 'CourseLearning' as const, courseId: 'c1', title: 'Typed SQL', started: 5, finished: 2 },
          { __typename: 'CourseLearning' as const, courseId: 'c2', title: 'Design Systems', started: 1, finished: 0 },
        ]
      : [],
  };
};

export const learningMock = (data = learningOverview()) =>
  mock({ request: { query: LearningOverviewQuery }, result: { data: { learningOverview: data } }, delay: 20 });

/** The 8 weeks to TODAY's: `returning` learners of `active` in each, oldest first; one learning path. */
export const engagementOverview = (
  weeks: [active: number, returning: number][] = [
    [0, 0],
    [0, 0],
    [2, 0],
    [3, 1],
    [0, 0],
    [4, 2],
    [5, 3],
    [6, 4],
  ],
  paths = [{ __typename: 'PathCompletion' as const, pathId: 'p1', title: 'Data engineer', started: 12, completed: 3 }],
  reminders: [channel: ReminderChannel, sent: number, clicked: number][] = [
    ['DIGEST', 200, 46],
    ['NUDGE', 40, 5],
    ['PUSH', 0, 0],
  ],
) => {
  const monday = Date.parse('2027-03-15');
  return {
    __typename: 'EngagementOverview' as const,
    weeks: weeks.map(([active, returning], index) => ({
      __typename: 'EngagementWeek' as const,
      weekStart: new Date(monday - (weeks.length - 1 - index) * 7 * 86_400_000).toISOString().slice(0, 10),
      active,
      returning,
    })),
    paths,
    reminders: reminders.map(([channel, sent, clicked]) => ({
      __typename: 'ReminderClickThrough' as const,
      channel,
      sent,
      clicked,
    })),
  };
};

export const engagementMock = (data = engagementOverview()) =>
  mock({ request: { query: EngagementOverviewQuery }, result: { data: { engagementOverview: data } }, delay: 20 });

/** The Courses Overview's processing column (DashboardProcessingQuery): no lecture waiting or transcoding. */
export const nothingProcessing = mock({
  request: { query: DashboardProcessingQuery },
  result: { data: { unpublishedLectures: [] } },
});

export const renderDashboard = (
  mocks: Mocks = [dashboardMock()],
  payments: Mocks = [paymentsMock()],
  revenues: Mocks = [revenueMock()],
  learning: Mocks = [learningMock()],
  engagement: Mocks = [engagementMock()],
) =>
  renderApp({
    path: '/admin/dashboard',
    session: 'ADMIN',
    mocks: [...mocks, ...payments, ...revenues, ...learning, ...engagement, nothingProcessing],
  });

/** The value shown under a counter's label: anywhere on the page, or in the dashboard section named `section`. */
export const counter = (label: string, section?: string) =>
  (section ? within(screen.getByRole('region', { name: section })) : screen).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;
