/**
 * Notes and bookmarks: a learner's own notes (markdown) and bookmarks at moments of lectures, their course's notes as
 * Markdown and PDF downloads, and the admins' counts of the most bookmarked moments. What the rest of the app uses.
 */
export { LectureNote, type NoteTables } from './note.entity';
export { LectureNotesResolver, NotesResolver } from './notes.resolver';
export { notesExportRouter } from './notes-export.http';
