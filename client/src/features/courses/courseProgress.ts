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

/** The signed-in caller's progress in every course they have started, for the catalogue's cards. */
export const MyCourseProgressQuery = graphql(`
  query MyCourseProgressQuery {
    myCourseProgress {
      courseId
      completedLectures
      totalLectures
      percent
    }
  }
`);

export interface CourseProgressCounts {
  completedLectures: number;
  totalLectures: number;
  percent: number;
}

/** 'N of M lectures, P%'. */
export const describeCourseProgress = ({ completedLectures, totalLectures, percent }: CourseProgressCounts) =>
  `${completedLectures} of ${totalLectures} ${totalLectures === 1 ? 'lecture' : 'lectures'}, ${percent}%`;
