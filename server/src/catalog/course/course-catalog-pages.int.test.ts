import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogueArgs,
  COUNTED,
  COURSE,
  COURSES,
  type Page,
  titlesOf,
  walk,
} from '../../../test/catalogue-queries';
import { createCourse, deleteCategory, insertBulkCourses } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, type GqlResponse, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { BAD_CURSOR_MESSAGE, PAGE_SIZE_MESSAGE } from '../../shared/pagination';
import { Course } from './course.entity';

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
