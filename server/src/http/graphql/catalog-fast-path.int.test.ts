import { ApolloServer } from '@apollo/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { apiKeyWith, postGraphql, trustedDocument } from '../../../test/trusted-graphql';
import { sessionCookieName } from '../session-cookie';

/** A catalogue read whose answer, for a signed-in subscriber, holds more than the anonymous one (`lecture`). */
const COURSE = `query CourseWithCurriculum($id: ID!) {
  course(id: $id) { id title lectures { id title lecture { id } } }
}`;

type CourseAnswer = {
  course: { id: string; title: string; lectures: { id: string; title: string; lecture: { id: string } | null }[] };
};

const readsVersion = (queries: string[]) => queries.filter((sql) => /from "?catalog_version"?/i.test(sql));

describe('the GraphQL catalogue fast path', () => {
  let app: TestApp;
  let courseId: string;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await createUser(app, { role: 'ADMIN' })).token;
    courseId = (await createCourse(app, { title: 'Fast Paths', category: 'Performance' }, { lectures: 1 })).course.id;
  });
  afterAll(() => app.close());

  const readCourse = (credentials?: { token?: string; cookie?: string }) =>
    app.captureQueries(() =>
      postGraphql<CourseAnswer>(
        app,
        { query: COURSE, operationName: 'CourseWithCurriculum', variables: { id: courseId } },
        credentials,
      ),
    );

  it('answers a repeated anonymous read with the same bytes after one statement, the catalogue version', async () => {
    const first = await readCourse();
    expect(first.result.data?.course.title).toBe('Fast Paths');
    expect(first.result.data?.course.lectures[0]?.lecture).toBeNull();
    const repeated = await readCourse();
    expect(repeated.result.text).toBe(first.result.text);
    expect(repeated.result.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(repeated.queries).toHaveLength(1);
    expect(readsVersion(repeated.queries)).toHaveLength(1);
  });

  it('says on a hit how long the answer has been cached (Age, in seconds), as HTTP caches do; a miss has none', async () => {
    const read = () =>
      postGraphql<{ categories: string[] }>(app, { query: '{ categories }', variables: {} }).then(({ headers }) =>
        headers.get('age'),
      );
    // The clock the app reads (the same process), set rather than waited for.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
      expect(await read()).toBeNull();
      expect(await read()).toBe('0');
      vi.setSystemTime(new Date('2026-05-01T10:01:30.900Z'));
      expect(await read()).toBe('90');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a trusted document sent by hash from the cache too', async () => {
    const { extensions } = trustedDocument('CourseCategoriesQuery');
    const read = () =>
      app.captureQueries(() => postGraphql<{ categories: string[] }>(app, { extensions, variables: {} }));
    const first = await read();
    expect(first.result.data?.categories).toContain('Performance');
    const repeated = await read();
    expect(repeated.result.text).toBe(first.result.text);
    expect(repeated.queries).toHaveLength(1);
  });

  it('shows a write to the catalogue on the very next read, whoever wrote it', async () => {
    await readCourse();
    await readCourse();
    await app.orm.em.fork().execute('update courses set title = ? where id = ?', ['Fast Paths, revised', courseId]);
    const afterWrite = await readCourse();
    expect(afterWrite.result.data?.course.title).toBe('Fast Paths, revised');
    expect(afterWrite.queries.length).toBeGreaterThan(1);
  });

  it('never answers an API key from the cache unless its scopes grant the read (FORBIDDEN)', async () => {
    await readCourse();
    const statsOnly = await apiKeyWith(app, admin, ['stats:read']);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await readCourse({ token: statsOnly });
      expect(refused.result.status).toBe(403);
      expect(errorCode(refused.result)).toBe('FORBIDDEN');
      expect(refused.result.data).toBeUndefined();
    }
    const catalogue = await apiKeyWith(app, admin, ['catalog:read']);
    const granted = await readCourse({ token: catalogue });
    expect(granted.result.text).toBe((await readCourse()).result.text);
  });

  it('never gives a signed-in user the anonymous answer, nor keeps theirs for anyone else', async () => {
    const anonymous = await readCourse();
    expect(anonymous.result.data?.course.lectures[0]?.lecture).toBeNull();
    const { token } = await createUser(app, { subscriptionStatus: 'active' });
    const cookie = `${sessionCookieName(app.config)}=${token}`;
    for (const credentials of [{ cookie }, { token }]) {
      const subscriber = await readCourse(credentials);
      expect(subscriber.result.data?.course.lectures[0]?.lecture).toEqual({
        id: subscriber.result.data?.course.lectures[0]?.id,
      });
      expect(readsVersion(subscriber.queries)).toHaveLength(0);
    }
    const again = await readCourse();
    expect(again.result.text).toBe(anonymous.result.text);
  });

  it('runs any document sent anonymously as text outside production (GRAPHQL_ANONYMOUS_DOCUMENTS=any)', async () => {
    expect(app.config.anonymousDocuments).toBe('any');
    const answer = await postGraphql<{ categories: string[] }>(app, { query: '{ categories }' });
    expect(answer.data?.categories).toContain('Performance');
  });
});

/** The catalogue's first page as a learner's client asks it (a courses root field, so everyone's answer). */
const PAGE = `query FastPage($first: Int, $after: String, $search: String) {
  courses(first: $first, after: $after, search: $search) { totalCount edges { cursor node { id title } } }
}`;

type PageAnswer = { courses: { totalCount: number; edges: { cursor: string; node: { id: string; title: string } }[] } };

describe('the GraphQL catalogue fast path with the catalogue cache off', () => {
  let app: TestApp;
  let admin: string;
  let courseId: string;
  let draftId: string;
  const apolloAnswers = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');

  beforeAll(async () => {
    app = await startTestApp({ CATALOG_CACHE_MB: '0' });
    admin = (await createUser(app, { role: 'ADMIN' })).token;
    courseId = (await createCourse(app, { title: 'Compiled Answers' })).course.id;
    draftId = (await createCourse(app, { title: 'Unpublished Answers', status: 'DRAFT' })).course.id;
  });
  afterEach(() => apolloAnswers.mockClear());
  afterAll(() => app.close());

  const readPage = (variables: Record<string, unknown> = { first: 10 }, credentials?: { token?: string }) =>
    postGraphql<PageAnswer>(app, { query: PAGE, operationName: 'FastPage', variables }, credentials);
  const ids = (answer: { data?: PageAnswer }) => answer.data?.courses.edges.map(({ node }) => node.id);

  it("answers a repeated anonymous read itself, byte for byte as Apollo answered it, without Apollo's pipeline", async () => {
    const first = await readPage({ first: 7 });
    expect(apolloAnswers).toHaveBeenCalledTimes(1);
    expect(ids(first)).toContain(courseId);
    const repeated = await readPage({ first: 7 });
    expect(apolloAnswers).toHaveBeenCalledTimes(1);
    expect(repeated.text).toBe(first.text);
    expect(repeated.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(repeated.headers.get('age')).toBeNull();
  });

  it('reads the catalogue afresh every time: a write shows on the very next read', async () => {
    await readPage();
    await app.orm.em
      .fork()
      .execute('update courses set title = ? where id = ?', ['Compiled Answers, revised', courseId]);
    const afterWrite = await readPage();
    expect(afterWrite.data?.courses.edges.find(({ node }) => node.id === courseId)?.node.title).toBe(
      'Compiled Answers, revised',
    );
    // The document's verdict was reached by the first test: Apollo answers neither read.
    expect(apolloAnswers).not.toHaveBeenCalled();
  });

  it('never gives an ADMIN the anonymous answer, nor anyone else the drafts an ADMIN sees', async () => {
    for (const credentials of [undefined, { token: admin }, undefined, { token: admin }]) {
      const answer = await readPage(undefined, credentials);
      expect(ids(answer)?.includes(draftId)).toBe(credentials !== undefined);
    }
  });

  it('leaves an answer with errors, and variables holding U+0000, to Apollo, which words them as before', async () => {
    const badCursor = { first: 2, after: 'bm90IGEgY3Vyc29y' };
    const first = await readPage(badCursor);
    const repeated = await readPage(badCursor);
    expect(errorCode(repeated)).toBe('BAD_USER_INPUT');
    // Each carries its own request's id.
    const withoutRequestId = (answer: typeof first) =>
      answer.errors?.map(({ extensions, ...error }) => ({ ...error, extensions: { ...extensions, requestId: null } }));
    expect(withoutRequestId(repeated)).toEqual(withoutRequestId(first));
    expect(apolloAnswers).toHaveBeenCalledTimes(2);
    // The same search without the NUL is answered in front of Apollo; with it, Apollo refuses it.
    expect((await readPage({ first: 2, search: 'answers' })).errors).toBeUndefined();
    const nul = await readPage({ first: 2, search: 'answers\u0000' });
    expect(nul.status).toBe(400);
    expect(errorMessage(nul)).toMatch(/search/);
    expect(apolloAnswers).toHaveBeenCalledTimes(3);
  });
});
