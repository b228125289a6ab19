import { graphql } from '../../../gql';

/** The paths the viewer sees, with the caller's progress on each (null when anonymous). */
export const PathsQuery = graphql(`
  query PathsQuery {
    paths {
      id
      slug
      title
      description
      published
      courses {
        position
        course {
          id
        }
      }
      progress {
        pathId
        percent
        completed
      }
    }
  }
`);

/** One path: its courses in order, and where the caller stands on it. */
export const PathQuery = graphql(`
  query PathQuery($slug: String!) {
    path(slug: $slug) {
      id
      slug
      title
      description
      outcome
      published
      courses {
        position
        requiresPrevious
        course {
          id
          title
          createdBy
          thumbnailUrl
          numberOfLectures
          totalDurationSeconds
          status
        }
      }
      progress {
        pathId
        completedCourses
        totalCourses
        percent
        completed
        nextCourse {
          id
        }
        steps {
          courseId
          completed
          locked
        }
        certificate {
          code
          verificationUrl
          pdfUrl
        }
      }
    }
  }
`);

/** What the editor starts from: the path as saved (drafts included for an ADMIN). */
export const PathEditorQuery = graphql(`
  query PathEditorQuery($slug: String!) {
    path(slug: $slug) {
      id
      slug
      title
      description
      outcome
      published
      courses {
        requiresPrevious
        course {
          id
          title
          status
        }
      }
    }
  }
`);

/** Every course an ADMIN may put on a path (drafts included), by title. */
export const PathCourseChoicesQuery = graphql(`
  query PathCourseChoicesQuery {
    courses(first: 100, sort: TITLE) {
      edges {
        node {
          id
          title
          status
        }
      }
    }
  }
`);

export const CreatePathMutation = graphql(`
  mutation CreatePathMutation($input: PathInput!) {
    createPath(input: $input) {
      id
      slug
    }
  }
`);

export const UpdatePathMutation = graphql(`
  mutation UpdatePathMutation($id: ID!, $input: PathInput!) {
    updatePath(id: $id, input: $input) {
      id
      slug
    }
  }
`);

/** "Part of <path>" on a course's page. */
export const CoursePathsQuery = graphql(`
  query CoursePathsQuery($id: ID!) {
    course(id: $id) {
      id
      paths {
        id
        slug
        title
      }
    }
  }
`);
