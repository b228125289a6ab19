import { messages } from '@coursehub/shared';

/** The spec's success messages of course authoring, sent by the adapters (never by the services). */
export const COURSE_CREATED_MESSAGE = messages.courseCreated;
export const COURSE_UPDATED_MESSAGE = 'Course updated successfully';
export const COURSE_DELETED_MESSAGE = messages.courseDeleted;
export const CATEGORY_DELETED_MESSAGE = 'Category deleted';

/** Publishing a course learners would find empty. */
export const NO_READY_LECTURE_MESSAGE =
  'A course needs at least one ready lecture before it is published: add a lecture and wait for it to be processed';
