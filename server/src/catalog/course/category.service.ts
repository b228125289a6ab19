import { categoryNameSchema } from '@coursehub/shared';
import { sql } from 'kysely';
import { DomainError, notFound } from '../../shared/errors';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import type { CategoryTables } from './category.entity';
import type { CourseTables } from './course.entity';

/** A managed category as its admins see it: how many courses use it, and how many of them learners see. */
export interface CategoryView {
  name: string;
  courseCount: number;
  publishedCount: number;
}

const categories = (em: Em) => em.getKysely<CategoryTables & CourseTables>();

/**
 * The category named `name` ignoring case, created when there is none: its name as stored. Concurrent callers agree
 * (the insert skips a name another transaction wrote first; the read then finds it). The course forms' inline
 * "create" and the spec's REST `POST /courses` (free text) both come through here, so "design" lands in "Design".
 */
export async function resolveCategory(em: Em, name: string): Promise<string> {
  const db = categories(em);
  await db
    .insertInto('categories')
    .values({ name, created_at: new Date() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const row = await db
    .selectFrom('categories')
    .select('name')
    .where('name_key', '=', sql<string>`lower(${name})`)
    .executeTakeFirstOrThrow();
  return row.name;
}

/** Every category with its course counts, grouped by name: the one statement both reads below narrow. */
const countedCategories = (em: Em) =>
  categories(em)
    .selectFrom('categories as g')
    .leftJoin('courses as c', 'c.category', 'g.name')
    .select([
      'g.name',
      sql<number>`count(c.id)::int`.as('course_count'),
      sql<number>`(count(c.id) filter (where c.status = 'PUBLISHED'))::int`.as('published_count'),
    ])
    .groupBy('g.name');

const toView = (row: { name: string; course_count: number; published_count: number }): CategoryView => ({
  name: row.name,
  courseCount: Number(row.course_count),
  publishedCount: Number(row.published_count),
});

/** ADMIN. Every category, by name, with its counts: one statement. */
export async function listManagedCategories({ em, viewer }: RequestScope): Promise<CategoryView[]> {
  requireRole(viewer, 'ADMIN');
  const rows = await countedCategories(em).orderBy('g.name').execute();
  return rows.map(toView);
}

async function viewOf(em: Em, name: string): Promise<CategoryView> {
  const row = await countedCategories(em).where('g.name', '=', name).executeTakeFirst();
  if (!row) throw notFound('Category');
  return toView(row);
}

const duplicate = (name: string) =>
  new DomainError('CONFLICT', `A category named "${name}" already exists`, { field: 'name' });

/** ADMIN. CONFLICT when one exists with that name in any case. */
export async function createCategory({ em, viewer }: RequestScope, input: string): Promise<CategoryView> {
  requireRole(viewer, 'ADMIN');
  const name = parseInput(categoryNameSchema, input);
  const inserted = await categories(em)
    .insertInto('categories')
    .values({ name, created_at: new Date() })
    .onConflict((conflict) => conflict.doNothing())
    .returning('name')
    .executeTakeFirst();
  if (!inserted) throw duplicate(await resolveCategory(em, name));
  return viewOf(em, name);
}

/**
 * ADMIN. Renames the category and, by the courses' `on update cascade`, every course of it, in one statement (the
 * catalogue's triggers follow). A change of case alone is a rename; CONFLICT when another category has the new name.
 */
export async function renameCategory({ em, viewer }: RequestScope, from: string, to: string): Promise<CategoryView> {
  requireRole(viewer, 'ADMIN');
  const name = parseInput(categoryNameSchema, to);
  const taken = await categories(em)
    .selectFrom('categories')
    .select('name')
    .where('name_key', '=', sql<string>`lower(${name})`)
    .where('name', '<>', from)
    .executeTakeFirst();
  if (taken) throw duplicate(taken.name);
  const renamed = await categories(em)
    .updateTable('categories')
    .set({ name })
    .where('name', '=', from)
    .returning('name')
    .executeTakeFirst();
  if (!renamed) throw notFound('Category');
  return viewOf(em, name);
}

/** ADMIN. Moves every course of `sources` into `target`, then deletes the sources, in one transaction. */
export async function mergeCategories(
  { em, viewer }: RequestScope,
  sources: readonly string[],
  target: string,
): Promise<CategoryView> {
  requireRole(viewer, 'ADMIN');
  const merged = [...new Set(sources)].filter((source) => source !== target);
  await em.transactional(async (tx) => {
    const db = categories(tx);
    const known = await db
      .selectFrom('categories')
      .select('name')
      .where('name', 'in', [target, ...merged])
      .forUpdate()
      .execute();
    if (known.length !== merged.length + 1) throw notFound('Category');
    if (!merged.length) return;
    await db.updateTable('courses').set({ category: target }).where('category', 'in', merged).execute();
    await db.deleteFrom('categories').where('name', 'in', merged).execute();
  });
  return viewOf(em, target);
}

/**
 * ADMIN. Only an unused category is deleted: deleting one with courses would leave them without one, or delete them,
 * so CONFLICT says to rename or merge it instead.
 */
export async function deleteCategory({ em, viewer }: RequestScope, name: string): Promise<void> {
  requireRole(viewer, 'ADMIN');
  const view = await viewOf(em, name);
  if (view.courseCount) {
    throw new DomainError(
      'CONFLICT',
      `"${name}" still has ${view.courseCount} course${view.courseCount === 1 ? '' : 's'}: merge it into another category instead`,
    );
  }
  await categories(em).deleteFrom('categories').where('name', '=', name).execute();
}
