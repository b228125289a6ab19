import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { MAIL_KINDS } from '@coursehub/shared';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { mp4OfSize } from '../../../test/fixtures/videos';
import type { TestApp } from '../../../test/harness';
import type { OpenApiValidator } from '../../../test/openapi-validator';
import { createPayment, payOnTestCheckout } from '../../../test/payment-fixtures';
import { createQuizAs, quizInput } from '../../../test/quiz-factories';
import { type RestClient, type RestOptions, type RestResponse } from '../../../test/rest-client';
import { operationKey, operationsOf, startServedOpenApiApp } from '../../../test/served-openapi';
import { unsubscribeToken } from '../../identity/user/mail-opt-outs';
import { Team } from '../../identity/user/team.entity';
import { encryptTotpSecret, newTotpSecret } from '../../identity/user/totp';
import { User } from '../../identity/user/user.entity';
import { type OpenApiDocument } from './openapi';

let app: TestApp;
let rest: RestClient;
/** The document as an integrator gets it: fetched from the running app. */
let served: OpenApiDocument;
let validator: OpenApiValidator;
let adminCookie: string;
beforeAll(async () => {
  ({ app, rest, served, validator, adminCookie } = await startServedOpenApiApp());
});
afterAll(() => app.close());

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
    const pay = await payOnTestCheckout(app, checkout.body.url);
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
      const name = operationKey(operation);
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
