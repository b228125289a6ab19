import { messages } from '@coursehub/shared';

/** The spec's success messages of lecture authoring, sent by both transports' adapters (never by the service). */
export const LECTURE_ADDED_MESSAGE = messages.lectureAdded;
export const LECTURE_DELETED_MESSAGE = messages.lectureDeleted;
