import { messages } from '@coursehub/shared';
import { catalogueNotices } from './catalogueNotices';

/**
 * Exact notice texts of spec section 8 (plus the few client-only ones the spec leaves open), in one place so every
 * feature shows them verbatim. Validation messages, and the success texts the server also sends, live in
 * `@coursehub/shared` (`messages`). A translated screen's notices are its namespace's texts instead, their English the
 * spec's (the admin dashboard's: `dashboard.notices` in `client/src/i18n/locales/en/admin.json`).
 */
export const loadingNotices = {
  loadCourses: catalogueNotices.loading,
  loadLectures: 'Fetching course lectures',
  deleteLecture: 'Deleting course lecture',
} as const;

export const successNotices = {
  coursesLoaded: catalogueNotices.loaded,
  lectureDeleted: messages.lectureDeleted,
} as const;

/** Fallbacks when the server gives no message (spec section 8). */
export const failureNotices = {
  courseList: catalogueNotices.failed,
  lectureLoad: 'Failed to load the lectures',
  lectureDelete: 'Failed to delete the lectures',
} as const;

/** Client-only validation text for the change-password confirmation field. */
export const passwordsDoNotMatch = 'Passwords do not match';

/** Texts of the course and lecture screens (the spec leaves them open); the format messages are the server's too. */
export const courseTexts = {
  unsupportedThumbnail: messages.unsupportedThumbnail,
  unsupportedVideo: messages.unsupportedVideo,
  courseGone: 'This course is no longer available',
  browseCourses: 'Browse all courses',
} as const;

/**
 * The confirmation prompts (ConfirmDialog): the spec's questions verbatim (the lecture one is this client's, in
 * `messages` beside them); titles and answers are this client's.
 */
export const confirmations = {
  deleteLecture: { title: 'Delete lecture', message: messages.confirmDeleteLecture, confirmLabel: 'Delete' },
} as const;
