import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, type GqlResponse, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';

// A document runs on graphql-js the first time it is seen and compiled from the second on:
// each case sends its document three times and expects the same answer every time.
const RUNS = 3;

const CATALOG = /* GraphQL */ `
  query Catalog($search: String) { courses(search: $search) { id title numberOfLectures createdAt updatedAt } }`;
const ME = /* GraphQL */ 'query Me { me { email role } }';
const STATS = /* GraphQL */ 'query Stats { stats { allUsersCount } }';
const LOGIN = /* GraphQL */ 'mutation Login($i: LoginInput!) { login(input: $i) { token } }';

describe('compiled execution (graphql-jit) answers exactly as graphql-js', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The catalogue cache would answer repeated anonymous reads without executing anything.
    app = await startTestApp({ CATALOG_CACHE_MB: '0' });
    await createCourse(app, { title: 'Streams' }, { lectures: 2 });
    await createCourse(app, { title: 'Grid' });
  });
  afterAll(() => app.close());

  it('gives the same data, scalars included, on every run', async () => {
    const answers = [];
    for (let run = 0; run < RUNS; run += 1) answers.push(await gql(app, CATALOG, { search: null }));
    expect(answers[0]?.errors).toBeUndefined();
    expect(answers[0]?.data).toMatchObject({ courses: [{ title: 'Grid' }, { title: 'Streams', numberOfLectures: 2 }] });
    for (const answer of answers.slice(1)) expect(answer.data).toEqual(answers[0]?.data);
  });

  it('runs each request with its own context: a compiled `me` answers for whoever asks', async () => {
    const first = await createUser(app, { email: 'first@example.com' });
    const second = await createUser(app, { email: 'second@example.com', role: 'ADMIN' });
    for (let run = 0; run < RUNS; run += 1) {
      expect((await gql(app, ME, {}, { token: first.token })).data).toEqual({
        me: { email: 'first@example.com', role: 'USER' },
      });
    }
    expect((await gql(app, ME, {}, { token: second.token })).data).toEqual({
      me: { email: 'second@example.com', role: 'ADMIN' },
    });
    expect((await gql(app, ME)).data).toEqual({ me: null });
  });

  it('keeps the code, message and path of a resolver error', async () => {
    const answers: GqlResponse[] = [];
    for (let run = 0; run < RUNS; run += 1) answers.push(await gql(app, STATS));
    // Everything but the request id, which is each request's own.
    const shape = (answer: (typeof answers)[number]) =>
      answer.errors?.map(({ extensions, ...error }) => ({ ...error, code: extensions?.code }));
    expect(shape(answers[0]!)).toEqual([
      { message: 'Please log in to continue', path: ['stats'], code: 'UNAUTHENTICATED' },
    ]);
    for (const answer of answers.slice(1)) expect(shape(answer)).toEqual(shape(answers[0]!));
  });

  it('answers invalid variables of a compiled document with 400 and BAD_USER_INPUT', async () => {
    for (let run = 0; run < RUNS; run += 1) {
      await gql(app, LOGIN, { i: { email: `nobody${run}@example.com`, password: 'wrong-pass1!' } });
    }
    const response = await gql(app, LOGIN, { i: { email: 12345, password: ['not', 'a', 'string'] } });
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });
});
