import { sql } from 'kysely';
import { type CourseSummary, findCourseSummaries } from '../../catalog/course/course-catalog.service';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { loadLastSeen } from '../../identity/user/last-seen';
import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { requireRole } from '../../shared/viewer';
import type { ObjectStorage } from '../../storage/object-storage';
import type { LectureProgressTables } from './lecture-progress.entity';

/** A learner's progress through one course they played a lecture of, for the admin's list of users. */
export interface LearnerCourseProgressView {
  course: CourseSummary;
  /** READY lectures of the course the learner completed. */
  completedLectures: number;
  /** READY lectures of the course. */
  totalLectures: number;
  /** 0–100, rounded down. */
  percent: number;
  lastWatchedAt: Date;
}

/** What the learners' progress reads (docs/decisions/0006-typed-sql.md). */
const learnerDb = (em: Em) => em.getKysely<LectureProgressTables & LectureTables>();

/**
 * Each learner's courses, most recently watched first: their progress rows grouped by course (completed lectures
 * counted among the READY ones, as Course.progress counts them), then the courses themselves. Two statements for any
 * number of learners and courses.
 */
async function loadLearnerCourses(
  em: Em,
  storage: ObjectStorage,
  userIds: readonly string[],
): Promise<Map<string, LearnerCourseProgressView[]>> {
  const rows = await learnerDb(em)
    .selectFrom('lecture_progress as p')
    .innerJoin('lectures as l', 'l.id', 'p.lecture_id')
    .select((eb) => [
      'p.user_id',
      'p.course_id',
      sql<number>`(${eb.fn
        .countAll()
        .filterWhere((completed) =>
          completed.and([completed('p.completed_at', 'is not', null), completed('l.status', '=', 'READY')]),
        )})::int`.as('completed'),
      eb.fn.max('p.updated_at').as('last_watched'),
    ])
    .where('p.user_id', 'in', userIds)
    .groupBy(['p.user_id', 'p.course_id'])
    .orderBy('last_watched', 'desc')
    .orderBy('p.course_id')
    .execute();
  const courses = await findCourseSummaries(em, storage, [...new Set(rows.map((row) => row.course_id))]);
  const byUser = new Map<string, LearnerCourseProgressView[]>();
  for (const row of rows) {
    const course = courses.get(row.course_id);
    if (!course) continue; // deleted meanwhile
    const completedLectures = Number(row.completed);
    const totalLectures = course.numberOfLectures;
    const views = byUser.get(row.user_id) ?? [];
    views.push({
      course,
      completedLectures,
      totalLectures,
      percent: totalLectures ? Math.floor((100 * completedLectures) / totalLectures) : 0,
      lastWatchedAt: new Date(row.last_watched),
    });
    byUser.set(row.user_id, views);
  }
  return byUser;
}

/** When each learner last saved progress; from lecture_progress_course_index alone. One statement. */
async function loadLastWatched(em: Em, userIds: readonly string[]): Promise<Map<string, Date>> {
  const rows = await learnerDb(em)
    .selectFrom('lecture_progress')
    .select((eb) => ['user_id', eb.fn.max('updated_at').as('last_watched')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, new Date(row.last_watched)]));
}

/** The later of the last session use and the last progress saved: two statements for any number of learners. */
async function loadLastActivity(em: Em, userIds: readonly string[]): Promise<Map<string, Date>> {
  const [seen, watched] = await Promise.all([loadLastSeen(em, userIds), loadLastWatched(em, userIds)]);
  return new Map(
    userIds.flatMap((id) => {
      const times = [seen.get(id), watched.get(id)].filter((time) => time !== undefined);
      return times.length ? [[id, new Date(Math.max(...times.map(Number)))] as const] : [];
    }),
  );
}

// Per request: every learner of a page of users asks in the same pass, and is answered by the same statements.
const requestBatches = perRequest(({ em, deps }: RequestScope) => ({
  courses: createBatch<string, LearnerCourseProgressView[]>((ids) => loadLearnerCourses(em, deps.storage, ids), []),
  lastActivity: createBatch<string, Date | null>((ids) => loadLastActivity(em, ids), null),
}));

/** ADMIN only. A learner's progress in each course they played a lecture of, most recently watched first. */
export function courseProgressOfLearner(scope: RequestScope, userId: string): Promise<LearnerCourseProgressView[]> {
  requireRole(scope.viewer, 'ADMIN');
  return requestBatches(scope).courses(userId);
}

/**
 * ADMIN only. When the learner was last active: the later of their last session use (refreshed every few minutes)
 * and their last saved progress; null for an account never used.
 */
export function lastActivityOfLearner(scope: RequestScope, userId: string): Promise<Date | null> {
  requireRole(scope.viewer, 'ADMIN');
  return requestBatches(scope).lastActivity(userId);
}
