import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { restClient } from '../../../test/rest-client';
import type { LectureTables } from '../lecture/lecture.entity';

const COURSES = /* GraphQL */ `
  query CourseCatalog($first: Int, $after: String, $search: String, $category: String, $sort: CourseSort) {
    courses(first: $first, after: $after, search: $search, category: $category, sort: $sort) {
      edges { node { id title numberOfLectures } }
      pageInfo { endCursor }
    }
  }`;
type Catalogue = { courses: { edges: { node: Listed }[]; pageInfo: { endCursor: string | null } } };
const UPDATE_COURSE = /* GraphQL */ `
  mutation UpdateCourse($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id title } }`;

interface Listed {
  id: string;
  title: string;
  numberOfLectures: number;
}

const readsCatalogue = (queries: string[]) => queries.filter((sql) => /from "?courses"?/i.test(sql));
const readsVersion = (queries: string[]) => queries.filter((sql) => /from "?catalog_version"?/i.test(sql));

/** node:http, not fetch: fetch sends `Cache-Control: no-cache` along with If-None-Match, which rules out a 304. */
function conditionalGet(url: string, etag: string): Promise<{ status: number; etag?: string; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, etag: response.headers.etag?.toString(), body }),
      );
    }).once('error', reject);
  });
}

describe('the catalogue cache', () => {
  let app: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    app = await startTestApp();
    adminToken = (await createUser(app, { role: 'ADMIN' })).token;
    await createCourse(app, { title: 'Intro to CSS' });
    await createCourse(app, { title: 'Node.js Streams' }, { lectures: 1 });
  });
  afterAll(() => app.close());

  const anonymousCourses = async (search: string | null = null, args: Record<string, unknown> = {}) => {
    const { result, queries } = await app.captureQueries(() => gql<Catalogue>(app, COURSES, { search, ...args }));
    expect(result.errors).toBeUndefined();
    const { edges, pageInfo } = result.data!.courses;
    return { courses: edges.map(({ node }) => node), endCursor: pageInfo.endCursor, queries };
  };

  it('answers a repeated anonymous GraphQL read with one version lookup, and shows a write on the next read', async () => {
    const first = await anonymousCourses();
    expect(first.courses.map((course) => course.title)).toEqual(['Node.js Streams', 'Intro to CSS']);
    expect(readsCatalogue(first.queries)).toHaveLength(1);

    const repeated = await anonymousCourses();
    expect(repeated.courses).toEqual(first.courses);
    expect(repeated.queries).toHaveLength(1);
    expect(readsVersion(repeated.queries)).toHaveLength(1);

    const course = first.courses[1]!;
    const renamed = await gql(
      app,
      UPDATE_COURSE,
      { id: course.id, input: { title: 'CSS Grid', description: 'Layout', category: 'Design', createdBy: 'Jen' } },
      { token: adminToken },
    );
    expect(renamed.errors).toBeUndefined();

    const afterWrite = await anonymousCourses();
    expect(afterWrite.courses.map((each) => each.title)).toEqual(['Node.js Streams', 'CSS Grid']);
    expect(readsCatalogue(afterWrite.queries)).toHaveLength(1);
  });

  it('keys answers by their variables', async () => {
    const streams = await anonymousCourses('streams');
    const css = await anonymousCourses('css');
    expect(streams.courses.map((course) => course.title)).toEqual(['Node.js Streams']);
    expect(css.courses.map((course) => course.title)).toEqual(['CSS Grid']);
    expect((await anonymousCourses('streams')).courses).toEqual(streams.courses);
  });

  it('keys answers by every argument: page size, cursor, category and sort', async () => {
    const titles = async (args: Record<string, unknown>) =>
      (await anonymousCourses(null, args)).courses.map((c) => c.title);
    expect(await titles({})).toEqual(['Node.js Streams', 'CSS Grid']);
    expect(await titles({ first: 1 })).toEqual(['Node.js Streams']);
    const { endCursor } = await anonymousCourses(null, { first: 1 });
    expect(await titles({ first: 1, after: endCursor })).toEqual(['CSS Grid']);
    expect(await titles({ sort: 'TITLE' })).toEqual(['CSS Grid', 'Node.js Streams']);
    expect(await titles({ category: 'Design' })).toEqual(['CSS Grid']);
    // Each again, now from the cache: the same answers, and no catalogue statement.
    for (const [args, expected] of [
      [{ first: 1 }, ['Node.js Streams']],
      [{ first: 1, after: endCursor }, ['CSS Grid']],
      [{ sort: 'TITLE' }, ['CSS Grid', 'Node.js Streams']],
      [{ category: 'Design' }, ['CSS Grid']],
    ] as const) {
      const again = await anonymousCourses(null, args);
      expect(again.courses.map((c) => c.title)).toEqual(expected);
      expect(readsCatalogue(again.queries)).toEqual([]);
    }
    const rest = restClient(app);
    const etags = new Set<string | null>();
    for (const query of ['', '?limit=1', '?sort=title', '?category=Design', '?search=css']) {
      etags.add((await rest.get(`/courses${query}`)).headers.get('etag'));
    }
    expect(etags.size).toBe(5);
  });

  it('sees writes made around the app: a lecture inserted straight into the database changes the count', async () => {
    const before = await anonymousCourses();
    await anonymousCourses();
    await createCourse(app, { title: 'Written by another process' }, { lectures: 3 });
    const after = await anonymousCourses();
    expect(after.courses).toHaveLength(before.courses.length + 1);
    expect(after.courses[0]).toMatchObject({ title: 'Written by another process', numberOfLectures: 3 });
  });

  it('keeps answers while a lecture is transcoded, and shows it once READY', async () => {
    const { course, lectures } = await createCourse(
      app,
      { title: 'Transcoding' },
      { lectures: 1, status: 'PROCESSING' },
    );
    const lectureId = lectures[0]!.id;
    const listedCount = async () => {
      const { courses, queries } = await anonymousCourses();
      return { count: courses.find((each) => each.id === course.id)?.numberOfLectures, built: readsCatalogue(queries) };
    };
    expect((await listedCount()).count).toBe(0);
    // Progress is written every few seconds during a transcode: the catalogue does not read it, so it is not rebuilt.
    const lectureRows = app.orm.em.fork().getKysely<LectureTables>();
    await lectureRows.updateTable('lectures').set({ processing_progress: 40 }).where('id', '=', lectureId).execute();
    expect(await listedCount()).toEqual({ count: 0, built: [] });
    await lectureRows
      .updateTable('lectures')
      .set({ status: 'READY', duration_seconds: 5 })
      .where('id', '=', lectureId)
      .execute();
    const ready = await listedCount();
    expect(ready.count).toBe(1);
    expect(ready.built).toHaveLength(1);
  });

  it('answers REST revalidation with 304 before building anything, and 200 with the new body after a write', async () => {
    const rest = restClient(app);
    const first = await rest.get('/courses');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);

    const { result: revalidated, queries } = await app.captureQueries(() =>
      conditionalGet(`${app.url}/api/v1/courses`, etag),
    );
    expect(revalidated).toMatchObject({ status: 304, etag, body: '' });
    expect(queries).toHaveLength(1);
    expect(readsVersion(queries)).toHaveLength(1);

    const searched = await rest.get('/courses?search=streams');
    expect(searched.headers.get('etag')).not.toBe(etag);

    const target = first.body.courses[0];
    const renamed = await rest.form(
      'PUT',
      `/courses/${target._id}`,
      { title: 'Streams, revised', description: 'Backpressure', category: 'Web Development', createdBy: 'Matteo' },
      {},
      { token: adminToken },
    );
    expect(renamed.status).toBe(200);

    const afterWrite = await conditionalGet(`${app.url}/api/v1/courses`, etag);
    expect(afterWrite.status).toBe(200);
    expect(afterWrite.etag).not.toBe(etag);
    expect(JSON.parse(afterWrite.body).courses[0].title).toBe('Streams, revised');
  });

  it('still answers a revalidation 304 from the cache hours later: only a write changes an answer', async () => {
    const first = await restClient(app).get('/courses');
    const etag = first.headers.get('etag')!;
    await anonymousCourses();
    // Thumbnail URLs no longer carry a signing window, so time alone never changes the catalogue or its ETag.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 3600 * 1000 });
    try {
      const { result: later, queries } = await app.captureQueries(() =>
        conditionalGet(`${app.url}/api/v1/courses`, etag),
      );
      expect(later).toMatchObject({ status: 304, etag });
      expect(queries).toHaveLength(1);
      const graphql = await anonymousCourses();
      expect(readsCatalogue(graphql.queries)).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never serves signed-in callers from the cache, so their reads stay at two statements', async () => {
    const { token } = await createUser(app);
    await anonymousCourses();
    const { result, queries } = await app.captureQueries(() => gql<Catalogue>(app, COURSES, {}, { token }));
    expect(result.data?.courses.edges.length).toBeGreaterThan(0);
    expect(readsVersion(queries)).toHaveLength(0);
    expect(queries).toHaveLength(2);
  });
});

describe('with CATALOG_CACHE_MB=0', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ CATALOG_CACHE_MB: '0' });
    await createCourse(app, { title: 'Uncached' });
  });
  afterAll(() => app.close());

  it('reads the catalogue itself every time, with no version lookup and no ETag of its own', async () => {
    for (let read = 0; read < 2; read += 1) {
      const { queries } = await app.captureQueries(() => gql(app, COURSES));
      expect(queries).toHaveLength(1);
      expect(readsCatalogue(queries)).toHaveLength(1);
    }
    const response = await restClient(app).get('/courses');
    expect(response.headers.get('cache-control')).toBeNull();
  });
});
