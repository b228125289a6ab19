import { type PathFields, pathInputSchema, pathMessages } from '@coursehub/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { badInput, notFound } from '../../shared/errors';
import { isUuid, knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import type { CourseTables } from '../course/course.entity';
import { seesDrafts } from '../course/course-catalog.service';
import { type CourseSummary, findCourseSummaries } from '../course/course-summary';
import type { PathTables } from './path.entity';

/** A path as everyone sees it; `published` false: a draft, which ADMINs alone see. */
export interface PathView {
  id: string;
  slug: string;
  title: string;
  description: string;
  outcome: string;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** One course of a path, at its place among those the viewer sees. */
export interface PathCourseView {
  pathId: string;
  position: number;
  /** The course before it (as the viewer sees the path) must be finished first; never on the first. */
  requiresPrevious: boolean;
  course: CourseSummary;
}

export const pathDb = (em: Em) => em.getKysely<PathTables & CourseTables>();

const PATH_COLUMNS = [
  'p.id',
  'p.slug',
  'p.title',
  'p.description',
  'p.outcome',
  'p.published',
  'p.created_at',
  'p.updated_at',
] as const;
const paths = (em: Em) => pathDb(em).selectFrom('learning_paths as p').select(PATH_COLUMNS);
type PathRow = Awaited<ReturnType<ReturnType<typeof paths>['execute']>>[number];

const toPath = (row: PathRow): PathView => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  outcome: row.outcome,
  published: row.published,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/** The paths the viewer sees, by title: the published ones, and the drafts too for an ADMIN. One statement. */
export async function listPaths({ em, viewer }: RequestScope): Promise<PathView[]> {
  let query = paths(em).orderBy('p.title').orderBy('p.id');
  if (!seesDrafts(viewer)) query = query.where('p.published', '=', true);
  return (await query.execute()).map(toPath);
}

/** A path by its address; NOT_FOUND for none, and for a draft unless the viewer is an ADMIN. */
export async function findPath({ em, viewer }: RequestScope, slug: string): Promise<PathView> {
  const row = await paths(em).where('p.slug', '=', slug.trim().toLowerCase()).executeTakeFirst();
  if (!row || (!row.published && !seesDrafts(viewer))) throw notFound('Path');
  return toPath(row);
}

/**
 * The courses of these paths in order, keyed by path: the PUBLISHED ones for everyone, drafts too for an ADMIN. A
 * course's prerequisite names the course before it as the viewer sees the path, so the first seen has none. Two
 * statements for any number of paths.
 */
export async function loadPathCourses(
  { em, viewer, deps }: RequestScope,
  pathIds: readonly string[],
): Promise<Map<string, PathCourseView[]>> {
  const byPath = new Map<string, PathCourseView[]>(pathIds.map((id) => [id, []]));
  if (!pathIds.length) return byPath;
  let query = pathDb(em)
    .selectFrom('path_courses as pc')
    .innerJoin('courses as c', 'c.id', 'pc.course_id')
    .select(['pc.path_id', 'pc.course_id', 'pc.position', 'pc.requires_previous'])
    .where('pc.path_id', 'in', pathIds)
    .orderBy('pc.path_id')
    .orderBy('pc.position');
  if (!seesDrafts(viewer)) query = query.where('c.status', '=', 'PUBLISHED');
  const rows = await query.execute();
  const courses = await findCourseSummaries(
    em,
    deps.storage,
    rows.map((row) => row.course_id),
  );
  for (const row of rows) {
    const course = courses.get(row.course_id);
    const list = byPath.get(row.path_id);
    if (!course || !list) continue;
    list.push({
      pathId: row.path_id,
      position: list.length,
      requiresPrevious: list.length > 0 && row.requires_previous,
      course,
    });
  }
  return byPath;
}

/** The paths the viewer sees that hold these courses, keyed by course, by title. One statement. */
async function loadCoursePaths({ em, viewer }: RequestScope, courseIds: readonly string[]) {
  const byCourse = new Map<string, PathView[]>(courseIds.map((id) => [id, []]));
  if (!courseIds.length) return byCourse;
  let query = paths(em)
    .innerJoin('path_courses as pc', 'pc.path_id', 'p.id')
    .select('pc.course_id')
    .where('pc.course_id', 'in', courseIds)
    .orderBy('p.title')
    .orderBy('p.id');
  if (!seesDrafts(viewer)) query = query.where('p.published', '=', true);
  for (const row of await query.execute()) byCourse.get(row.course_id)?.push(toPath(row));
  return byCourse;
}

/** Per request: every path of a list asks for its courses, every course of a list for its paths, in one batch each. */
const requestBatches = perRequest((scope: RequestScope) => ({
  courses: createBatch<string, PathCourseView[]>((ids) => loadPathCourses(scope, ids), []),
  paths: createBatch<string, PathView[]>((ids) => loadCoursePaths(scope, ids), []),
}));

/** A path's courses in order, as the viewer sees them. */
export const pathCoursesOf = (scope: RequestScope, pathId: string) => requestBatches(scope).courses(pathId);

/** The paths a course is part of, as the viewer sees them. */
export const coursePathsOf = (scope: RequestScope, courseId: string) => requestBatches(scope).paths(courseId);

export type PathInput = PathFields;

/** The fields checked, and every course named checked to exist (BAD_USER_INPUT on `courses` otherwise). */
async function checkedInput({ em }: RequestScope, input: PathInput) {
  const fields = parseInput(pathInputSchema, input);
  const courseIds = fields.courses.map((course) => course.courseId.toLowerCase());
  if (!courseIds.every(isUuid)) throw badInput(pathMessages.unknownCourse, 'courses');
  const found = await pathDb(em).selectFrom('courses').select('id').where('id', 'in', courseIds).execute();
  if (found.length !== courseIds.length) throw badInput(pathMessages.unknownCourse, 'courses');
  return {
    ...fields,
    courses: fields.courses.map((course) => ({ ...course, courseId: course.courseId.toLowerCase() })),
  };
}

type CheckedInput = Awaited<ReturnType<typeof checkedInput>>;

/** Writes the path's row and replaces its courses, in one transaction; a slug taken is BAD_USER_INPUT on `slug`. */
async function savePath(scope: RequestScope, id: string, fields: CheckedInput, isNew: boolean) {
  const taken = await pathDb(scope.em)
    .selectFrom('learning_paths')
    .select('id')
    .where('slug', '=', fields.slug)
    .where('id', '<>', id)
    .executeTakeFirst();
  if (taken) throw badInput(pathMessages.slugTaken, 'slug');
  const now = scope.deps.clock.now();
  const row = {
    slug: fields.slug,
    title: fields.title,
    description: fields.description,
    outcome: fields.outcome,
    published: fields.published,
    updated_at: now,
  };
  try {
    await scope.em.transactional(async (tx) => {
      const db = pathDb(tx);
      if (isNew)
        await db
          .insertInto('learning_paths')
          .values({ ...row, id, created_at: now })
          .execute();
      else await db.updateTable('learning_paths').set(row).where('id', '=', id).execute();
      await db.deleteFrom('path_courses').where('path_id', '=', id).execute();
      await db
        .insertInto('path_courses')
        .values(
          fields.courses.map((course, position) => ({
            path_id: id,
            course_id: course.courseId,
            position,
            requires_previous: position > 0 && course.requiresPrevious,
          })),
        )
        .execute();
    });
  } catch (error) {
    // Two saves of one address at once: the unique index refuses the second.
    if (error instanceof UniqueConstraintViolationException || (error as { code?: string }).code === '23505')
      throw badInput(pathMessages.slugTaken, 'slug');
    throw error;
  }
  const saved = await paths(scope.em).where('p.id', '=', id).executeTakeFirstOrThrow();
  return toPath(saved);
}

/** ADMIN: a new path with its courses in order; answers it. */
export async function createPath(scope: RequestScope, input: PathInput): Promise<PathView> {
  requireRole(scope.viewer, 'ADMIN');
  return savePath(scope, crypto.randomUUID(), await checkedInput(scope, input), true);
}

/** ADMIN: replaces a path's fields and courses (order, prerequisites, published); answers it. */
export async function updatePath(scope: RequestScope, pathId: string, input: PathInput): Promise<PathView> {
  requireRole(scope.viewer, 'ADMIN');
  const id = knownId(pathId, 'Path');
  const existing = await pathDb(scope.em)
    .selectFrom('learning_paths')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) throw notFound('Path');
  return savePath(scope, id, await checkedInput(scope, input), false);
}
