import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { createUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import type { OpenApiValidator } from '../../../test/openapi-validator';
import { type RestClient, type RestResponse } from '../../../test/rest-client';
import { operationKey, operationsOf, startServedOpenApiApp } from '../../../test/served-openapi';
import type { RestCourse } from '../../catalog/course/course.rest';
import type { restCourseSchema } from '../../catalog/course/course.rest-schemas';
import type { RestPayment } from '../../commerce/payment/payment.rest';
import type { restPaymentSchema } from '../../commerce/payment/payment.rest-schemas';
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
  ({ app, rest, served, validator, adminCookie } = await startServedOpenApiApp());
});
afterAll(() => app.close());

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
    const routed = routedOperations(restRouter(app.deps)).map(operationKey).sort();
    const documented = operationsOf(served).map(operationKey).sort();
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
      expect(response.body?.message, operationKey(operation)).not.toBe(UNKNOWN_ENDPOINT_MESSAGE);
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
