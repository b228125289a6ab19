import { graphql } from '../../gql';

/** Courses per page of the Courses Overview table. */
export const OVERVIEW_PAGE_SIZE = 24;

/**
 * Everything the dashboard shows, in one request: the first page of courses (newest first), the user statistics and
 * the monthly sales (the server answers it in at most 4 SQL statements, however many users and payments there are).
 * Each course also brings its whole record, which the view button passes to the lecture screen. The stats are cached
 * per year (their `year` is their key), so the overviews read their fragments from the cache. The page of courses
 * lists the same fields as AdminCoursesPageQuery's inline, not through a shared fragment: the cost limit prices a
 * spread at 1.5 times its fragment, which would put this request over it.
 */
export const AdminDashboardQuery = graphql(`
  query AdminDashboardQuery($year: Int) {
    courses(first: 24) {
      totalCount
      pageInfo {
        ...LoadMore_pageInfo @unmask
      }
      edges {
        cursor
        node {
          id
          ...CoursesOverviewTable_course
          ...CourseState_course
        }
      }
    }
    stats(year: $year) {
      year
      message
      ...UsersOverview_stats
      ...SalesOverview_stats
    }
  }
`);

/**
 * The Courses Overview's next page ('Load more'): the dashboard's own selection of courses, without its stats. The
 * cache appends it to the dashboard's list (`Query.courses` in app/apollo/client.ts).
 */
export const AdminCoursesPageQuery = graphql(`
  query AdminCoursesPageQuery($first: Int!, $after: String!) {
    courses(first: $first, after: $after) {
      totalCount
      pageInfo {
        ...LoadMore_pageInfo @unmask
      }
      edges {
        cursor
        node {
          id
          ...CoursesOverviewTable_course
          ...CourseState_course
        }
      }
    }
  }
`);

/** How many of the latest payments the dashboard lists, and how many more each 'Load more' brings. */
export const RECENT_PAYMENTS_COUNT = 10;

/**
 * The latest payments, newest first, a page at a time, for the Recent payments panel. Apart from AdminDashboardQuery
 * on purpose: that one request and its SQL budget stay as they are, and a slow or failed payment list holds up
 * nothing else. 'Load more' asks again after the last cursor; the cache appends the page (see the type policies).
 */
export const RecentPaymentsQuery = graphql(`
  query RecentPaymentsQuery($first: Int!, $after: String) {
    payments(first: $first, after: $after) {
      totalCount
      pageInfo {
        ...LoadMore_pageInfo @unmask
      }
      edges {
        cursor
        node {
          id
          ...RecentPaymentsTable_payment
        }
      }
    }
  }
`);
