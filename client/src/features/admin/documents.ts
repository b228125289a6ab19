import { graphql } from '../../gql';

/**
 * Everything the dashboard shows, in one request: the course list, the user statistics and the monthly sales
 * (the server answers it in at most 4 SQL statements, however many users and payments there are). Each course also
 * brings its whole record, which the view button passes to the lecture screen. The stats are cached per year (their
 * `year` is their key), so the overviews read their fragments from the cache.
 */
export const AdminDashboardQuery = graphql(`
  query AdminDashboardQuery($year: Int) {
    courses {
      id
      ...CoursesOverviewTable_course
      ...CourseState_course
    }
    stats(year: $year) {
      year
      message
      ...UsersOverview_stats
      ...SalesOverview_stats
    }
  }
`);

/** How many of the latest payments the dashboard lists. */
export const RECENT_PAYMENTS_COUNT = 10;

/**
 * The latest payments, newest first, for the Recent payments panel. Apart from AdminDashboardQuery on purpose: that
 * one request and its SQL budget stay as they are, and a slow or failed payment list holds up nothing else.
 */
export const RecentPaymentsQuery = graphql(`
  query RecentPaymentsQuery($count: Int!) {
    payments(count: $count) {
      allPayments {
        id
        ...RecentPaymentsTable_payment
      }
    }
  }
`);

/**
 * The lectures still processing (or that failed) in every course, for the Courses Overview table's processing state.
 * Apart from AdminDashboardQuery: it is polled while a lecture processes, and the dashboard's request keeps its SQL
 * budget.
 */
export const DashboardProcessingQuery = graphql(`
  query DashboardProcessingQuery {
    unpublishedLectures {
      id
      courseId
      status
      processingProgress
    }
  }
`);
