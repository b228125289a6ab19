import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { mp4OfSize } from '../../../test/fixtures/videos';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type RestClient, restClient, spooledUploads } from '../../../test/rest-client';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { allowedOrigins } from './cors';
import { UNKNOWN_ENDPOINT_MESSAGE } from './errors';

const CLIENT_ORIGIN = 'https://client.example';

let app: TestApp;
let rest: RestClient;
let adminCookie: string;
beforeAll(async () => {
  app = await startTestApp({ CORS_ORIGINS: `${CLIENT_ORIGIN}/, not a url, *` });
  rest = restClient(app);
  adminCookie = `token=${(await createUser(app, { role: 'ADMIN' })).token}`;
});
afterAll(() => app.close());

describe('unknown endpoints and malformed requests', () => {
  it.each([
    ['GET', '/nope'],
    ['GET', ''],
    ['PATCH', '/courses'],
    ['POST', '/user/me'],
    ['GET', '/payments/webhooks'],
  ])('%s /api/v1%s is a JSON 404', async (method, url) => {
    const response = await rest.send(method, url, undefined, { unchecked: true });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ success: false, message: UNKNOWN_ENDPOINT_MESSAGE });
  });

  it('answers malformed JSON with 400 and an oversized JSON body with 413, without internals', async () => {
    const malformed = await rest.json('POST', '/contact', '{ "name": "a", }');
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body).sort()).toEqual(['code', 'message', 'requestId', 'success']);
    expect(malformed.body).toMatchObject({ success: false, message: 'Malformed JSON body' });
    const big = await rest.json('POST', '/contact', { name: 'a', email: 'a@b.co', message: 'x'.repeat(200_000) });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ success: false, message: 'Request body is too large' });
  });

  it('answers a broken multipart body with 400', async () => {
    const response = await rest.send('POST', '/courses', '--x\r\nbroken', {
      cookie: adminCookie,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });
});

describe('CORS', () => {
  it('lets a listed origin call with credentials, preflight included', async () => {
    const preflight = await fetch(`${app.url}/api/v1/contact`, {
      method: 'OPTIONS',
      headers: {
        origin: CLIENT_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const response = await fetch(`${app.url}/api/v1/courses`, { headers: { origin: CLIENT_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toMatch(/Origin/i);
    // Refusals carry the headers too, so the client can read the message.
    const refused = await fetch(`${app.url}/api/v1/user/me`, { headers: { origin: CLIENT_ORIGIN } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
  });

  it('covers /graphql as well', async () => {
    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: CLIENT_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
  });

  it('gives any other origin no CORS headers at all', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://client.example.evil.test']) {
      const response = await fetch(`${app.url}/api/v1/courses`, { headers: { origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await fetch(`${app.url}/api/v1/contact`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('needs no configuration for same-origin calls', async () => {
    const response = await fetch(`${app.url}/api/v1/courses`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('reads CORS_ORIGINS as origins and never honours a wildcard', () => {
    expect([...allowedOrigins({ corsOrigins: ['*', 'https://a.example/', 'http://localhost:5173', 'junk'] })]).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
  });

  it('refuses state changes another site starts, unless its origin is listed', async () => {
    const body = { name: 'Ada', email: 'ada@example.com', message: 'hello' };
    const evil = await rest.json('POST', '/contact', body, {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    const sibling = await rest.json('POST', '/contact', body, { headers: { 'sec-fetch-site': 'same-site' } });
    expect(sibling.status).toBe(403);
    const listed = await rest.json('POST', '/contact', body, {
      headers: { 'sec-fetch-site': 'cross-site', origin: CLIENT_ORIGIN },
    });
    expect(listed.status).toBe(200);
    const sameOrigin = await rest.json('POST', '/contact', body, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.status).toBe(200);
    // Reads stay open to everyone.
    expect((await rest.get('/courses', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });
});

describe('multipart temp files', () => {
  it('removes the temp file when the client aborts mid-upload, and stores nothing', async () => {
    const { course } = await createCourse(app);
    const boundary = `----rest-${randomBytes(8).toString('hex')}`;
    const url = new URL(`${app.url}/api/v1/courses/${course.id}`);
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: adminCookie },
    });
    request.on('error', () => undefined);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nAborted\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nNever finished\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="lecture"; filename="big.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    request.write(mp4OfSize(512 * 1024));
    await vi.waitFor(async () => expect(await spooledUploads(app)).toHaveLength(1), { timeout: bound(5000) });
    request.destroy();

    await vi.waitFor(async () => expect(await spooledUploads(app)).toEqual([]), { timeout: bound(5000) });
    expect(await app.orm.em.fork().count(Lecture, { course: course.id })).toBe(0);
  });
});
