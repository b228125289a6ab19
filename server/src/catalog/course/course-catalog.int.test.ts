import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  COUNTED,
  COURSE,
  COURSES,
  type CourseData,
  nodesOf,
  type Page,
  titlesOf,
} from '../../../test/catalogue-queries';
import { createCourse, deleteCategory, insertBulkCourses } from '../../../test/course-factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Course, type CourseTables } from './course.entity';

describe('the public catalogue', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await createCourse(app, { title: 'Intro to CSS', category: 'Design', createdBy: 'Lea Verou' });
    await createCourse(
      app,
      { title: 'Node.js Streams', description: 'Backpressure and pipelines', createdBy: 'Matteo Collina' },
      { lectures: 2 },
    );
    await createCourse(
      app,
      {
        title: '100% Pandas',
        category: 'Data Science',
        description: 'Data_frames in depth',
        createdBy: 'Wes McKinney',
      },
      { lectures: 1 },
    );
  });
  afterAll(() => app.close());

  it('lists every course newest first, with lecture counts and a working stable thumbnail URL, to anyone', async () => {
    const response = await gql<{ courses: Page }>(app, COURSES);
    expect(response.errors).toBeUndefined();
    const courses = nodesOf(response)!;
    expect(courses.map((course) => course.title)).toEqual(['100% Pandas', 'Node.js Streams', 'Intro to CSS']);
    expect(courses.map((course) => course.numberOfLectures)).toEqual([1, 2, 0]);
    expect(courses[1]).toMatchObject({
      description: 'Backpressure and pipelines',
      category: 'Web Development',
      createdBy: 'Matteo Collina',
    });
    expect(response.data?.courses.pageInfo).toEqual({
      hasNextPage: false,
      endCursor: response.data?.courses.edges[2]?.cursor,
    });
    // Stable, like avatars: no signature, no expiry (http/media/media-router.int.test.ts).
    expect(courses[0]!.thumbnailUrl).toMatch(/^\/media\/images\/thumbnails\/[\w-]+\.png$/);
    const image = await fetch(`${app.url}${courses[0]!.thumbnailUrl}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it.each([
    ['the title, whatever its case', 'node.JS', ['Node.js Streams']],
    ['a word of the title as it is typed (a prefix)', 'pand', ['100% Pandas']],
    ['the description', 'BACKPRESSURE', ['Node.js Streams']],
    ['the instructor, by a prefix of a name', 'vero', ['Intro to CSS']],
    ['the category', 'science', ['100% Pandas']],
    ['every word, each a prefix', 'intro cs', ['Intro to CSS']],
    ['nothing when one word matches nothing', 'intro pandas', []],
    ['a number among symbols', '100%', ['100% Pandas']],
    ['nothing for symbols alone', '% _', []],
    ['nothing for tsquery operators, which are only text', "!( & | <-> :* ' \\", []],
    ['nothing for an unknown word', 'kubernetes', []],
  ])('searches %s', async (_case, search, titles) => {
    const response = await gql<{ courses: Page }>(app, COURSES, { search });
    expect(response.errors).toBeUndefined();
    expect(titlesOf(response)).toEqual(titles);
  });

  it('filters by category, alone or with a search', async () => {
    const web = await gql<{ courses: Page }>(app, COURSES, { category: 'Web Development' });
    expect(titlesOf(web)).toEqual(['Node.js Streams']);
    const none = await gql<{ courses: Page }>(app, COURSES, { category: 'Design', search: 'streams' });
    expect(titlesOf(none)).toEqual([]);
    const blank = await gql<{ courses: Page }>(app, COURSES, { category: ' ', search: '' });
    expect(nodesOf(blank)).toHaveLength(3);
  });

  it('counts every match and the categories of the search, whatever the category filter', async () => {
    const all = await gql<{ courses: Page }>(app, COUNTED, { first: 1 });
    expect(all.data?.courses.totalCount).toBe(3);
    expect(all.data?.courses.edges).toHaveLength(1);
    expect(all.data?.courses.facets).toEqual([
      { category: 'Data Science', count: 1 },
      { category: 'Design', count: 1 },
      { category: 'Web Development', count: 1 },
    ]);
    const filtered = await gql<{ courses: Page }>(app, COUNTED, { search: 'in', category: 'Design' });
    // 'in' prefixes Intro (Design) and in (Data Science): the facets offer both, the page holds the filtered one.
    expect(filtered.data?.courses.totalCount).toBe(1);
    expect(filtered.data?.courses.facets).toEqual([
      { category: 'Data Science', count: 1 },
      { category: 'Design', count: 1 },
    ]);
    const nothing = await gql<{ courses: Page }>(app, COUNTED, { search: 'kubernetes' });
    expect(nothing.data?.courses).toEqual({
      totalCount: 0,
      facets: [],
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: [],
    });
  });

  it('refuses an overlong search text', async () => {
    const response = await gql(app, COURSES, { search: 'x'.repeat(201) });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('lists the distinct categories in use, sorted', async () => {
    const response = await gql<{ categories: string[] }>(app, CATEGORIES);
    expect(response.data?.categories).toEqual(['Data Science', 'Design', 'Web Development']);
  });

  it('keeps the categories and their counts through any write, in bulk or not, by the app or by hand', async () => {
    const em = app.orm.em.fork();
    const tally = async (category?: string) => {
      const response = await gql<{ courses: Page }>(app, COUNTED, { first: 1, category });
      const categories = await gql<{ categories: string[] }>(app, CATEGORIES);
      return {
        ...response.data?.courses,
        edges: undefined,
        pageInfo: undefined,
        categories: categories.data?.categories,
      };
    };
    const before = await tally();
    const { course } = await createCourse(app, { title: 'Sketching', category: 'Illustration' });
    await insertBulkCourses(em, { category: 'Illustration', from: 1, to: 3, description: 'd', createdBy: 'i' });
    expect(await tally('Illustration')).toMatchObject({
      totalCount: 4,
      facets: [...(before.facets ?? []), { category: 'Illustration', count: 4 }].sort((a, b) =>
        a.category.localeCompare(b.category),
      ),
      categories: ['Data Science', 'Design', 'Illustration', 'Web Development'],
    });
    // A title change moves nothing; a category change moves one; the last ones deleted empty the category.
    const courses = em.getKysely<CourseTables>();
    await courses
      .updateTable('courses')
      .set({ title: sql<string>`title || '!'` })
      .where('category', '=', 'Illustration')
      .execute();
    await courses.updateTable('courses').set({ category: 'Design' }).where('id', '=', course.id).execute();
    expect((await tally('Design')).totalCount).toBe(2);
    expect((await tally('Illustration')).totalCount).toBe(3);
    await deleteCategory(em, 'Illustration');
    await courses.updateTable('courses').set({ category: 'Illustration' }).where('id', '=', course.id).execute();
    await courses.deleteFrom('courses').where('id', '=', course.id).execute();
    expect(await tally()).toEqual(before);
  });

  it('returns one course by id', async () => {
    const { course } = await createCourse(app, { title: 'Rust for the Web' }, { lectures: 3 });
    const response = await gql<{ course: CourseData }>(app, COURSE, { id: course.id });
    expect(response.data?.course).toMatchObject({ id: course.id, title: 'Rust for the Web', numberOfLectures: 3 });
    await app.orm.em.fork().nativeDelete(Course, { id: course.id });
  });

  it.each([
    ['an unknown id', '0b8a7c56-5a3e-4c8e-9d61-3f0f1f7f2b11'],
    ['a malformed id', 'not-a-uuid'],
    ['an SQL-looking id', "1' or '1'='1"],
  ])('answers NOT_FOUND for %s', async (_case, id) => {
    const response = await gql(app, COURSE, { id });
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(errorMessage(response)).toBe('Course not found');
  });
});
