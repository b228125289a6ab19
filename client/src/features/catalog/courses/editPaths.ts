import { withQuery } from '../../../shared/coursePaths';

/** The address of the form that edits a course (ADMIN). */
export const editCoursePath = (courseId: string) => withQuery('/course/edit', { id: courseId });

/** The address of a course's analytics (ADMIN). */
export const courseAnalyticsPath = (courseId: string) => withQuery('/course/analytics', { id: courseId });

/** The address of the form that edits one lecture of a course (ADMIN). */
export const editLecturePath = (courseId: string, lectureId: string) =>
  withQuery('/course/editlecture', { course: courseId, lecture: lectureId });
