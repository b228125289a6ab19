import type { Selectable } from 'kysely';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import type { Em } from '../../shared/orm';
import type { LectureProgressTables } from './lecture-progress.entity';

/** A learner's progress rows as the progress services read and return them: the writes and the reads share them. */

/** The caller's place in one lecture. */
export interface LectureProgressView {
  lectureId: string;
  positionSeconds: number;
  completed: boolean;
  completedAt: Date | null;
  updatedAt: Date;
}

/** What the progress module's typed queries read and write (docs/decisions/0006-typed-sql.md). */
export type ProgressTables = LectureProgressTables & LectureTables;

export const progressDb = (em: Em) => em.getKysely<ProgressTables>();

export const PROGRESS_COLUMNS = ['lecture_id', 'course_id', 'position_seconds', 'completed_at', 'updated_at'] as const;

export type ProgressRow = Pick<Selectable<ProgressTables['lecture_progress']>, (typeof PROGRESS_COLUMNS)[number]>;

export function toProgress(row: ProgressRow): LectureProgressView {
  return {
    lectureId: row.lecture_id,
    positionSeconds: Number(row.position_seconds),
    completed: row.completed_at !== null,
    completedAt: row.completed_at === null ? null : new Date(row.completed_at),
    updatedAt: new Date(row.updated_at),
  };
}
