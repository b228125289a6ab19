/** The spec's success messages of lecture authoring, sent by both transports' adapters (never by the service). */
export const LECTURE_ADDED_MESSAGE = 'Lecture added successfully';
export const LECTURE_DELETED_MESSAGE = 'Lecture deleted successfully';
