import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type RestClient, restClient } from '../../../test/rest-client';
import { LIMIT_MESSAGE } from '../../http/rest';
import { BAD_CURSOR_MESSAGE, PAGE_SIZE_MESSAGE } from '../../shared/pagination';
import { Lecture } from './lecture.entity';
import { LECTURE_CURSOR_MESSAGE } from './lecture.messages';

let app: TestApp;
let rest: RestClient;
let admin: { token: string };
let subscriber: { token: string };
let learner: { token: string };

beforeAll(async () => {
  app = await startTestApp();
  rest = restClient(app);
  admin = await createUser(app, { role: 'ADMIN' });
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
  learner = await createUser(app);
});
afterAll(() => app.close());

const PAGE = /* GraphQL */ `
  query LecturePage($courseId: ID!, $first: Int, $after: String) {
    lecturesConnection(courseId: $courseId, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id title position status } }
    }
  }`;

interface LecturePage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: { id: string; title: string; position: number; status: string } }[];
}

const pageOf = (courseId: string, viewer: { token?: string }, variables: { first?: number; after?: string } = {}) =>
  gql<{ lecturesConnection: LecturePage }>(app, PAGE, { courseId, ...variables }, viewer);

/** Every lecture id a viewer reaches by following the cursors, `first` at a time, with `between` run after each page. */
async function walk(courseId: string, viewer: { token: string }, first: number, between = async () => {}) {
  const ids: string[] = [];
  let after: string | undefined;
  for (;;) {
    const response = await pageOf(courseId, viewer, { first, ...(after && { after }) });
    expect(response.errors).toBeUndefined();
    const page = response.data!.lecturesConnection;
    ids.push(...page.edges.map(({ node }) => node.id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor ?? undefined;
    await between();
  }
}

/** A course whose lectures are READY but the third, which is still PROCESSING. */
async function courseWithProcessingLecture() {
  const { course, lectures } = await createCourse(app, {}, { lectures: 5 });
  await app.orm.em.fork().nativeUpdate(Lecture, { id: lectures[2]!.id }, { status: 'PROCESSING' });
  return { course, lectures };
}

describe('lecturesConnection', () => {
  it('pages the lectures in their order: all of them for an ADMIN, the READY ones for a subscriber', async () => {
    const { course, lectures } = await courseWithProcessingLecture();
    const ids = lectures.map((lecture) => lecture.id);

    const first = await pageOf(course.id, admin, { first: 2 });
    expect(first.errors).toBeUndefined();
    const page = first.data!.lecturesConnection;
    expect(page.totalCount).toBe(5);
    expect(page.edges.map(({ node }) => node.position)).toEqual([1, 2]);
    expect(page.pageInfo).toEqual({ hasNextPage: true, endCursor: page.edges[1]!.cursor });

    expect(await walk(course.id, admin, 2)).toEqual(ids);
    expect(await walk(course.id, subscriber, 2)).toEqual(ids.filter((_, index) => index !== 2));
    const learnerCount = (await pageOf(course.id, subscriber)).data?.lecturesConnection.totalCount;
    expect(learnerCount).toBe(4);
  });

  it('neither repeats nor skips a lecture when others are added and deleted between pages', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 6 });
    let added: string | undefined;
    let turn = 0;
    const seen = await walk(course.id, admin, 2, async () => {
      turn += 1;
      const em = app.orm.em.fork();
      if (turn === 1) {
        // One already shown goes, and one comes at the end.
        await em.nativeDelete(Lecture, { id: lectures[0]!.id });
        const {
          lectures: [extra],
        } = await createCourse(app, {}, { lectures: 1 });
        await em.nativeUpdate(Lecture, { id: extra!.id }, { course: course.id, position: 7 });
        added = extra!.id;
      }
    });
    expect(seen).toEqual([...lectures.map((lecture) => lecture.id), added]);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a page size over 100 and a cursor of another list', async () => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    const tooMany = await pageOf(course.id, admin, { first: 101 });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(errorMessage(tooMany)).toBe(PAGE_SIZE_MESSAGE);

    const courses = await gql<{ courses: { pageInfo: { endCursor: string } } }>(
      app,
      'query { courses(first: 1) { pageInfo { endCursor } } }',
    );
    const foreign = await pageOf(course.id, admin, { after: courses.data!.courses.pageInfo.endCursor });
    expect(errorCode(foreign)).toBe('BAD_USER_INPUT');
    expect(errorMessage(foreign)).toBe(BAD_CURSOR_MESSAGE);
  });

  it('reads a page of 2 or of 20 lectures in at most 2 statements, the session lookup included (REST: 3)', async () => {
    for (const count of [2, 20]) {
      const { course } = await createCourse(app, {}, { lectures: count });
      const { result, queries } = await app.captureQueries(() => pageOf(course.id, subscriber, { first: count }));
      expect(result.data?.lecturesConnection.edges).toHaveLength(count);
      expect(result.data?.lecturesConnection.totalCount).toBe(count);
      expect(queries.length).toBeLessThanOrEqual(2);
      const restPage = await app.captureQueries(() => rest.get(`/courses/${course.id}?limit=${count}`, subscriber));
      expect(restPage.result.body.lectures).toHaveLength(count);
      // REST lectures also carry their caption tracks: one more statement for the whole page, whatever its size.
      expect(restPage.queries.length).toBeLessThanOrEqual(3);
    }
  });

  it('keeps the rule of `lectures`: anonymous, unsubscribed and unknown courses are refused', async () => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    expect(errorCode(await pageOf(course.id, {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await pageOf(course.id, learner))).toBe('FORBIDDEN');
    expect(errorCode(await pageOf(randomUUID(), subscriber))).toBe('NOT_FOUND');
  });
});

describe('GET /courses/{id}', () => {
  it('answers every lecture without limit, as many as the course card counts', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 103 });
    const whole = await rest.get(`/courses/${course.id}`, subscriber);
    expect(whole.status).toBe(200);
    expect(whole.body.lectures.map((lecture: { _id: string }) => lecture._id)).toEqual(lectures.map(({ id }) => id));
    expect(whole.body.next).toBeNull();
    expect(whole.headers.get('link')).toBeNull();
    const card = (await rest.get('/courses?limit=100')).body.courses.find(
      (each: { _id: string }) => each._id === course.id,
    );
    expect(card.numberOfLectures).toBe(103);
  });

  it('serves at most 100 lectures a call with limit, with the next page in `next` and the Link header', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 101 });
    const first = await rest.get(`/courses/${course.id}?limit=100`, subscriber);
    expect(first.status).toBe(200);
    expect(first.body.lectures).toHaveLength(100);
    expect(first.body.lectures[0]._id).toBe(lectures[0]!.id);
    expect(first.body.next).toEqual(expect.any(String));
    expect(first.headers.get('link')).toBe(
      `</api/v1/courses/${course.id}?limit=100&cursor=${first.body.next}>; rel="next"`,
    );

    const second = await rest.get(`/courses/${course.id}?limit=100&cursor=${first.body.next}`, subscriber);
    expect(second.body.lectures.map((lecture: { _id: string }) => lecture._id)).toEqual([lectures[100]!.id]);
    expect(second.body.next).toBeNull();
    expect(second.headers.get('link')).toBeNull();
  });

  it('takes a smaller limit, and refuses a bad limit or cursor with 400', async () => {
    const { course, lectures } = await courseWithProcessingLecture();
    const page = await rest.get(`/courses/${course.id}?limit=2`, subscriber);
    expect(page.body.lectures.map((lecture: { _id: string }) => lecture._id)).toEqual([
      lectures[0]!.id,
      lectures[1]!.id,
    ]);
    const next = await rest.get(`/courses/${course.id}?limit=2&cursor=${page.body.next}`, subscriber);
    // The PROCESSING third lecture is not a subscriber's.
    expect(next.body.lectures.map((lecture: { _id: string }) => lecture._id)).toEqual([
      lectures[3]!.id,
      lectures[4]!.id,
    ]);
    expect(next.body.next).toBeNull();

    for (const limit of ['0', '101', 'ten']) {
      const refused = await rest.get(`/courses/${course.id}?limit=${limit}`, subscriber);
      expect(refused.status, limit).toBe(400);
      expect(refused.body.message).toBe(LIMIT_MESSAGE);
    }
    const badCursor = await rest.get(`/courses/${course.id}?cursor=nonsense`, subscriber);
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe(LECTURE_CURSOR_MESSAGE);
  });
});
