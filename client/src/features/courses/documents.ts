import { graphql } from '../../gql';

/** The distinct categories of the catalogue (filter options and create-form suggestions). */
export const CourseCategoriesQuery = graphql(`
  query CourseCategoriesQuery {
    categories
  }
`);

/**
 * The catalogue, optionally searched (title, description, instructor) and filtered by category: a card per course.
 * Here rather than in CoursesPage.tsx because the app's start-up readies it (preloadCatalogue) before that page loads.
 */
export const CourseCatalogQuery = graphql(`
  query CourseCatalogQuery($search: String, $category: String) {
    courses(search: $search, category: $category) {
      id
      ...CourseCard_course
    }
  }
`);
