import { type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as clientDocuments from '../../../../client/src/gql/graphql';
import { variablesOf } from '../../../test/client-query-variables';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, type GqlResponse, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createPayment } from '../../../test/payment-fixtures';
import { ContactMessage } from '../../integrations/contact/contact-message.entity';
import { asSentByApolloClient } from './trusted-documents';

// A document runs on graphql-js the first time it is seen and compiled from the second on:
// each case sends its document three times and expects the same answer every time.
const RUNS = 3;

const CATALOG = /* GraphQL */ `
  query Catalog($search: String) {
    courses(search: $search) {
      totalCount
      facets { category count }
      edges { cursor node { id title numberOfLectures createdAt updatedAt } }
    }
  }`;
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
    expect(answers[0]?.data).toMatchObject({
      courses: {
        totalCount: 2,
        edges: [{ node: { title: 'Grid' } }, { node: { title: 'Streams', numberOfLectures: 2 } }],
      },
    });
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

/** Everything of an answer but the request id, which is each request's own. */
// Sibling fields resolve concurrently, so their errors arrive in completion order, which the
// GraphQL spec leaves open: they are compared in the order of their paths.
const answerOf = ({ status, data, errors }: GqlResponse) => ({
  status,
  data: data ?? null,
  errors: errors
    ?.map(({ extensions, ...error }) => ({ ...error, extensions: { ...extensions, requestId: undefined } }))
    .sort((a, b) => JSON.stringify(a.path ?? []).localeCompare(JSON.stringify(b.path ?? []))),
});

describe('mutations run as graphql-js specifies, however often their document was seen', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const contactMessages = () => app.orm.em.fork().count(ContactMessage);
  const invalid = { name: '', email: 'not-an-email', message: '' };
  const valid = (name: string) => ({ name, email: 'ann@example.com', message: 'Hello, a question about courses' });

  it('stops at the first failing non-null root field: the later ones never run', async () => {
    const document = /* GraphQL */ `
      mutation Twice($bad: ContactInput!, $good: ContactInput!) {
        first: submitContact(input: $bad) { message }
        second: submitContact(input: $good) { message }
      }`;
    const answers: GqlResponse[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      answers.push(await gql(app, document, { bad: invalid, good: valid('Second Field') }));
    }
    expect(answerOf(answers[0]!)).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message: 'All fields are mandatory',
          path: ['first'],
          extensions: { code: 'BAD_USER_INPUT', field: 'name', requestId: undefined },
        },
      ],
    });
    for (const answer of answers.slice(1)) expect(answerOf(answer)).toEqual(answerOf(answers[0]!));
    // The answer says nothing ran after `first`; nothing did, on the cold run or the warm ones.
    expect(await contactMessages()).toBe(0);
  });

  it('keeps the effects of the fields before the failure, and only those, on every run', async () => {
    const before = await contactMessages();
    const document = /* GraphQL */ `
      mutation Thrice($ok: ContactInput!, $bad: ContactInput!, $never: ContactInput!) {
        first: submitContact(input: $ok) { message }
        second: submitContact(input: $bad) { message }
        third: submitContact(input: $never) { message }
      }`;
    const answers: GqlResponse[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      answers.push(await gql(app, document, { ok: valid('First Field'), bad: invalid, never: valid('Third Field') }));
    }
    expect(answers[0]?.data ?? null).toBeNull();
    expect(answers[0]?.errors?.map((error) => error.path)).toEqual([['second']]);
    for (const answer of answers.slice(1)) expect(answerOf(answer)).toEqual(answerOf(answers[0]!));
    const names = await app.orm.em.fork().find(ContactMessage, {}, { fields: ['name'] });
    expect(await contactMessages()).toBe(before + RUNS);
    expect(names.filter((message) => message.name === 'Third Field')).toEqual([]);
  });
});

const operationOf = (document: DocumentNode) =>
  document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );

describe("the client's queries answer the same interpreted (cold) and compiled (warm)", () => {
  let app: TestApp;
  let courseId: string;
  /** The cursor after the catalogue's first course, for the pages that follow it. */
  let firstCursor: string;
  const viewers: Record<string, string | undefined> = { anonymous: undefined };
  /** A learner with payments, for the learners page's list of one learner's payments. */
  let subscriberId: string;
  /** One of the subscriber's payments, for its receipt: theirs and the admin's to see, NOT_FOUND for anyone else. */
  let paymentId: string;
  const thisYear = new Date().getUTCFullYear();

  beforeAll(async () => {
    // The catalogue cache would answer repeated anonymous reads without executing anything. The clock stands still: a
    // range that ends today (analytics) must not move between the runs it compares, as it did across midnight.
    app = await startTestApp({ CATALOG_CACHE_MB: '0' }, { clock: new ManualClock() });
    const streams = await createCourse(app, { title: 'Streams', category: 'Backend' }, { lectures: 2 });
    courseId = streams.course.id;
    await createCourse(app, { title: 'Grid', category: 'Web Development' });
    const subscriber = await createUser(app, { subscriptionStatus: 'active', fullName: 'Sub Scriber' });
    paymentId = (await createPayment(app, subscriber.user, { paidAt: new Date(Date.UTC(thisYear, 0, 15)) })).id;
    await createPayment(app, subscriber.user, { paidAt: new Date(Date.UTC(thisYear - 1, 5, 1)), status: 'refunded' });
    viewers.learner = (await createUser(app)).token;
    viewers.subscriber = subscriber.token;
    subscriberId = subscriber.user.id;
    viewers.admin = (await createUser(app, { role: 'ADMIN' })).token;
    const page = await gql<{ courses: { pageInfo: { endCursor: string } } }>(
      app,
      '{ courses(first: 1) { pageInfo { endCursor } } }',
      {},
      { token: viewers.admin },
    );
    firstCursor = page.data!.courses.pageInfo.endCursor;
  });
  afterAll(() => app.close());

  const queries = Object.values(clientDocuments)
    .filter((value): value is DocumentNode => (value as DocumentNode | undefined)?.kind === Kind.DOCUMENT)
    .map((document) => ({ document, operation: operationOf(document) }))
    .filter(({ operation }) => operation?.operation === 'query')
    .map(({ document, operation }) => ({ name: operation?.name?.value ?? '', text: asSentByApolloClient(document) }));

  it('leaves no client operation out: each is a query compared here or a mutation, which never compiles', () => {
    const operations = Object.values(clientDocuments)
      .filter((value): value is DocumentNode => (value as DocumentNode | undefined)?.kind === Kind.DOCUMENT)
      .flatMap((document) => operationOf(document)?.operation ?? []);
    expect(operations.filter((kind) => kind !== 'query' && kind !== 'mutation')).toEqual([]);
    expect(queries).toHaveLength(operations.filter((kind) => kind === 'query').length);
  });

  it('covers the catalogue, lectures, me and dashboard queries', () => {
    expect(queries.map((query) => query.name)).toEqual(
      expect.arrayContaining(['CourseCatalogQuery', 'CourseLecturesQuery', 'MeQuery', 'AdminDashboardQuery']),
    );
  });

  // A test per query, so a busy machine's slowness is spread over tests each bounded on its own.
  let compared = 0;
  let answered = 0;
  it.each(queries)('gives every viewer the same answer on every run of $name', async ({ name, text }) => {
    const fixtures = { courseId, subscriberId, paymentId, firstCursor, thisYear };
    const cases = Object.entries(viewers).flatMap(([viewer, token]) =>
      variablesOf(name, fixtures).map((variables, index) => ({ viewer, token, variables, index })),
    );
    // One document shared by every case: its first run is interpreted (the first case's cold answer), the second
    // compiles it, and that one compiled function answers every case after, so nothing it keeps from one request
    // (viewer, variables, a cursor) may reach the next. Compiling depends on the document alone, not on who asks.
    const shared = `${text}\n# compiled`;
    for (const [position, { viewer, token, variables, index }] of cases.entries()) {
      // Any other case's cold answer comes from a document of its own (a comment changes its hash), seen only once.
      const coldDocument = position === 0 ? shared : `${text}\n# ${viewer} ${index}`;
      const cold = answerOf(await gql(app, coldDocument, variables, { token }));
      const warm = answerOf(await gql(app, shared, variables, { token }));
      expect({ name, viewer, variables, answer: warm }).toEqual({ name, viewer, variables, answer: cold });
      compared += 1;
      if (cold.data && !cold.errors) answered += 1;
    }
  });

  it('compared answers that carry data, not only refusals', () => {
    // Refusals (a learner asking for the dashboard) are compared too, but most answers carry data.
    expect(compared).toBeGreaterThanOrEqual(40);
    expect(answered).toBeGreaterThanOrEqual(25);
  });
});
