import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freezeClock } from '../../../test/clock';
import { answeringEachTime, type Mocks, mock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { typeInOneBurst } from '../../../test/typing';
import { LearnerDevicesQuery, RevokeLearnerSessionMutation } from '../components/LearnerDevices';
import { LEARNER_PAYMENTS_PAGE_SIZE, LearnerPaymentsQuery } from '../components/LearnerPayments';
import { LEARNERS_PAGE_SIZE, LearnersPageQuery } from './LearnersPage';

interface LearnerOptions {
  status?: string;
  currentPeriodEnd?: string | null;
  lastActivityAt?: string | null;
  payments?: { id: string; paidAt: string; status: string; refundReason?: string | null }[];
  progress?: { id: string; title: string; completed: number; total: number }[];
  quizzes?: { id: string; title: string; attempts: number; best: number }[];
}

type PaymentOption = NonNullable<LearnerOptions['payments']>[number];

const paymentNode = (payment: PaymentOption) => ({
  __typename: 'Payment' as const,
  formattedAmount: '₹499',
  refunded: payment.status === 'refunded',
  refundReason: null,
  ...payment,
});

const learner = (n: number, fullName: string, options: LearnerOptions = {}) => {
  const payments = options.payments ?? [];
  return {
    __typename: 'User' as const,
    id: `learner-${n}`,
    fullName,
    email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
    role: 'USER' as const,
    subscription: {
      __typename: 'UserSubscription' as const,
      status: options.status ?? 'inactive',
      currentPeriodEnd: options.currentPeriodEnd ?? null,
    },
    lastActivityAt: options.lastActivityAt ?? null,
    paymentSummary: {
      __typename: 'PaymentSummary' as const,
      count: payments.length,
      formattedTotal: payments.length ? '₹499' : '₹0',
    },
    courseProgress: (options.progress ?? []).map((course) => ({
      __typename: 'LearnerCourseProgress' as const,
      course: { __typename: 'Course' as const, id: course.id, title: course.title },
      completedLectures: course.completed,
      totalLectures: course.total,
      percent: Math.floor((100 * course.completed) / course.total),
      lastWatchedAt: '2027-03-02T09:00:00.000Z',
    })),
    viewing: { __typename: 'LearnerViewing' as const, minutesWatched: 12.5, verifiedLectures: 3 },
    quizResults: (options.quizzes ?? []).map((quiz) => ({
      __typename: 'LearnerQuizRecord' as const,
      quizId: quiz.id,
      quizTitle: quiz.title,
      courseTitle: 'React from Scratch',
      attempts: quiz.attempts,
      bestScore: quiz.best,
      passed: quiz.best >= 70,
    })),
  };
};

type Learner = ReturnType<typeof learner>;

const ADA_PAYMENTS = [
  { id: 'pay-2', paidAt: '2027-03-01T08:00:00.000Z', status: 'paid' },
  { id: 'pay-1', paidAt: '2026-02-01T08:00:00.000Z', status: 'refunded', refundReason: 'cancellation' },
];
const ADA = learner(1, 'Ada Lovelace', {
  status: 'active',
  currentPeriodEnd: '2027-03-01T00:00:00.000Z',
  lastActivityAt: '2027-03-04T10:00:00.000Z',
  payments: ADA_PAYMENTS,
  progress: [{ id: 'c-react', title: 'React from Scratch', completed: 3, total: 4 }],
  quizzes: [
    { id: 'q-hooks', title: 'Hooks check', attempts: 2, best: 80 },
    { id: 'q-props', title: 'Props check', attempts: 1, best: 40 },
  ],
});
const GRACE = learner(2, 'Grace Hopper');
const ALAN = learner(3, 'Alan Turing', { status: 'canceled', currentPeriodEnd: '2027-01-31T00:00:00.000Z' });

/** A learner's payments as the details ask for them: this page, after `after` (the first page without). */
const paymentsOf = (
  learnerId: string,
  payments: PaymentOption[],
  { after, hasNextPage = false }: { after?: string; hasNextPage?: boolean } = {},
) =>
  mock({
    request: {
      query: LearnerPaymentsQuery,
      variables: { learnerId, first: LEARNER_PAYMENTS_PAGE_SIZE, ...(after ? { after } : {}) },
    },
    result: {
      data: {
        payments: {
          __typename: 'PaymentConnection',
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage,
            endCursor: payments.length ? `cursor-${payments.at(-1)!.id}` : null,
          },
          edges: payments.map((payment) => ({
            __typename: 'PaymentEdge' as const,
            cursor: `cursor-${payment.id}`,
            node: paymentNode(payment),
          })),
        },
      },
    },
    delay: 10,
  });

const page = (
  learners: Learner[],
  variables: { search: string | null; first: number; after?: string },
  more: { totalCount: number; endCursor: string | null; hasNextPage: boolean },
) =>
  mock({
    request: { query: LearnersPageQuery, variables },
    result: {
      data: {
        users: {
          __typename: 'UserConnection',
          totalCount: more.totalCount,
          pageInfo: { __typename: 'PageInfo', hasNextPage: more.hasNextPage, endCursor: more.endCursor },
          edges: learners.map((node) => ({ __typename: 'UserEdge' as const, cursor: `cursor-${node.id}`, node })),
        },
      },
    },
    delay: 10,
  });

const firstPage = (search: string | null = null) => ({ search, first: LEARNERS_PAGE_SIZE });
const renderLearners = (mocks: Mocks, path = '/admin/learners') => renderApp({ path, session: 'ADMIN', mocks });

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('LearnersPage', () => {
  // Ada's period ends after this day, Alan's ended before it.
  freezeClock('2027-02-15T10:00:00.000Z');

  it('lists name, email, subscription with its period end, last activity and payments, with the count announced', async () => {
    renderLearners([
      page([ADA, ALAN], firstPage(), { totalCount: 2, endCursor: 'cursor-learner-3', hasNextPage: false }),
    ]);
    const table = await screen.findByRole('table', { name: 'Learners' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Subscription', 'Last activity', 'Payments', 'Details']);
    const ada = within(rowOf('Ada Lovelace'));
    expect(ada.getByText('ada@example.com')).toBeInTheDocument();
    expect(ada.getByText('Active')).toBeInTheDocument();
    expect(ada.getByText('Period ends Mar 1, 2027')).toBeInTheDocument();
    expect(ada.getByText('Mar 4, 2027')).toBeInTheDocument();
    expect(ada.getByText('2 payments · ₹499')).toBeInTheDocument();
    const alan = within(rowOf('Alan Turing'));
    expect(alan.getByText('Cancelled')).toBeInTheDocument();
    expect(alan.getByText('Period ended Jan 31, 2027')).toBeInTheDocument();
    expect(alan.getByText('Never')).toBeInTheDocument();
    expect(alan.getByText('None')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('2 learners');
    // Everything is on this page.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the Details column in view at the right edge while the table scrolls sideways on a phone', async () => {
    renderLearners([page([ADA], firstPage(), { totalCount: 1, endCursor: 'cursor-learner-1', hasNextPage: false })]);
    const table = await screen.findByRole('table', { name: 'Learners' });
    const header = within(table).getByRole('columnheader', { name: 'Details' });
    const cell = screen.getByRole('button', { name: 'Details of Ada Lovelace' }).closest('td') as HTMLElement;
    for (const stuck of [header, cell]) {
      expect(getComputedStyle(stuck)).toMatchObject({ position: 'sticky', insetInlineEnd: '0px' });
    }
  });

  it("loads the next page after the last row's cursor with 'Load more', keeping the rows shown", async () => {
    const { user } = renderLearners([
      page(
        [ADA, GRACE],
        { search: null, first: LEARNERS_PAGE_SIZE },
        {
          totalCount: 3,
          endCursor: 'cursor-learner-2',
          hasNextPage: true,
        },
      ),
      page(
        [ALAN],
        { search: null, first: LEARNERS_PAGE_SIZE, after: 'cursor-learner-2' },
        {
          totalCount: 3,
          endCursor: 'cursor-learner-3',
          hasNextPage: false,
        },
      ),
    ]);
    expect(await screen.findByText('2 of 3 learners')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Alan Turing')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Learners' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Alan Turing',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 learners');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches once typing stops, puts the search in the URL, and reads it back from the URL', async () => {
    const { user, router } = renderLearners(
      [
        page([ADA, GRACE, ALAN], firstPage(), { totalCount: 3, endCursor: 'c', hasNextPage: false }),
        page([GRACE], firstPage('grace'), { totalCount: 1, endCursor: 'c', hasNextPage: false }),
      ].map(answeringEachTime),
    );
    await screen.findByText('Ada Lovelace');
    // One request for the whole word: a request for 'g', 'gr', ... would have no mock and fail.
    await typeInOneBurst(user, screen.getByRole('searchbox', { name: 'Search learners' }), 'grace');
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=grace');
    expect(screen.getByRole('status')).toHaveTextContent('1 learner matching “grace”');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens with the search of its URL', async () => {
    renderLearners(
      [page([], firstPage('nobody'), { totalCount: 0, endCursor: null, hasNextPage: false })],
      '/admin/learners?search=nobody',
    );
    expect(await screen.findByText('No learners matching “nobody”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search learners' })).toHaveValue('nobody');
    expect(screen.queryByRole('table', { name: 'Learners' })).not.toBeInTheDocument();
  });

  it("opens a row's details: its payments and its progress per course", async () => {
    const { user } = renderLearners([
      page([ADA, GRACE], firstPage(), { totalCount: 2, endCursor: 'c', hasNextPage: false }),
      paymentsOf(ADA.id, ADA_PAYMENTS),
      paymentsOf(GRACE.id, []),
    ]);
    const details = await screen.findByRole('button', { name: 'Details of Ada Lovelace' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(details.getAttribute('aria-controls') ?? '') as HTMLElement;
    const payments = within(within(panel).getByRole('region', { name: 'Payments of Ada Lovelace' }));
    expect(await payments.findByText('Mar 1, 2027')).toBeInTheDocument();
    expect(payments.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mar 1, 2027₹499PaidReceipt',
      'Feb 1, 2026₹499RefundedReceiptRefunded: cancelled within the refund window',
    ]);
    expect(
      payments.getByRole('link', { name: 'Receipt for the payment of Mar 1, 2027 by Ada Lovelace' }),
    ).toHaveAttribute('href', '/receipt?id=pay-2');
    const progress = within(within(panel).getByRole('region', { name: 'Progress of Ada Lovelace' }));
    expect(progress.getByText('React from Scratch')).toBeInTheDocument();
    expect(progress.getByText('3 of 4 lectures, 75% · last watched Mar 2, 2027')).toBeInTheDocument();
    expect(progress.getByText('12.5 minutes watched · 3 lectures verified')).toBeInTheDocument();
    const quizzes = within(within(panel).getByRole('region', { name: 'Quizzes of Ada Lovelace' }));
    expect(quizzes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hooks check (React from Scratch) · 2 attempts · best 80% · Passed',
      'Props check (React from Scratch) · 1 attempt · best 40% · Not passed yet',
    ]);

    await user.click(screen.getByRole('button', { name: 'Details of Grace Hopper' }));
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
    expect(screen.getByText('No lectures watched yet.')).toBeInTheDocument();
    await user.click(details);
    expect(screen.queryByRole('region', { name: 'Payments of Ada Lovelace' })).not.toBeInTheDocument();
  });

  it("lists a learner's devices with what each plays and keeps, and signs one out once confirmed", async () => {
    const device = (id: string, name: string, downloads: number, playing: boolean) => ({
      __typename: 'AccountSession' as const,
      id,
      device: name,
      ip: '198.51.100.4',
      lastSeenAt: '2027-03-10T12:00:00.000Z',
      current: false,
      downloads,
      playing,
    });
    const { user } = renderLearners([
      page([ADA], firstPage(), { totalCount: 1, endCursor: 'c', hasNextPage: false }),
      paymentsOf(ADA.id, []),
      mock({
        request: { query: LearnerDevicesQuery, variables: { userId: ADA.id } },
        result: {
          data: {
            learnerSessions: [
              device('s-phone', 'Chrome on Android', 2, false),
              device('s-mac', 'Safari on macOS', 0, true),
            ],
          },
        },
      }),
      mock({
        request: { query: RevokeLearnerSessionMutation, variables: { userId: ADA.id, sessionId: 's-phone' } },
        result: { data: { revokeLearnerSession: [{ __typename: 'AccountSession', id: 's-mac' }] } },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Details of Ada Lovelace' }));
    const devices = await screen.findByRole('list', { name: 'Devices of Ada Lovelace' });
    const rows = within(devices).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome on Android198\.51\.100\.4 · Last seen Mar 10, 2027.* · 2 downloadsSign out$/),
      expect.stringMatching(
        /^Safari on macOSWatching or downloading198\.51\.100\.4 · Last seen Mar 10, 2027.*Sign out$/,
      ),
    ]);

    await user.click(within(devices).getByRole('button', { name: 'Sign out Chrome on Android' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sign Ada Lovelace out of Chrome on Android? Its downloads stop playing');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Chrome on Android is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(within(devices).getByText('Safari on macOS')).toBeInTheDocument();
  });

  it("asks for a learner's payments on opening, then older ones with 'Load more' after the last cursor", async () => {
    const many = learner(4, 'Mary Somerville');
    const newest = { id: 'pay-9', paidAt: '2027-03-01T08:00:00.000Z', status: 'paid' };
    const older = { id: 'pay-8', paidAt: '2026-03-01T08:00:00.000Z', status: 'paid' };
    const { user } = renderLearners([
      page([many], firstPage(), { totalCount: 1, endCursor: 'c', hasNextPage: false }),
      paymentsOf(many.id, [newest], { hasNextPage: true }),
      paymentsOf(many.id, [older], { after: 'cursor-pay-9' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Details of Mary Somerville' }));
    const payments = screen.getByRole('region', { name: 'Payments of Mary Somerville' });
    expect(await within(payments).findByText('Mar 1, 2027')).toBeInTheDocument();
    await user.click(within(payments).getByRole('button', { name: 'Load more payments of Mary Somerville' }));
    expect(await within(payments).findByText('Mar 1, 2026')).toBeInTheDocument();
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mar 1, 2027₹499PaidReceipt', 'Mar 1, 2026₹499PaidReceipt']);
    expect(within(payments).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('says so, with a way to ask again, when the list cannot be loaded', async () => {
    renderLearners([
      mock({ request: { query: LearnersPageQuery, variables: firstPage() }, error: new TypeError('offline') }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the learners');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is for admins: a learner is sent away', async () => {
    const { router } = renderApp({ path: '/admin/learners', session: 'USER' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/learners'));
    expect(screen.queryByRole('heading', { name: 'Learners' })).not.toBeInTheDocument();
  });
});
