import { graphql } from '../../gql';

/**
 * The course record the course screens show and pass along in navigation state (spec section 2: "with the course
 * passed along"). Spread it with `@unmask` where a page needs the fields.
 */
export const CourseSummaryFragment = graphql(`
  fragment CourseSummary on Course {
    id
    title
    description
    category
    createdBy
    thumbnailUrl
    numberOfLectures
  }
`);

/** The distinct categories of the catalogue (filter options and create-form suggestions). */
export const CourseCategoriesQuery = graphql(`
  query CourseCategoriesQuery {
    categories
  }
`);

/** The catalogue, optionally searched (title, description, instructor) and filtered by category. */
export const CourseCatalogQuery = graphql(`
  query CourseCatalogQuery($search: String, $category: String) {
    courses(search: $search, category: $category) {
      ...CourseSummary @unmask
    }
  }
`);
