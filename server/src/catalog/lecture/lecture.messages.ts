import { messages } from '@coursehub/shared';

/** The spec's success messages of lecture authoring, sent by both transports' adapters (never by the service). */
export const LECTURE_ADDED_MESSAGE = messages.lectureAdded;
export const LECTURE_DELETED_MESSAGE = messages.lectureDeleted;

/** Only a FAILED lecture is processed again: a PROCESSING one already is, a READY one is done. */
export const RETRY_NOT_FAILED_MESSAGE = 'Only a lecture whose processing failed can be processed again';

/**
 * A course's lectures are one list wherever the web client shows them (the player's list, the curriculum, reordering
 * takes them all), so a course holds a bounded number: at 500 the whole list stays a small answer (about 150 KB of
 * GraphQL) and one drag-and-drop list. Adding one more is refused with this CONFLICT. Integrators page them all the
 * same (`lecturesConnection`, `GET /courses/{id}` with `limit` and `cursor`).
 */
export const MAX_LECTURES_PER_COURSE = 500;
export const COURSE_FULL_MESSAGE = `A course holds at most ${MAX_LECTURES_PER_COURSE} lectures: delete one before adding another`;

/** `GET /courses/{id}` names GraphQL's `after` `cursor`. */
export const LECTURE_CURSOR_MESSAGE = 'cursor is not a `next` of the lectures of this course';

/** What a caller who may not watch every lecture is told (they may still play free previews). */
export const WATCH_DENIED_MESSAGE = 'Subscribe to watch the lectures of this course';

export const REORDER_MISMATCH_MESSAGE = 'Send every lecture of the course exactly once, in the new order';
