import { graphql } from '../../gql';

/**
 * The lectures of one course (ADMIN or active subscriber; FORBIDDEN otherwise), in order, as the list and the player
 * show them: learners get the READY ones, admins every one with its processing state. The page reads `status` (it
 * polls while one is PROCESSING), `durationSeconds` (the course's total length) and `title` (the next lecture's). Here rather than in
 * DisplayLecturesPage.tsx because adding a lecture rewrites it in the cache.
 */
export const CourseLecturesQuery = graphql(`
  query CourseLecturesQuery($courseId: ID!) {
    lectures(courseId: $courseId) {
      id
      title
      status
      durationSeconds
      ...LectureList_lecture
      ...LecturePlayer_lecture
    }
  }
`);
