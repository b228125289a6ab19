import { graphql } from '../../gql';

/** A lecture as the player and the list show it. */
export const LectureItemFragment = graphql(`
  fragment LectureItem on Lecture {
    id
    courseId
    title
    description
    videoUrl
    position
  }
`);

/** The lectures of one course (ADMIN or active subscriber; FORBIDDEN otherwise). */
export const CourseLecturesQuery = graphql(`
  query CourseLecturesQuery($courseId: ID!) {
    lectures(courseId: $courseId) {
      ...LectureItem @unmask
    }
  }
`);
