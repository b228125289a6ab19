import { messages } from '@coursehub/shared';

/**
 * The client's validation texts that are not a shared rule's. Every notice, confirmation and other text a screen shows
 * is its namespace's (docs/i18n.md), the spec's English in `client/src/i18n/locales/en/`; validation messages, and the
 * success texts the server also sends, live in `@coursehub/shared` (`messages`) and are English in every language.
 */

/** Under the change-password and reset forms' confirmation field. */
export const passwordsDoNotMatch = 'Passwords do not match';

/** The upload formats the course and lecture forms check, and the server checks again on the file's bytes. */
export const courseTexts = {
  unsupportedThumbnail: messages.unsupportedThumbnail,
  unsupportedVideo: messages.unsupportedVideo,
} as const;
