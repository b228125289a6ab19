import { graphql } from '../../gql';

/** The distinct categories of the catalogue, kept up to date in the cache when a course is created. */
export const CourseCategoriesQuery = graphql(`
  query CourseCategoriesQuery {
    categories
  }
`);

/** Every managed category (ADMIN): the create and edit forms' choices. */
export const ManagedCategoriesQuery = graphql(`
  query ManagedCategoriesQuery {
    managedCategories {
      name
      courseCount
    }
  }
`);

/** Courses per page of /courses: the server's default page size, and what its HTML carries inline. */
export const CATALOGUE_PAGE_SIZE = 24;

/**
 * A page of the catalogue, optionally searched and filtered by category, in an order: a card per course, the count
 * of all that match, and each category's count for the filter. The cache merges the pages of one search, category
 * and sort into one list (`Query.courses` in app/apollo/client.ts). Here rather than in CoursesPage.tsx because the
 * app's start-up readies it (preloadCatalogue) before that page loads.
 */
export const CourseCatalogQuery = graphql(`
  query CourseCatalogQuery($first: Int, $after: String, $search: String, $category: String, $sort: CourseSort) {
    courses(first: $first, after: $after, search: $search, category: $category, sort: $sort) {
      totalCount
      correctedSearch
      facets {
        category
        count
      }
      pageInfo {
        ...LoadMore_pageInfo @unmask
      }
      edges {
        cursor
        node {
          id
          ...CourseCard_course
        }
      }
    }
  }
`);
