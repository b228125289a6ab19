import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../course-factories';
import { createTestDatabase, type TestDatabase } from '../database';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import { gql, sessionCookie } from '../graphql-client';
import { startTestApp, type TestApp } from '../harness';

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token } }';
const ME = '{ me { id } }';
const COURSE_TITLES = '{ courses { edges { node { title } } } }';
const UPDATE_COURSE = 'mutation($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }';

/** Two app processes' worth of state (own ORM, pools, limiters) over one PostgreSQL database. */
describe('two instances behind one proxy behave as one', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Started together: both run the migrations at once, and the advisory lock serialises them.
    [first, second] = await Promise.all([
      startTestApp({ RATE_LIMIT_ATTEMPTS_PER_MINUTE: '6' }, { database }),
      startTestApp({ RATE_LIMIT_ATTEMPTS_PER_MINUTE: '6' }, { database }),
    ]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('a session started on one instance works on the other', async () => {
    const { user } = await createUser(first, { email: 'shared@example.com' });
    const login = await gql(first, LOGIN, { i: { email: 'shared@example.com', password: DEFAULT_PASSWORD } });
    const cookie = sessionCookie(login);
    expect(cookie).toBeDefined();
    const me = await gql<{ me: { id: string } }>(second, ME, {}, { cookie });
    expect(me.data?.me.id).toBe(user.id);
  });

  it('a rate limit counts attempts on both instances', async () => {
    // A different account each time, so only the per-IP counter (6 a minute here) is in play.
    const attempt = (app: TestApp, n: number) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({
          query: LOGIN,
          variables: { i: { email: `nobody${n}@example.com`, password: 'wrong-1!' } },
        }),
      }).then(
        async (response) => ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0],
      );
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await attempt(i % 2 ? second : first, i))?.extensions.code);
    expect(codes.every((code) => code === 'UNAUTHENTICATED')).toBe(true);
    expect((await attempt(first, 6))?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await attempt(second, 7))?.extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('a catalogue write on one instance shows in the cached catalogue of the other on its next read', async () => {
    const { course } = await createCourse(first, { title: 'Before' });
    const titles = async () =>
      (await gql<{ courses: { edges: { node: { title: string } }[] } }>(second, COURSE_TITLES)).data?.courses.edges.map(
        ({ node }) => node,
      );
    expect(await titles()).toEqual([{ title: 'Before' }]);
    expect(await titles()).toEqual([{ title: 'Before' }]);

    const { token } = await createUser(first, { role: 'ADMIN' });
    const input = { title: 'After', description: 'Changed elsewhere', category: 'Design', createdBy: 'Someone' };
    const renamed = await gql(first, UPDATE_COURSE, { id: course.id, input }, { token });
    expect(renamed.errors).toBeUndefined();
    expect(await titles()).toEqual([{ title: 'After' }]);
  });
});
