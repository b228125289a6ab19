import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiPlus } from 'react-icons/fi';
import { useNavigate } from 'react-router';
import { useConfirmDialog } from '../../../components/ConfirmDialog';
import { useLoadMore } from '../../../components/hooks/useLoadMore';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryNotice } from '../../../components/ui/retry-notice';
import { DashboardSkeleton } from '../../../components/ui/screen-skeletons';
import type { CoursesOverviewTable_CourseFragment as CourseRow } from '../../../gql/graphql';
import { EngagementSection } from '../../analytics/components/EngagementSection';
import { LearningSection } from '../../analytics/components/LearningSection';
import { CoursesOverviewTable } from '../../catalog/courses/components/CoursesOverviewTable';
import { courseLecturesPath, readCourseState } from '../../catalog/courses/courseState';
import { useDeleteCourseMutation } from '../../catalog/courses/mutations/useDeleteCourseMutation';
import { RecentPayments } from '../../commerce/revenue/components/RecentPayments';
import { RevenueSection } from '../../commerce/revenue/components/RevenueSection';
import { SalesOverview } from '../../commerce/revenue/components/SalesOverview';
import { UsersOverview } from '../../commerce/revenue/components/UsersOverview';
import { selectableYears } from '../../commerce/revenue/dashboardCalendar';
import {
  AdminCoursesPageQuery,
  AdminDashboardQuery,
  OVERVIEW_PAGE_SIZE,
  RECENT_PAYMENTS_COUNT,
  RecentPaymentsQuery,
} from '../documents';
import { useDashboardNotices } from '../hooks/useDashboardNotices';

/**
 * /admin/dashboard (ADMIN): users pie, monthly sales bars for a chosen year, the Learning and Revenue sections, the
 * latest payments, and the Courses Overview table with view and delete. One request loads the numbers and courses; the
 * payments, the learning figures and the revenue come in requests of their own, sent at the same time, that hold up
 * nothing else. A deleted course leaves the
 * table through the Apollo cache.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const client = useApolloClient();
  const [years] = useState(() => selectableYears());
  const [year, setYear] = useState(() => new Date().getUTCFullYear());
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deleteCourse] = useDeleteCourseMutation();
  const [confirm, confirmDialog] = useConfirmDialog();
  const { data, previousData, loading, networkStatus, error, refetch, fetchMore } = useQuery(AdminDashboardQuery, {
    variables: { year },
    // The numbers must be true: every visit asks the server, showing cached numbers meanwhile.
    fetchPolicy: 'cache-and-network',
    // A failed stats field still shows the course table.
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;
  // Asked here, before the page's spinner returns, so both requests leave together.
  const recentPayments = useQuery(RecentPaymentsQuery, {
    variables: { first: RECENT_PAYMENTS_COUNT },
    fetchPolicy: 'cache-and-network',
  });
  const payments = (recentPayments.data ?? recentPayments.previousData)?.payments;
  const morePayments = useLoadMore((after) => recentPayments.fetchMore({ variables: { after } }));
  // The Courses Overview's next page is its own request (AdminCoursesPageQuery): no dashboard notices, no stats asked.
  const moreCourses = useLoadMore((after) =>
    fetchMore({ query: AdminCoursesPageQuery, variables: { first: OVERVIEW_PAGE_SIZE, after } }),
  );
  useDashboardNotices({
    loading: loading && networkStatus !== NetworkStatus.fetchMore,
    error,
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- errorPolicy 'all': a refused stats query answers `stats: null`
    statsMessage: data?.stats?.message,
  });

  // The whole course record goes along (spec); the lecture screen itself reads the course from the cache by its id.
  const onView = (course: CourseRow) =>
    navigate(courseLecturesPath(course.id), { state: readCourseState(client, course.id) });
  const onDelete = async (course: CourseRow) => {
    const confirmation = {
      title: t('dashboard.deleteCourse.title'),
      message: t('dashboard.deleteCourse.message'),
      confirmLabel: t('dashboard.deleteCourse.confirm'),
    };
    if (!(await confirm(confirmation))) return;
    setDeletingId(course.id);
    await deleteCourse(course.id);
    setDeletingId(null);
  };

  if (!shown && loading) return <DashboardSkeleton label={t('dashboard.loading')} />;

  return (
    <Stack gap="8" maxW="7xl" mx="auto" w="full">
      <PageHeading>{t('dashboard.heading')}</PageHeading>
      {error && !loading ? (
        // The notices go after a few seconds; this stays, with a way to ask again.
        <RetryNotice py="4" message={t('dashboard.notices.statsFailed')} onRetry={refetch} />
      ) : null}
      {shown?.stats ? (
        <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="stretch" aria-busy={loading}>
          <UsersOverview stats={shown.stats} />
          <SalesOverview stats={shown.stats} years={years} onYearChange={setYear} />
        </Flex>
      ) : null}
      <LearningSection />
      <EngagementSection />
      <RevenueSection />
      <RecentPayments
        payments={payments?.edges.map((edge) => edge.node)}
        loading={recentPayments.loading}
        failed={Boolean(recentPayments.error)}
        onRetry={() => void recentPayments.refetch().catch(() => undefined)}
        hasMore={Boolean(payments?.pageInfo.hasNextPage)}
        loadingMore={morePayments.loadingMore}
        moreFailed={morePayments.moreFailed}
        onLoadMore={() => void morePayments.loadMore(payments?.pageInfo.endCursor)}
      />
      <Stack as="section" aria-labelledby="courses-overview-heading" gap="4">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Heading as="h2" size="xl" id="courses-overview-heading">
            {t('dashboard.coursesOverview')}
          </Heading>
          <Button colorPalette="brand" onClick={() => navigate('/course/create')}>
            <FiPlus aria-hidden /> {t('dashboard.createCourse')}
          </Button>
        </Flex>
        {shown?.courses.edges.length ? (
          <CoursesOverviewTable
            courses={shown.courses.edges.map((edge) => edge.node)}
            onView={onView}
            onDelete={onDelete}
            deletingId={deletingId}
            more={{
              totalCount: shown.courses.totalCount,
              hasMore: shown.courses.pageInfo.hasNextPage,
              loading: moreCourses.loadingMore,
              failed: moreCourses.moreFailed,
              loadMore: () => void moreCourses.loadMore(shown.courses.pageInfo.endCursor),
            }}
          />
        ) : shown ? (
          <Text color="fg.muted" role="status">
            {t('dashboard.noCourses')}
          </Text>
        ) : null}
      </Stack>
      {confirmDialog}
    </Stack>
  );
}
