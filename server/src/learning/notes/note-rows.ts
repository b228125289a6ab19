import { type NoteKind, notesMessages } from '@coursehub/shared';
import type { CourseTables } from '../../catalog/course/course.entity';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { mayPlayLecture } from '../../catalog/lecture/lecture-listing.service';
import type { UserTables } from '../../identity/user/user.entity';
import { forbidden, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import { actsAsAdmin, requireViewer, type Viewer } from '../../shared/viewer';
import type { NoteTables } from './note.entity';

/** What notes statements are typed against (docs/decisions/0006-typed-sql.md). */
export const notesDb = (em: Em) => em.getKysely<NoteTables & LectureTables & CourseTables & UserTables>();

/** A note or bookmark as its author reads it. */
export interface NoteView {
  id: string;
  kind: NoteKind;
  /** Markdown; null for a bookmark. */
  body: string | null;
  atSeconds: number;
  lectureId: string;
  lectureTitle: string;
  courseId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Notes (`n`) with their lectures, in the order a course's notes page lists them. */
export const noteRows = (em: Em) =>
  notesDb(em)
    .selectFrom('lecture_notes as n')
    .innerJoin('lectures as l', 'l.id', 'n.lecture_id')
    .select([
      'n.id',
      'n.kind',
      'n.body',
      'n.at_seconds',
      'n.lecture_id',
      'l.title as lecture_title',
      'n.course_id',
      'n.created_at',
      'n.updated_at',
    ])
    .orderBy('l.position')
    .orderBy('n.at_seconds')
    .orderBy('n.created_at');

type NoteRow = Awaited<ReturnType<ReturnType<typeof noteRows>['execute']>>[number];

export const toNote = (row: NoteRow): NoteView => ({
  id: row.id,
  kind: row.kind,
  body: row.body,
  atSeconds: row.at_seconds,
  lectureId: row.lecture_id,
  lectureTitle: row.lecture_title,
  courseId: row.course_id,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/**
 * The lecture a learner keeps notes on, under the lecture's own rules: seen (READY in a PUBLISHED course; ADMINs see
 * every one) or NOT_FOUND, so notes reveal no hidden lecture; played (a free preview, or the viewer may watch every
 * lecture) or FORBIDDEN. Anonymous callers are asked to sign in: notes belong to an account.
 */
export async function findNotedLecture(em: Em, viewer: Viewer | null, lectureId: string) {
  const known = requireViewer(viewer);
  const row = await notesDb(em)
    .selectFrom('lectures as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['l.id', 'l.course_id', 'l.status', 'l.free_preview', 'c.status as course_status'])
    .where('l.id', '=', knownId(lectureId, 'Lecture'))
    .executeTakeFirst();
  const seen = row && (actsAsAdmin(known) || (row.status === 'READY' && row.course_status === 'PUBLISHED'));
  if (!seen) throw notFound('Lecture');
  if (!mayPlayLecture(known, row.free_preview)) throw forbidden(notesMessages.watchDenied);
  return { viewer: known, lectureId: row.id, courseId: row.course_id };
}

/** The course whose notes are listed, as its learners see it: PUBLISHED (ADMINs see every course). */
export async function findNotedCourse(em: Em, viewer: Viewer | null, courseId: string) {
  const known = requireViewer(viewer);
  const row = await notesDb(em)
    .selectFrom('courses')
    .select(['id', 'title', 'status'])
    .where('id', '=', knownId(courseId, 'Course'))
    .executeTakeFirst();
  if (!row || !(actsAsAdmin(known) || row.status === 'PUBLISHED')) throw notFound('Course');
  return { viewer: known, courseId: row.id, courseTitle: row.title };
}
