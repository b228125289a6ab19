import { graphql } from '../../../gql';

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
 * A page of the catalogue, optionally searched and filtered by category and language, in an order: a card per course,
 * the count of all that match, and each category's count for the filter. The cache merges the pages of one search,
 * filter and sort into one list (`Query.courses` in app/apollo/client.ts). Here rather than in CoursesPage.tsx because
 * the app's start-up readies it (preloadCatalogue) before that page loads.
 */
export const CourseCatalogQuery = graphql(`
  query CourseCatalogQuery(
    $first: Int
    $after: String
    $search: String
    $category: String
    $sort: CourseSort
    $language: String
    $captionLanguage: String
  ) {
    courses(
      first: $first
      after: $after
      search: $search
      category: $category
      sort: $sort
      language: $language
      captionLanguage: $captionLanguage
    ) {
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

/**
 * The languages the catalogue's filters offer (courses taught or dubbed in each, and captioned in each): asked once,
 * apart from the pages, whose filters change far more often than the catalogue's languages.
 */
export const CourseLanguagesQuery = graphql(`
  query CourseLanguagesQuery {
    courseLanguages {
      languages
      captionLanguages
    }
  }
`);
