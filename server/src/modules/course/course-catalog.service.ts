import { SHORT_TEXT_MAX } from '@coursehub/shared';
import { badInput, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { rejectNulBytes } from '../../shared/validation';
import type { ObjectStorage } from '../../storage/object-storage';
import { thumbnailUrl } from './thumbnail';

/** What the public catalogue shows of a course: plain data, the same for every transport. */
export interface CourseSummary {
  id: string;
  title: string;
  description: string;
  category: string;
  /** The instructor's name. */
  createdBy: string;
  thumbnailUrl: string;
  /** READY lectures only: what a learner can watch. */
  numberOfLectures: number;
  /** The sum of the READY lectures' durations, in seconds; 0 without any. */
  totalDurationSeconds: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface CourseFilter {
  /** Case-insensitive text to find in the title, description or instructor. */
  search?: string | null;
  category?: string | null;
}

interface CourseRow {
  id: string;
  title: string;
  description: string;
  category: string;
  created_by: string;
  thumbnail_key: string;
  created_at: Date | string;
  updated_at: Date | string;
  number_of_lectures: number;
  total_duration_seconds: number | string | null;
}

/**
 * The catalogue is the hottest read: one statement returning plain rows (no entity
 * hydration), the lecture count and total duration derived from the course's READY
 * lectures by one correlated aggregate (lectures still processing, or failed, are
 * not shown to learners, so the catalogue does not count them).
 */
const SELECT_COURSES = `
  select c.id, c.title, c.description, c.category, c.created_by, c.thumbnail_key, c.created_at, c.updated_at,
    ready.number_of_lectures, ready.total_duration_seconds
  from courses c
  cross join lateral (
    select count(*)::int as number_of_lectures, coalesce(sum(l.duration_seconds), 0) as total_duration_seconds
    from lectures l where l.course_id = c.id and l.status = 'READY'
  ) ready`;
const NEWEST_FIRST = 'order by c.created_at desc, c.id desc';

/** `%`, `_` and the escape character itself match literally in the search text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function toSummary(storage: ObjectStorage, row: CourseRow): CourseSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    createdBy: row.created_by,
    thumbnailUrl: thumbnailUrl(storage, row.thumbnail_key),
    numberOfLectures: Number(row.number_of_lectures),
    totalDurationSeconds: Number(row.total_duration_seconds ?? 0),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The filter as the catalogue applies it: trimmed, blanks dropped, the search length checked, no NUL (a 500 in SQL). */
export function catalogFilter(filter: CourseFilter): { search: string | null; category: string | null } {
  rejectNulBytes(filter.search, 'search');
  rejectNulBytes(filter.category, 'category');
  const search = filter.search?.trim() || null;
  if (search && search.length > SHORT_TEXT_MAX) {
    throw badInput(`Search text must be at most ${SHORT_TEXT_MAX} characters`);
  }
  return { search, category: filter.category?.trim() || null };
}

function filterClause(filter: CourseFilter): { sql: string; params: string[] } {
  const { search, category } = catalogFilter(filter);
  const conditions: string[] = [];
  const params: string[] = [];
  if (category) {
    conditions.push('c.category = ?');
    params.push(category);
  }
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      `(c.title ilike ? escape '\\' or c.description ilike ? escape '\\' or c.created_by ilike ? escape '\\')`,
    );
    params.push(pattern, pattern, pattern);
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/** Every course matching the filter, newest first. Public. */
export async function listCourses({ em, deps }: RequestScope, filter: CourseFilter = {}): Promise<CourseSummary[]> {
  const where = filterClause(filter);
  const rows = await em.execute<CourseRow[]>(`${SELECT_COURSES} ${where.sql} ${NEWEST_FIRST}`, where.params);
  return rows.map((row) => toSummary(deps.storage, row));
}

/** One course by id, in one statement; null when there is none. */
export async function findCourseSummary(em: Em, storage: ObjectStorage, id: string): Promise<CourseSummary | null> {
  const [row] = await em.execute<CourseRow[]>(`${SELECT_COURSES} where c.id = ?`, [id]);
  return row ? toSummary(storage, row) : null;
}

/** The courses with these ids, keyed by id (unknown ones are absent): one statement for any number of them. */
export async function findCourseSummaries(
  em: Em,
  storage: ObjectStorage,
  ids: readonly string[],
): Promise<Map<string, CourseSummary>> {
  if (!ids.length) return new Map();
  const rows = await em.execute<CourseRow[]>(`${SELECT_COURSES} where c.id in (${ids.map(() => '?').join(', ')})`, [
    ...ids,
  ]);
  return new Map(rows.map((row) => [row.id, toSummary(storage, row)]));
}

/** Public; NOT_FOUND for an unknown or malformed id. */
export async function getCourse({ em, deps }: RequestScope, id: string): Promise<CourseSummary> {
  const course = await findCourseSummary(em, deps.storage, knownId(id, 'Course'));
  if (!course) throw notFound('Course');
  return course;
}

/** The distinct categories in use, sorted, for the catalogue's filter. Public. */
export async function listCategories({ em }: RequestScope): Promise<string[]> {
  const rows = await em.execute<{ category: string }[]>('select distinct category from courses order by category');
  return rows.map((row) => row.category);
}
