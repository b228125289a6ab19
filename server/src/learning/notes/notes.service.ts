import { addNoteSchema, editNoteSchema, NOTES_PER_LECTURE_MAX, notesMessages } from '@coursehub/shared';
import type { z } from 'zod';
import { canWatchLectures } from '../../identity/user/user.policy';
import { DomainError, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { actsAsAdmin, requireViewer } from '../../shared/viewer';
import { findNotedCourse, findNotedLecture, type NoteView, noteRows, notesDb, toNote } from './note-rows';

export type AddNoteInput = z.input<typeof addNoteSchema>;
export type EditNoteInput = z.input<typeof editNoteSchema>;

/** The caller's own notes and bookmarks of a lecture, in the order of the video. */
export async function lectureNotes(scope: RequestScope, lectureId: string): Promise<NoteView[]> {
  const { viewer, lectureId: id } = await findNotedLecture(scope.em, scope.viewer, lectureId);
  const rows = await noteRows(scope.em).where('n.user_id', '=', viewer.id).where('n.lecture_id', '=', id).execute();
  return rows.map(toNote);
}

/**
 * The caller's own notes of a course, lecture by lecture in the course's order, each in the order of the video. Only
 * lectures the caller may open count (as findNotedLecture decides): a lapsed subscription keeps free previews' notes.
 */
export async function courseNotes(scope: RequestScope, courseId: string) {
  const { viewer, courseId: id, courseTitle } = await findNotedCourse(scope.em, scope.viewer, courseId);
  let query = noteRows(scope.em).where('n.user_id', '=', viewer.id).where('n.course_id', '=', id);
  if (!canWatchLectures(viewer)) query = query.where('l.free_preview', '=', true);
  if (!actsAsAdmin(viewer)) query = query.where('l.status', '=', 'READY');
  const rows = await query.execute();
  return { courseId: id, courseTitle, notes: rows.map(toNote) };
}

async function findOwnNote(scope: RequestScope, noteId: string) {
  const viewer = requireViewer(scope.viewer);
  const row = await noteRows(scope.em)
    .where('n.id', '=', knownId(noteId, 'Note'))
    .where('n.user_id', '=', viewer.id)
    .executeTakeFirst();
  // Someone else's note is as absent as a missing one: a note's existence is its author's alone.
  if (!row) throw notFound('Note');
  await findNotedLecture(scope.em, viewer, row.lecture_id);
  return toNote(row);
}

/** Adds a note (markdown text) or a bookmark at a moment of a lecture the caller may play. */
export async function addNote(scope: RequestScope, lectureId: string, input: AddNoteInput): Promise<NoteView> {
  const { viewer, lectureId: id, courseId } = await findNotedLecture(scope.em, scope.viewer, lectureId);
  const fields = parseInput(addNoteSchema, input);
  const noteId = crypto.randomUUID();
  const now = scope.deps.clock.now();
  await scope.em.transactional(async (tx) => {
    const db = notesDb(tx);
    // The learner's row, locked, orders two concurrent adds, so the bound below holds for both.
    await db.selectFrom('users').select('id').where('id', '=', viewer.id).forUpdate().execute();
    const { count } = await db
      .selectFrom('lecture_notes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', viewer.id)
      .where('lecture_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= NOTES_PER_LECTURE_MAX) throw new DomainError('CONFLICT', notesMessages.tooMany);
    await db
      .insertInto('lecture_notes')
      .values({
        id: noteId,
        user_id: viewer.id,
        lecture_id: id,
        course_id: courseId,
        kind: fields.kind,
        body: fields.body,
        at_seconds: fields.atSeconds,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  return findOwnNote(scope, noteId);
}

/** Changes the text of the caller's own note; a bookmark has none (BAD_USER_INPUT). */
export async function editNote(scope: RequestScope, noteId: string, input: EditNoteInput): Promise<NoteView> {
  const note = await findOwnNote(scope, noteId);
  const fields = parseInput(editNoteSchema, input);
  if (note.kind === 'BOOKMARK') throw new DomainError('BAD_USER_INPUT', notesMessages.bookmarkBody, { field: 'body' });
  await notesDb(scope.em)
    .updateTable('lecture_notes')
    .set({ body: fields.body, updated_at: scope.deps.clock.now() })
    .where('id', '=', note.id)
    .execute();
  return findOwnNote(scope, note.id);
}

/** Deletes the caller's own note or bookmark; answers the deleted one. */
export async function deleteNote(scope: RequestScope, noteId: string): Promise<NoteView> {
  const note = await findOwnNote(scope, noteId);
  await notesDb(scope.em).deleteFrom('lecture_notes').where('id', '=', note.id).execute();
  return note;
}
