import { graphql } from '../../gql';

/** A row of the Courses Overview: the whole course, since the view button passes it to the lecture screen. */
export const CoursesOverviewCourseFragment = graphql(`
  fragment CoursesOverviewTable_course on Course {
    id
    title
    description
    category
    createdBy
    thumbnailUrl
    numberOfLectures
  }
`);

export const UsersOverviewStatsFragment = graphql(`
  fragment UsersOverview_stats on DashboardStats {
    allUsersCount
    subscribedUsersCount
  }
`);

export const SalesOverviewStatsFragment = graphql(`
  fragment SalesOverview_stats on DashboardStats {
    year
    monthlySales
    totalRevenue
    collectedRevenue
    currency
  }
`);

/**
 * Everything the dashboard shows, in one request: the course list, the user statistics and the monthly sales
 * (the server answers it in at most 4 SQL statements, however many users and payments there are).
 */
export const AdminDashboardQuery = graphql(`
  query AdminDashboardQuery($year: Int) {
    courses {
      ...CoursesOverviewTable_course @unmask
    }
    stats(year: $year) {
      message
      ...UsersOverview_stats @unmask
      ...SalesOverview_stats @unmask
    }
  }
`);

/** A row of the Recent payments panel: who paid, when, how much, and whether and why it was refunded. */
export const RecentPaymentsPaymentFragment = graphql(`
  fragment RecentPaymentsTable_payment on PaymentRecord {
    id
    paidAt
    formattedAmount
    status
    refunded
    refundReason
    customer {
      id
      fullName
      email
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
        ...RecentPaymentsTable_payment @unmask
      }
    }
  }
`);
