import { messages } from '@coursehub/shared';

/** The spec's success messages of lecture authoring, sent by both transports' adapters (never by the service). */
export const LECTURE_ADDED_MESSAGE = messages.lectureAdded;
export const LECTURE_DELETED_MESSAGE = messages.lectureDeleted;

/** Only a FAILED lecture is processed again: a PROCESSING one already is, a READY one is done. */
export const RETRY_NOT_FAILED_MESSAGE = 'Only a lecture whose processing failed can be processed again';
