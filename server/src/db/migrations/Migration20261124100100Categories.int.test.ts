import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnmigratedOrm } from '../../../test/unmigrated-orm';
import type { CategoryTables } from '../../catalog/course/category.entity';
import type { CategoryCountTables } from '../../catalog/course/category-counts.trigger';
import type { CourseTables } from '../../catalog/course/course.entity';
import type { Orm } from '../../shared/orm';

/** The migration before this one: categories were free text then. */
const BEFORE = 'Migration20261124100000CourseStatus';

describe('Migration20261124100100Categories', () => {
  let orm: Orm;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ orm, close } = await createUnmigratedOrm());
  });
  afterAll(() => close());

  it('makes a category of each free-text one, merging case variants into the spelling most courses used', async () => {
    await orm.migrator.up({ to: BEFORE });
    const db = orm.em.fork().getKysely<CourseTables & CategoryTables & CategoryCountTables>();
    const course = (category: string) => ({
      id: randomUUID(),
      title: `A ${category} course`,
      description: 'From before categories were managed',
      category,
      created_by: 'Someone',
      thumbnail_key: 'thumbnails/x.png',
      created_at: new Date(),
      updated_at: new Date(),
      status: 'PUBLISHED' as const,
      outcomes: JSON.stringify([]) as unknown as string[],
      requirements: JSON.stringify([]) as unknown as string[],
    });
    await db.insertInto('courses').values(['design', 'Design', 'Design', 'DESIGN', 'Web'].map(course)).execute();

    await orm.migrator.up();
    const categories = await db.selectFrom('categories').select('name').orderBy('name').execute();
    expect(categories.map((row) => row.name)).toEqual(['Design', 'Web']);
    const used = await db.selectFrom('courses').select('category').orderBy('category').execute();
    expect(used.map((row) => row.category)).toEqual(['Design', 'Design', 'Design', 'Design', 'Web']);
    const counts = await db
      .selectFrom('course_category_counts')
      .select(['category', 'count'])
      .where('count', '>', 0)
      .orderBy('category')
      .execute();
    expect(counts).toEqual([
      { category: 'Design', count: 4 },
      { category: 'Web', count: 1 },
    ]);
  });
});
