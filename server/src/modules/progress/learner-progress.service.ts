import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { requireRole } from '../../shared/viewer';
import type { ObjectStorage } from '../../storage/object-storage';
import { type CourseSummary, findCourseSummaries } from '../course/course-catalog.service';
import { loadLastSeen } from '../user/last-seen';

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

interface LearnerCourseRow {
  user_id: string;
  course_id: string;
  completed: number | string;
  last_watched: Date | string;
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

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
  const rows = await em.execute<LearnerCourseRow[]>(
    `select p.user_id, p.course_id,
       (count(*) filter (where p.completed_at is not null and l.status = 'READY'))::int as completed,
       max(p.updated_at) as last_watched
     from lecture_progress p join lectures l on l.id = p.lecture_id
     where p.user_id in (${placeholders(userIds.length)})
     group by p.user_id, p.course_id
     order by last_watched desc, p.course_id`,
    [...userIds],
  );
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
  const rows = await em.execute<{ user_id: string; last_watched: Date | string }[]>(
    `select user_id, max(updated_at) as last_watched from lecture_progress
     where user_id in (${placeholders(userIds.length)}) group by user_id`,
    [...userIds],
  );
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
