import { z } from 'zod';

/** A learner's notes and bookmarks at moments of a lecture: limits and messages shared by the forms and the server. */
export const NOTE_BODY_MAX = 5000;
/** A note may sit at a moment up to this far into a video (24 hours), as a question may. */
export const NOTE_MAX_SECONDS = 24 * 3600;
/** Notes and bookmarks one learner may keep in one lecture: enough for any lecture, a bound on one page's answer. */
export const NOTES_PER_LECTURE_MAX = 500;
/** Bookmarks within this many seconds of each other count as one moment in the admins' "most bookmarked moments". */
export const BOOKMARK_MOMENT_SECONDS = 10;

/** NOTE: markdown text at a moment; BOOKMARK: the moment alone. */
export const NOTE_KINDS = ['NOTE', 'BOOKMARK'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export const notesMessages = {
  bodyRequired: 'Write your note',
  bodyTooLong: `A note can be at most ${NOTE_BODY_MAX} characters`,
  bookmarkBody: 'A bookmark has no text: add a note instead',
  noNullBytes: 'The text contains characters that cannot be saved',
  atSeconds: `The moment must be a whole number of seconds from 0 to ${NOTE_MAX_SECONDS}`,
  tooMany: `A lecture can hold at most ${NOTES_PER_LECTURE_MAX} of your notes and bookmarks`,
  watchDenied: 'Subscribe to keep notes on the lectures',
  noteAdded: 'Note added',
  bookmarkAdded: 'Bookmark added',
  noteSaved: 'Note saved',
  noteDeleted: 'Deleted',
} as const;

const noteBody = z
  .string(notesMessages.bodyRequired)
  .trim()
  .min(1, notesMessages.bodyRequired)
  .max(NOTE_BODY_MAX, notesMessages.bodyTooLong)
  .refine((value) => !value.includes('\u0000'), notesMessages.noNullBytes);

const atSeconds = z
  .number(notesMessages.atSeconds)
  .int(notesMessages.atSeconds)
  .min(0, notesMessages.atSeconds)
  .max(NOTE_MAX_SECONDS, notesMessages.atSeconds);

/** A new note carries its text; a new bookmark none (a text sent with one is refused rather than dropped). */
export const addNoteSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NOTE'), atSeconds, body: noteBody }),
  z.object({
    kind: z.literal('BOOKMARK'),
    atSeconds,
    body: z.null(notesMessages.bookmarkBody).optional().default(null),
  }),
]);
export type AddNoteFields = z.input<typeof addNoteSchema>;

/** An edit changes a note's text; a bookmark has none to change. */
export const editNoteSchema = z.object({ body: noteBody });
