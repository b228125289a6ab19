import { graphql } from '../../gql';

/**
 * The lectures of one course (ADMIN or active subscriber; FORBIDDEN otherwise), in order, as the list and the player
 * show them. Here rather than in DisplayLecturesPage.tsx because adding a lecture rewrites it in the cache.
 */
export const CourseLecturesQuery = graphql(`
  query CourseLecturesQuery($courseId: ID!) {
    lectures(courseId: $courseId) {
      id
      ...LectureList_lecture
      ...LecturePlayer_lecture
    }
  }
`);
