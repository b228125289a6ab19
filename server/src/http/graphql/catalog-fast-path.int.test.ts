import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode } from '../../../test/graphql-client';
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
