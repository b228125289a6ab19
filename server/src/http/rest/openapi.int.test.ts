import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { MAIL_KINDS } from '@coursehub/shared';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { createCourse } from '../../../test/course-factories';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { mp4OfSize } from '../../../test/fixtures/videos';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type OpenApiValidator, openApiValidator } from '../../../test/openapi-validator';
import { createPayment } from '../../../test/payment-fixtures';
import { createQuizAs, quizInput } from '../../../test/quiz-factories';
import { type RestClient, type RestOptions, type RestResponse, restClient } from '../../../test/rest-client';
import type { RestCourse } from '../../modules/course/course.rest';
import type { restCourseSchema } from '../../modules/course/course.rest-schemas';
import { unsubscribeToken } from '../../modules/discussion/mail-opt-outs';
import type { RestPayment } from '../../modules/payment/payment.rest';
import type { restPaymentSchema } from '../../modules/payment/payment.rest-schemas';
import { Team } from '../../modules/user/team.entity';
import { encryptTotpSecret, newTotpSecret } from '../../modules/user/totp';
import { User } from '../../modules/user/user.entity';
import { UNKNOWN_ENDPOINT_MESSAGE } from './errors';
import { type HttpMethod, type OpenApiDocument, openApiDocument } from './openapi';
import { restRouter, routedOperations } from './router';

let app: TestApp;
let rest: RestClient;
/** The document as an integrator gets it: fetched from the running app. */
let served: OpenApiDocument;
let validator: OpenApiValidator;
let adminCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  rest = restClient(app);
  const response = await fetch(`${app.url}/api/v1/openapi.json`);
  expect(response.status).toBe(200);
  served = (await response.json()) as OpenApiDocument;
  validator = openApiValidator(served);
  adminCookie = `token=${(await createUser(app, { role: 'ADMIN' })).token}`;
});
afterAll(() => app.close());

const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([route, item]) =>
    Object.keys(item).map((method) => ({ method: method as HttpMethod, path: route })),
  );
const key = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

describe('the OpenAPI document', () => {
  it('is served at /api/v1/openapi.json as OpenAPI 3.1, generated from the zod schemas', async () => {
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument(app.config))));
    expect(served.openapi).toBe('3.1.0');
    expect(served.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'token' });
    expect(Object.keys(served.components.schemas).sort()).toEqual(
      ['Course', 'CourseWithLectures', 'Error', 'Lecture', 'Payment', 'User'].sort(),
    );
  });

  it('compiles with Ajv (JSON Schema 2020-12, strict): every parameter, body and answer, every reference resolved', () => {
    // 21 operations, each with at least one success and the 401/403/429 every operation can meet.
    expect(validator.compileAll()).toBeGreaterThan(21 * 4);
  });

  it('documents exactly the routes Express serves', () => {
    const routed = routedOperations(restRouter(app.deps)).map(key).sort();
    const documented = operationsOf(served).map(key).sort();
    expect(routed).toEqual(documented);
    // Every call of spec section 7 is there.
    expect(documented).toEqual(
      expect.arrayContaining([
        'POST /user/register',
        'POST /user/login',
        'GET /user/logout',
        'POST /user/update/{id}',
        'GET /user/me',
        'GET /courses',
        'POST /courses',
        'DELETE /courses/{id}',
        'GET /courses/{id}',
        'POST /courses/{id}',
        'DELETE /courses',
        'POST /contact',
        'GET /payments/stripe-key',
        'POST /payments/subscribe',
        'POST /payments/verify',
        'GET /payments',
        'GET /payments/unsubscribe',
        'GET /payments/get-subscription',
        'GET /admin/stats/users',
        'GET /payments/get-monthly-payments',
      ]),
    );
  });

  it('has a live route behind every documented operation', async () => {
    for (const operation of operationsOf(served)) {
      const url = operation.path.replace('{id}', '00000000-0000-4000-8000-000000000000');
      const response = await rest.send(operation.method.toUpperCase(), url, undefined, {
        cookie: adminCookie,
        unchecked: true,
      });
      expect(response.body?.message, key(operation)).not.toBe(UNKNOWN_ENDPOINT_MESSAGE);
    }
  });

  it('describes the records the routes build, field for field', () => {
    expectTypeOf<z.output<typeof restCourseSchema>>().toEqualTypeOf<RestCourse>();
    expectTypeOf<z.output<typeof restPaymentSchema>>().toEqualTypeOf<RestPayment>();
    expect(validator.errorsAt('/components/schemas/Course', { _id: randomUUID() })).toContain(
      "/ must have required property 'title'",
    );
  });

  it('lists what each operation documents: the catalogue pages with limit, cursor, next and Link', () => {
    const list = served.paths['/courses']?.get;
    expect(list?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['search', 'category', 'limit', 'cursor']),
    );
    const limit = list?.parameters?.find((parameter) => parameter.name === 'limit');
    expect(limit).toMatchObject({ required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } });
    // No default: without limit the whole catalogue comes, up to 1,000.
    expect(limit?.schema).not.toHaveProperty('default');
    expect(JSON.stringify(limit)).toContain('up to 1,000');
    expect(list?.responses['200']?.headers).toHaveProperty('Link');
    expect(validator.errorsAt('/paths/~1courses/get/responses/200/content/application~1json/schema', {})).toEqual(
      expect.arrayContaining(["/ must have required property 'next'"]),
    );
  });
});

/**
 * Real answers of every documented operation, success and error, through the running app; each is held by Ajv to the
 * schema the served document gives its path, method and status. The last test checks that nothing was left out.
 */
describe('every answer conforms to the served document', () => {
  const exercised = new Map<string, Set<number>>();

  /** Records the operation and status, and fails unless the status is as expected and the body is documented. */
  function conforms(method: string, url: string, response: RestResponse, expected: number): RestResponse {
    const path = url.split('?')[0] ?? url;
    expect(response.status, `${method} ${url}: ${JSON.stringify(response.body)}`).toBe(expected);
    expect(validator.responseErrors(method, path, response.status, response.body)).toEqual([]);
    const found = validator.operation(method, path);
    if (!found) throw new Error(`${method} ${path} is not documented`);
    const name = `${method} ${found.template}`;
    exercised.set(name, (exercised.get(name) ?? new Set()).add(response.status));
    return response;
  }
  const unchecked = (options: RestOptions = {}): RestOptions => ({ ...options, unchecked: true });
  const call = async (method: string, url: string, expected: number, options?: RestOptions) =>
    conforms(method, url, await rest.send(method, url, undefined, unchecked(options)), expected);
  const callJson = async (method: string, url: string, body: unknown, expected: number, options?: RestOptions) =>
    conforms(method, url, await rest.json(method, url, body, unchecked(options)), expected);
  const callForm = async (
    method: string,
    url: string,
    fields: Record<string, string>,
    files: Parameters<RestClient['form']>[3],
    expected: number,
    options?: RestOptions,
  ) => conforms(method, url, await rest.form(method, url, fields, files, unchecked(options)), expected);

  /** node:http, not fetch: fetch sends `Cache-Control: no-cache` along with If-None-Match, which rules out a 304. */
  const revalidate = (url: string, etag: string) =>
    new Promise<RestResponse>((resolve, reject) => {
      http
        .get(`${app.url}/api/v1${url}`, { headers: { 'if-none-match': etag } }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: '', headers: new Headers() }));
        })
        .on('error', reject);
    });

  const png = { avatar: { content: PNG_1PX, filename: 'me.png', type: 'image/png' } };
  const thumbnail = { thumbnail: { content: PNG_1PX, filename: 'cover.png', type: 'image/png' } };
  const fromTheApp = () => ({ referer: `${app.url}/` });

  it('user: a login with a second factor answers 401 with its challenge, gives passkey options, finished with a code', async () => {
    const { user } = await createUser(app);
    const secret = newTotpSecret();
    const em = app.orm.em.fork();
    const stored = await em.findOneOrFail(User, user.id);
    stored.totpSecret = encryptTotpSecret(app.deps.config.appSecret, secret);
    stored.totpEnabledAt = new Date();
    await em.flush();
    const refused = await callJson('POST', '/user/login', { email: user.email, password: DEFAULT_PASSWORD }, 401);
    const { challengeToken } = refused.body.secondFactor as { challengeToken: string };
    await callJson('POST', '/user/login/second-factor', { challengeToken, code: '000000' }, 401);
    await callJson('POST', '/user/login/second-factor', {}, 400);
    await callJson('POST', '/user/login/second-factor/passkey-options', { challengeToken }, 200);
    await callJson('POST', '/user/login/second-factor/passkey-options', { challengeToken: 'not-a-token' }, 401);
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await callJson('POST', '/user/login/second-factor', { challengeToken, code }, 200);
  });

  it('user: register, login, me, update, change password, logout', async () => {
    const email = `openapi-${randomUUID()}@example.com`;
    const account = { fullName: 'Ada Lovelace', email, password: 'cookies4all!' };
    const registered = await callForm('POST', '/user/register', account, png, 201);
    await callForm('POST', '/user/register', account, png, 409);
    await callForm('POST', '/user/register', { ...account, email: '' }, png, 400);
    const token = registered.headers.getSetCookie().find((cookie) => cookie.startsWith('token='));
    expect(token).toBeDefined();

    const login = await callJson('POST', '/user/login', { email, password: 'cookies4all!' }, 200);
    await callJson('POST', '/user/login', { email, password: 'wrong4all!' }, 401);
    await callJson('POST', '/user/login', {}, 400);
    await conforms('POST', '/user/login', await rest.send('POST', '/user/login', 'x', unchecked()), 415);
    const cookie = login.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .find((each) => each?.startsWith('token=')) as string;

    const me = await call('GET', '/user/me', 200, { cookie });
    await call('GET', '/user/me', 401);
    const id = me.body.user._id as string;
    await callForm('POST', `/user/update/${id}`, { fullName: 'Ada King' }, png, 200, { cookie });
    await callForm('POST', `/user/update/${id}`, { fullName: 'Ada' }, png, 400, { cookie });
    const other = await createUser(app);
    await callForm('POST', `/user/update/${other.user.id}`, { fullName: 'Not Yours' }, png, 403, { cookie });
    await callForm('POST', `/user/update/${id}`, { fullName: 'Ada King' }, png, 401);

    const passwords = { currentPassword: 'cookies4all!', newPassword: 'biscuits4all!' };
    const changed = await callJson('POST', '/user/change-password', passwords, 200, { cookie });
    await callJson('POST', '/user/change-password', passwords, 401);
    const renewed = changed.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .find((each) => each?.startsWith('token=')) as string;
    await call('GET', '/user/logout', 403, {
      cookie: renewed,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    await call('GET', '/user/logout', 200, { cookie: renewed, headers: fromTheApp() });
  });

  it('courses: the catalogue page by page, create, update, delete', async () => {
    for (let index = 0; index < 3; index += 1) await createCourse(app, { category: 'Paged' }, { lectures: 1 });
    const first = await call('GET', '/courses?category=Paged&limit=2', 200);
    expect(first.body.courses).toHaveLength(2);
    expect(first.headers.get('link')).toMatch(/rel="next"/);
    const second = await call('GET', `/courses?category=Paged&limit=2&cursor=${first.body.next}`, 200);
    expect(second.body).toMatchObject({ next: null });
    const etag = (await call('GET', '/courses', 200)).headers.get('etag');
    expect(etag).toBeTruthy();
    conforms('GET', '/courses', await revalidate('/courses', etag as string), 304);
    await call('GET', '/courses?limit=101', 400);
    await call('GET', '/courses?cursor=not-a-cursor', 400);

    const fields = { title: 'Schemas', description: 'Described by zod', category: 'Design', createdBy: 'Ada' };
    const created = await callForm('POST', '/courses', fields, thumbnail, 201, { cookie: adminCookie });
    await callForm('POST', '/courses', { ...fields, title: '' }, thumbnail, 400, { cookie: adminCookie });
    await callForm('POST', '/courses', fields, thumbnail, 401);
    const learner = `token=${(await createUser(app)).token}`;
    await callForm('POST', '/courses', fields, thumbnail, 403, { cookie: learner });
    const id = created.body.course._id as string;
    await callForm('PUT', `/courses/${id}`, { ...fields, title: 'Schemas, revised' }, {}, 200, {
      cookie: adminCookie,
    });
    await callForm('PUT', `/courses/${randomUUID()}`, fields, {}, 404, { cookie: adminCookie });
    await call('DELETE', `/courses/${id}`, 200, { cookie: adminCookie });
    await call('DELETE', `/courses/${id}`, 404, { cookie: adminCookie });
  });

  it('lectures: list, add, delete', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const listed = await call('GET', `/courses/${course.id}`, 200, { cookie: adminCookie });
    expect(listed.body.lectures).toHaveLength(2);
    const subscriber = `token=${(await createUser(app, { subscriptionStatus: 'active' })).token}`;
    await call('GET', `/courses/${course.id}`, 200, { cookie: subscriber });
    await call('GET', `/courses/${course.id}`, 401);
    await call('GET', `/courses/${course.id}`, 403, { cookie: `token=${(await createUser(app)).token}` });
    await call('GET', `/courses/${randomUUID()}`, 404, { cookie: adminCookie });

    const video = { lecture: { content: mp4OfSize(4096), filename: 'intro.mp4', type: 'video/mp4' } };
    const added = await callForm('POST', `/courses/${course.id}`, { title: 'Intro', description: 'Hi' }, video, 201, {
      cookie: adminCookie,
    });
    expect(added.body.course.lectures).toHaveLength(3);
    await callForm('POST', `/courses/${randomUUID()}`, { title: 'Intro', description: 'Hi' }, video, 404, {
      cookie: adminCookie,
    });
    const lectureId = lectures[0]?.id as string;
    await call('DELETE', `/courses?courseId=${course.id}&lectureId=${lectureId}`, 200, { cookie: adminCookie });
    await call('DELETE', `/courses?courseId=${course.id}`, 400, { cookie: adminCookie });
    await call('DELETE', `/courses?courseId=${course.id}&lectureId=${lectureId}`, 404, { cookie: adminCookie });
  });

  it('contact', async () => {
    await callJson('POST', '/contact', { name: 'Ada', email: 'ada@example.com', message: 'Hello there' }, 200);
    await callJson('POST', '/contact', { name: '', email: 'ada@example.com', message: 'Hello there' }, 400);
  });

  it('payments: key, subscribe, confirm, verify, unsubscribe, records', async () => {
    const { token, user } = await createUser(app, { emailVerified: true });
    const learner = { token };
    await call('GET', '/payments/stripe-key', 200, learner);
    await call('GET', '/payments/stripe-key', 401);

    const checkout = await call('POST', '/payments/subscribe', 200, learner);
    await call('POST', '/payments/subscribe', 403, { cookie: adminCookie, headers: fromTheApp() });
    const pay = await fetch(`${app.url}${new URL(checkout.body.url).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    await call('GET', '/payments/get-subscription', 400, learner);
    await call('GET', '/payments/get-subscription?session_id=cs_test_nope', 404, learner);
    const confirmed = await call('GET', `/payments/get-subscription?session_id=${checkout.body.id}`, 200, learner);
    await call('POST', '/payments/subscribe', 409, learner);

    const subscriptionId = confirmed.body.subscriptionId as string;
    await callJson('POST', '/payments/verify', { subscription_id: subscriptionId }, 200, learner);
    await callJson('POST', '/payments/verify', { subscription_id: 'sub_test_nope' }, 404, learner);
    await callJson('POST', '/payments/verify', {}, 400, learner);

    // A refunded record too, so its nullable fields are held to the schema with values in them.
    await createPayment(app, user, { status: 'refunded' });
    const records = await call('GET', '/payments?count=1', 200, { cookie: adminCookie });
    expect(records.body.allPayments).toHaveLength(1);
    const all = await call('GET', '/payments', 200, { cookie: adminCookie });
    expect(all.body.allPayments.some((payment: { refundedAt: unknown }) => payment.refundedAt !== null)).toBe(true);
    await call('GET', '/payments?count=0', 400, { cookie: adminCookie });
    await call('GET', '/payments', 403, learner);

    await call('GET', '/payments/cancellation-preview', 200, learner);
    await call('GET', '/payments/unsubscribe', 200, learner);
    await call('GET', '/payments/cancellation-preview', 400, learner);
    await call('GET', '/payments/unsubscribe', 400, learner);
    await call('GET', '/payments/unsubscribe', 401);
  });

  it('stats', async () => {
    await call('GET', '/payments/get-monthly-payments?year=2026', 200, { cookie: adminCookie });
    await call('GET', '/payments/get-monthly-payments?year=soon', 400, { cookie: adminCookie });
    await call('GET', '/payments/get-monthly-payments', 401);
    await call('GET', '/admin/stats/users', 200, { cookie: adminCookie });
    await call('GET', '/admin/stats/users', 403, { token: (await createUser(app)).token });
  });

  it('the payments export', async () => {
    await call('GET', '/payments/export.csv?year=2026', 200, { cookie: adminCookie });
    await call('GET', '/payments/export.csv?year=soon', 400, { cookie: adminCookie });
    await call('GET', '/payments/export.csv', 401);
  });

  it('the quiz results export', async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    const quiz = await createQuizAs(app, admin.token, (await createCourse(app)).course.id, quizInput());
    await call('GET', `/quizzes/${quiz.id}/results.csv`, 200, { token: admin.token });
    await call('GET', `/quizzes/${randomUUID()}/results.csv`, 404, { token: admin.token });
    await call('GET', `/quizzes/${quiz.id}/results.csv`, 401);
  });

  it('the course analytics export', async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    const { course } = await createCourse(app);
    await call('GET', `/courses/${course.id}/analytics.csv?from=2026-11-01&to=2026-11-23`, 200, { token: admin.token });
    await call('GET', `/courses/${course.id}/analytics.csv?from=soon`, 400, { token: admin.token });
    await call('GET', `/courses/${randomUUID()}/analytics.csv`, 404, { token: admin.token });
    await call('GET', `/courses/${course.id}/analytics.csv`, 401);
  });

  it("a team owner's members export", async () => {
    const owner = await createUser(app);
    const em = app.orm.em.fork();
    em.create(Team, { owner: owner.user.id, name: 'Export Team', seats: 2 });
    await em.flush();
    await call('GET', '/team/members.csv', 200, { token: owner.token });
    await call('GET', '/team/members.csv', 404, { token: (await createUser(app)).token });
    await call('GET', '/team/members.csv', 401);
  });

  it("a mail's one-click unsubscribe", async () => {
    const { user } = await createUser(app);
    const token = unsubscribeToken(app.config.appSecret, user.id, MAIL_KINDS[0]);
    await call('POST', `/mail/unsubscribe?token=${encodeURIComponent(token)}`, 200);
    await call('POST', '/mail/unsubscribe?token=forged', 400);
  });

  it('the document itself, and an API key that is no key', async () => {
    await call('GET', '/openapi.json', 200);
    await call('GET', '/openapi.json', 401, { token: 'chk_not_a_key' });
    await call('GET', '/user/me', 401, { token: 'chk_not_a_key' });
  });

  it('left no documented operation without a real success and a real error checked', () => {
    for (const operation of operationsOf(served)) {
      const name = key(operation);
      const statuses = [...(exercised.get(name) ?? [])];
      expect(
        statuses.some((status) => status < 400),
        `${name} success`,
      ).toBe(true);
      expect(
        statuses.some((status) => status >= 400),
        `${name} error`,
      ).toBe(true);
    }
  });
});

describe('the validator', () => {
  it('holds records to the spec spellings (Ajv, the checker every test response goes through)', () => {
    const user = {
      _id: randomUUID(),
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'USER',
      avatar: { secure_url: '/media/default-avatar.svg' },
      subscription: { status: 'active' },
    };
    const User = '/components/schemas/User';
    expect(validator.errorsAt(User, user)).toEqual([]);
    const { _id, ...withoutId } = user;
    expect(validator.errorsAt(User, { ...withoutId, id: _id })).toEqual([
      "/ must have required property '_id'",
      '/ must NOT have additional properties',
    ]);
    expect(validator.errorsAt(User, { ...user, avatar: { secure_url: null } })).toEqual([
      '/avatar/secure_url must be string',
    ]);
    expect(validator.errorsAt(User, { ...user, email: 'not an email' })).toEqual(['/email must match format "email"']);
    expect(validator.errorsAt(User, { ...user, _id: 'u1' })).toEqual([
      expect.stringMatching(/^\/_id must match/),
      '/_id must match format "uuid"',
    ]);
  });

  it('refuses an answer the document does not describe', () => {
    expect(validator.responseErrors('GET', '/user/me', 418, {})).toEqual([
      'GET /user/me answered 418, not documented: {}',
    ]);
    expect(validator.responseErrors('GET', '/user/me', 200, { success: true })).toEqual([
      "/ must have required property 'user' (#/required)",
    ]);
    expect(validator.responseErrors('GET', '/nope', 200, {})).toEqual(['GET /nope is not documented']);
  });
});

describe('conformance: what the answers carry is what the document says', () => {
  type Parameter = { name: string; schema: { enum?: string[] } };
  type Operation = {
    parameters?: Parameter[];
    responses: Record<string, { content?: Record<string, { schema: { type?: string } }>; headers?: object }>;
  };
  const operation = (path: string, method: HttpMethod) => served.paths[path]?.[method] as unknown as Operation;

  it('documents the CSV export as a text/csv body, which is what it sends', async () => {
    const ok = operation('/payments/export.csv', 'get').responses['200'];
    expect(Object.keys(ok?.content ?? {})).toEqual(['text/csv']);
    expect(ok?.content?.['text/csv']?.schema.type).toBe('string');
    const response = await rest.get('/payments/export.csv?year=2026', { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  });

  it("lists every sort the catalogue accepts, GraphQL's MOST_LECTURES included, and accepts nothing else", async () => {
    const sort = operation('/courses', 'get').parameters?.find(({ name }) => name === 'sort');
    expect(sort?.schema.enum).toEqual(expect.arrayContaining(['MOST_LECTURES', 'most-lectures', 'TITLE', 'title']));
    for (const value of ['MOST_LECTURES', 'most-lectures']) {
      expect((await rest.get(`/courses?sort=${value}&limit=1`)).status, value).toBe(200);
    }
    expect((await rest.get('/courses?sort=Most-Lectures&limit=1')).status).toBe(400);
  });

  it("answers the login limit's 429 with that limit's RateLimit header, not the request limit's", async () => {
    const { user } = await createUser(app);
    let response: RestResponse | undefined;
    for (let attempt = 0; attempt < 20 && response?.status !== 429; attempt++) {
      response = await rest.json('POST', '/user/login', { email: user.email, password: 'wrong1pass!' });
    }
    expect(response?.status).toBe(429);
    const retryAfter = response?.headers.get('retry-after');
    expect(response?.headers.get('ratelimit')).toBe(`"login"; r=0; t=${retryAfter}`);
    expect(response?.headers.get('ratelimit-policy')).toBeNull();
  });

  it('sends WWW-Authenticate with every 401, and documents it', async () => {
    for (const [path, options] of [
      ['/user/me', {}],
      ['/user/me', { token: 'not-a-session' }],
      ['/payments', { token: 'chk_not_a_key' }],
    ] as const) {
      const response = await rest.get(path, options);
      expect(response.status, path).toBe(401);
      expect(response.headers.get('www-authenticate'), path).toBe('Bearer realm="CourseHub"');
    }
    for (const { method, path } of operationsOf(served)) {
      expect(operation(path, method).responses['401']?.headers, `${method} ${path}`).toHaveProperty('WWW-Authenticate');
    }
  });

  it("names in Allow every method a path is served with, across the modules' routers", async () => {
    const courses = await fetch(`${app.url}/api/v1/courses`, { method: 'OPTIONS' });
    expect(courses.status).toBe(200);
    expect(courses.headers.get('allow')).toBe('DELETE, GET, HEAD, OPTIONS, POST');
    const course = await fetch(`${app.url}/api/v1/courses/${randomUUID()}`, { method: 'OPTIONS' });
    expect(course.headers.get('allow')).toBe('DELETE, GET, HEAD, OPTIONS, POST, PUT');
    expect((await fetch(`${app.url}/api/v1/nowhere`, { method: 'OPTIONS' })).status).toBe(404);
  });
});
