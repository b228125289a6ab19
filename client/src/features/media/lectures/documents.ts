import { graphql } from '../../../gql';

/**
 * The lectures of one course (ADMIN or active subscriber; FORBIDDEN otherwise), in order, as the list and the player
 * show them: learners get the READY ones, admins every one with its processing state. The page reads `status` and `renditionsPending`
 * (it polls while one is PROCESSING, or playable with higher qualities still coming), `durationSeconds` (the course's total length) and `title` (the next lecture's). Here rather than in
 * DisplayLecturesPage.tsx because adding a lecture rewrites it in the cache.
 */
export const CourseLecturesQuery = graphql(`
  query CourseLecturesQuery($courseId: ID!) {
    lectures(courseId: $courseId) {
      id
      title
      status
      renditionsPending
      durationSeconds
      ...LectureList_lecture
      ...LecturePlayer_lecture
    }
  }
`);
