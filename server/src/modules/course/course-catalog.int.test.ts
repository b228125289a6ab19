import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, deleteCategory, insertBulkCourses } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { errorCode, errorMessage, type GqlResponse, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { BAD_CURSOR_MESSAGE, PAGE_SIZE_MESSAGE } from '../../shared/pagination';
import { Course, type CourseTables } from './course.entity';

const COURSES = /* GraphQL */ `
  query CourseCatalog($first: Int, $after: String, $search: String, $category: String, $sort: CourseSort) {
    courses(first: $first, after: $after, search: $search, category: $category, sort: $sort) {
      edges {
        cursor
        node { id title description category createdBy thumbnailUrl numberOfLectures createdAt updatedAt }
      }
      pageInfo { hasNextPage endCursor }
    }
  }`;
const COUNTED = /* GraphQL */ `
  query CourseCatalogCounted($first: Int, $after: String, $search: String, $category: String, $sort: CourseSort) {
    courses(first: $first, after: $after, search: $search, category: $category, sort: $sort) {
      totalCount
      facets { category count }
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id title } }
    }
  }`;
const COURSE = /* GraphQL */ `
  query CourseDescription($id: ID!) { course(id: $id) { id title createdBy numberOfLectures thumbnailUrl } }`;
const CATEGORIES = /* GraphQL */ 'query CourseCategories { categories }';

interface CourseData {
  id: string;
  title: string;
  description: string;
  category: string;
  createdBy: string;
  thumbnailUrl: string;
  numberOfLectures: number;
}

interface Page<Node = CourseData> {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount?: number;
  facets?: { category: string; count: number }[];
}

type CatalogueArgs = {
  first?: number;
  after?: string | null;
  search?: string;
  category?: string;
  sort?: 'NEWEST' | 'TITLE' | 'MOST_LECTURES' | 'RELEVANCE';
};

const nodesOf = (response: GqlResponse<{ courses: Page }>) => response.data?.courses.edges.map(({ node }) => node);
const titlesOf = (response: GqlResponse<{ courses: Page }>) => nodesOf(response)?.map((course) => course.title);

/** Every page of a list, `first` at a time, following endCursor; `between` runs after each page but the last. */
async function walk(app: TestApp, args: CatalogueArgs, between: (page: number) => Promise<void> = async () => {}) {
  const titles: string[] = [];
  let after: string | null = null;
  for (let page = 1; page < 100; page += 1) {
    const response: GqlResponse<{ courses: Page }> = await gql<{ courses: Page }>(app, COURSES, { ...args, after });
    expect(response.errors).toBeUndefined();
    const courses = response.data!.courses;
    titles.push(...courses.edges.map(({ node }) => node.title));
    if (!courses.pageInfo.hasNextPage) {
      expect(courses.pageInfo.endCursor).toBe(courses.edges.at(-1)?.cursor ?? null);
      return titles;
    }
    after = courses.pageInfo.endCursor;
    await between(page);
  }
  throw new Error('the pages never end');
}

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

describe('catalogue pages', () => {
  let app: TestApp;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  beforeAll(async () => {
    app = await startTestApp();
    // Titles, ages and lecture counts in different orders, so each sort is told apart.
    await createCourse(app, { title: 'Delta', createdAt: day(1), category: 'Ops' }, { lectures: 2 });
    await createCourse(app, { title: 'Alpha', createdAt: day(2), description: 'Kafka streams in practice' });
    await createCourse(app, { title: 'Echo', createdAt: day(3) }, { lectures: 3 });
    await createCourse(app, { title: 'Charlie Kafka', createdAt: day(4), category: 'Ops' }, { lectures: 1 });
    await createCourse(app, { title: 'Bravo', createdAt: day(5), createdBy: 'Franz Kafka' }, { lectures: 2 });
  });
  afterAll(() => app.close());

  it.each([
    ['NEWEST', {}, ['Bravo', 'Charlie Kafka', 'Echo', 'Alpha', 'Delta']],
    ['TITLE', {}, ['Alpha', 'Bravo', 'Charlie Kafka', 'Delta', 'Echo']],
    // Equal counts (Bravo and Delta, 2): newest first.
    ['MOST_LECTURES', {}, ['Echo', 'Bravo', 'Delta', 'Charlie Kafka', 'Alpha']],
    // Without a search, as NEWEST.
    ['RELEVANCE', {}, ['Bravo', 'Charlie Kafka', 'Echo', 'Alpha', 'Delta']],
    // A title (A) before an instructor (B) before a description (C).
    ['RELEVANCE', { search: 'kafka' }, ['Charlie Kafka', 'Bravo', 'Alpha']],
  ] as const)('orders by %s %o, page by page as in one page', async (sort, filter, titles) => {
    const whole = await gql<{ courses: Page }>(app, COURSES, { sort, ...filter, first: 100 });
    expect(titlesOf(whole)).toEqual(titles);
    expect(await walk(app, { sort, ...filter, first: 2 })).toEqual(titles);
  });

  it('ranks by relevance by default with a search', async () => {
    expect(titlesOf(await gql<{ courses: Page }>(app, COURSES, { search: 'kafka' }))).toEqual([
      'Charlie Kafka',
      'Bravo',
      'Alpha',
    ]);
    expect(titlesOf(await gql<{ courses: Page }>(app, COURSES, { search: 'kafka', sort: 'NEWEST' }))).toEqual([
      'Bravo',
      'Charlie Kafka',
      'Alpha',
    ]);
  });

  it('pages 24 courses by default, at most 100, and refuses other sizes', async () => {
    const em = app.orm.em.fork();
    await insertBulkCourses(em, { category: 'Bulk', from: 1, to: 100, createdFrom: '2025-01-01' });
    try {
      const byDefault = await gql<{ courses: Page }>(app, COUNTED);
      expect(byDefault.data?.courses.edges).toHaveLength(24);
      expect(byDefault.data?.courses.totalCount).toBe(105);
      expect(byDefault.data?.courses.pageInfo.hasNextPage).toBe(true);
      const most = await gql<{ courses: Page }>(app, COURSES, { first: 100 });
      expect(most.data?.courses.edges).toHaveLength(100);
      for (const first of [101, 0, -1, 1000]) {
        const refused = await gql(app, COURSES, { first });
        expect(errorCode(refused), `first: ${first}`).toBe('BAD_USER_INPUT');
        expect(errorMessage(refused)).toBe(PAGE_SIZE_MESSAGE);
      }
    } finally {
      await deleteCategory(em, 'Bulk');
    }
  });

  it('refuses a cursor this list did not give', async () => {
    const byTitle = await gql<{ courses: Page }>(app, COURSES, { sort: 'TITLE', first: 1 });
    const titleCursor = byTitle.data!.courses.pageInfo.endCursor!;
    const kafka = await gql<{ courses: Page }>(app, COURSES, { search: 'kafka', first: 1 });
    const kafkaCursor = kafka.data!.courses.pageInfo.endCursor!;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cases: [string, CatalogueArgs][] = [
      ['not base64url', { after: 'not a cursor!' }],
      ['not JSON', { after: Buffer.from('{nope').toString('base64url') }],
      ['another order', { after: titleCursor }],
      ['another search', { after: kafkaCursor, search: 'kafk' }],
      ['a forged key', { after: encode({ k: 'courses:newest', v: ["2026-01-01'; drop table courses; --", 'x'] }) }],
      ['another list', { after: encode({ k: 'users:newest', v: ['2026-01-01T00:00:00.000000Z', randomUUID()] }) }],
      ['an overlong one', { after: 'A'.repeat(5000) }],
    ];
    for (const [name, args] of cases) {
      const response = await gql(app, COURSES, args);
      expect(errorCode(response), name).toBe('BAD_USER_INPUT');
      expect(errorMessage(response), name).toBe(BAD_CURSOR_MESSAGE);
    }
    // The same cursor with its own order and search is fine.
    expect((await gql(app, COURSES, { sort: 'TITLE', after: titleCursor })).errors).toBeUndefined();
    expect((await gql(app, COURSES, { search: 'kafka', after: kafkaCursor })).errors).toBeUndefined();
  });

  it.each(['NEWEST', 'TITLE', 'MOST_LECTURES', 'RELEVANCE'] as const)(
    'never repeats nor skips a course while courses are added and deleted between pages (%s)',
    async (sort) => {
      const search = sort === 'RELEVANCE' ? 'stable' : undefined;
      const made = [];
      for (let n = 0; n < 9; n += 1) {
        made.push(
          await createCourse(
            app,
            { title: `Stable ${String.fromCharCode(97 + n)}`, category: 'Stable', createdAt: day(10 + n) },
            { lectures: n % 3 },
          ),
        );
      }
      const ids = new Set(made.map(({ course }) => course.id));
      const deleted = new Set<string>();
      let added = 0;
      const seen: string[] = [];
      let after: string | null = null;
      const em = app.orm.em.fork();
      try {
        for (let page = 0; page < 20; page += 1) {
          const response: GqlResponse<{ courses: Page }> = await gql<{ courses: Page }>(app, COURSES, {
            category: 'Stable',
            search,
            sort,
            first: 2,
            after,
          });
          expect(response.errors).toBeUndefined();
          seen.push(...response.data!.courses.edges.map(({ node }) => node.id));
          if (!response.data!.courses.pageInfo.hasNextPage) break;
          after = response.data!.courses.pageInfo.endCursor;
          // Between pages: a course is added (it sorts anywhere), one already shown and one not yet shown are deleted.
          added += 1;
          await createCourse(
            app,
            { title: `Stable added ${added}`, category: 'Stable', createdAt: day(5 + added) },
            { lectures: added % 4 },
          );
          const shown = seen.find((id) => ids.has(id) && !deleted.has(id));
          const unseen = [...ids].find((id) => !seen.includes(id) && !deleted.has(id));
          for (const id of [page === 1 ? shown : undefined, page === 2 ? unseen : undefined]) {
            if (!id) continue;
            await em.nativeDelete(Course, { id });
            deleted.add(id);
          }
        }
        expect(new Set(seen).size).toBe(seen.length);
        // Every course there from the first page to the last was shown, once.
        const throughout = [...ids].filter((id) => !deleted.has(id));
        expect(throughout.length).toBeGreaterThan(4);
        for (const id of throughout) expect(seen).toContain(id);
      } finally {
        await deleteCategory(em, 'Stable');
      }
    },
  );
});

describe('catalogue SQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const addCourses = async (count: number) => {
    for (let index = 0; index < count; index += 1) await createCourse(app, {}, { lectures: index % 3 });
  };
  const readsCourses = (queries: string[]) => queries.filter((sql) => /from "?courses"?/i.test(sql));

  it('reads a page of 3 and of 24 of 30 courses in one statement, anonymous or logged in', async () => {
    const { token } = await createUser(app);
    await addCourses(3);
    for (const expected of [3, 24]) {
      if (expected === 24) await addCourses(27);
      for (const credentials of [undefined, { token }]) {
        const { result, queries } = await app.captureQueries(() =>
          gql<{ courses: Page }>(app, COURSES, {}, credentials),
        );
        expect(result.data?.courses.edges).toHaveLength(expected);
        expect(queries.length).toBeLessThanOrEqual(2);
        // The catalogue itself is one statement; a session adds its own lookup.
        expect(readsCourses(queries)).toHaveLength(1);
      }
    }
  });

  it('reads a page with its count and facets in two statements, whatever the page, sort or search', async () => {
    const { token } = await createUser(app);
    const first = await gql<{ courses: Page }>(app, COUNTED, { first: 5 });
    const after = first.data!.courses.pageInfo.endCursor;
    for (const args of [
      { first: 5 },
      { first: 5, after },
      { sort: 'MOST_LECTURES' },
      { sort: 'TITLE', first: 100 },
      { search: 'course', category: 'Web Development' },
    ]) {
      const { result, queries } = await app.captureQueries(() => gql<{ courses: Page }>(app, COUNTED, args, { token }));
      expect(result.errors).toBeUndefined();
      // The page, and the tally: the kept category counts, or with a search the matching courses by category.
      const tallies = queries.filter((sql) => /from "?course_category_counts"?/i.test(sql));
      expect([...readsCourses(queries), ...tallies], JSON.stringify(args)).toHaveLength(2);
    }
  });

  it('reads one course in one statement', async () => {
    const { course } = await createCourse(app, {}, { lectures: 4 });
    const { result, queries } = await app.captureQueries(() => gql(app, COURSE, { id: course.id }));
    expect(result.errors).toBeUndefined();
    // The course itself is one statement (an anonymous read may add the catalogue cache's version).
    expect(readsCourses(queries)).toHaveLength(1);
  });
});
