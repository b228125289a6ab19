import { BOOKMARK_MOMENT_SECONDS } from '@coursehub/shared';
import { sql } from 'kysely';
import { notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { RequestScope } from '../../shared/scope';
import { requireRole } from '../../shared/viewer';
import { notesDb } from './note-rows';

/** How many moments the admins' list shows. */
export const BOOKMARKED_MOMENTS_SHOWN = 10;

export interface BookmarkedMoment {
  /** The start of a BOOKMARK_MOMENT_SECONDS window, in seconds into the video. */
  atSeconds: number;
  /** Learners who bookmarked within the window (one learner's several bookmarks there count once). */
  learners: number;
}

/**
 * The lecture's most bookmarked moments, for ADMINs: counts per window of the video, the busiest first, and nothing
 * that names a learner. One grouped read on the bookmarks' index.
 */
export async function bookmarkedMoments(scope: RequestScope, lectureId: string): Promise<BookmarkedMoment[]> {
  requireRole(scope.viewer, 'ADMIN');
  const db = notesDb(scope.em);
  const lecture = await db
    .selectFrom('lectures')
    .select('id')
    .where('id', '=', knownId(lectureId, 'Lecture'))
    .executeTakeFirst();
  if (!lecture) throw notFound('Lecture');
  const window = sql<number>`(at_seconds / ${sql.lit(BOOKMARK_MOMENT_SECONDS)}) * ${sql.lit(BOOKMARK_MOMENT_SECONDS)}`;
  const rows = await db
    .selectFrom('lecture_notes')
    .select([window.as('at_seconds'), sql<string>`count(distinct user_id)`.as('learners')])
    .where('lecture_id', '=', lecture.id)
    .where('kind', '=', 'BOOKMARK')
    .groupBy(window)
    .orderBy('learners', 'desc')
    .orderBy('at_seconds')
    .limit(BOOKMARKED_MOMENTS_SHOWN)
    .execute();
  return rows.map((row) => ({ atSeconds: Number(row.at_seconds), learners: Number(row.learners) }));
}
