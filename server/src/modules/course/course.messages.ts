import { messages } from '@coursehub/shared';

/** The spec's success messages of course authoring, sent by the adapters (never by the services). */
export const COURSE_CREATED_MESSAGE = messages.courseCreated;
export const COURSE_UPDATED_MESSAGE = 'Course updated successfully';
export const COURSE_DELETED_MESSAGE = messages.courseDeleted;
