import type { TFunction } from 'i18next';
import { graphql } from '../../../gql';

/**
 * The signed-in caller's progress through one course. Asked for apart from the course's own query, which the
 * catalogue's cache answers: progress is the caller's and changes as they watch. A lecture's completion changing
 * asks it again (see the lecture progress mutations). Once every lecture is completed, the course's certificate, or
 * why it is withheld.
 */
export const CourseProgressQuery = graphql(`
  query CourseProgressQuery($id: ID!) {
    course(id: $id) {
      id
      progress {
        courseId
        completedLectures
        totalLectures
        passedQuizzes
        totalQuizzes
        percent
      }
      certificate {
        code
      }
      certificateWithheld {
        message
        lecturesToWatch {
          id
          title
        }
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
  /** Where asked for (the lecture screen): the percent counts quizzes too, so the text names them. */
  passedQuizzes?: number;
  totalQuizzes?: number;
  percent: number;
}

/** 'N of M lectures, P%', or 'N of M lectures, Q of R quizzes, P%' when the course has quizzes and they were asked. */
export const describeCourseProgress = (
  t: TFunction<'courses'>,
  { completedLectures, totalLectures, passedQuizzes = 0, totalQuizzes = 0, percent }: CourseProgressCounts,
) =>
  [
    t('progress.lectures', { done: completedLectures, count: totalLectures }),
    ...(totalQuizzes > 0 ? [t('progress.quizzes', { done: passedQuizzes, count: totalQuizzes })] : []),
    t('progress.percent', { percent }),
  ].join(', ');
