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
