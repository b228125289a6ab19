import { graphql } from '../../gql';

/**
 * The signed-in caller's progress through one course. Asked for apart from the course's own query, which the
 * catalogue's cache answers: progress is the caller's and changes as they watch. A lecture's completion changing
 * asks it again (see the lecture progress mutations). Once every lecture is completed, the course's certificate.
 */
export const CourseProgressQuery = graphql(`
  query CourseProgressQuery($id: ID!) {
    course(id: $id) {
      id
      progress {
        courseId
        completedLectures
        totalLectures
        percent
      }
      certificate {
        code
      }
    }
  }
`);

/** 'N of M lectures, P%'. */
export const describeCourseProgress = ({
  completedLectures,
  totalLectures,
  percent,
}: {
  completedLectures: number;
  totalLectures: number;
  percent: number;
}) => `${completedLectures} of ${totalLectures} ${totalLectures === 1 ? 'lecture' : 'lectures'}, ${percent}%`;
