import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/modules/user/user.entity';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import { PNG_1PX } from '../fixtures/images';
import { errorCode, gql, gqlUpload } from '../graphql-client';
import { startTestApp, type TestApp } from '../harness';

const REGISTER = `mutation($input: RegisterInput!, $avatar: Upload) { register(input: $input, avatar: $avatar) { user { id fullName } } }`;
const avatar = [{ path: 'variables.avatar', filename: 'a.png', content: PNG_1PX }];

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const usersCount = () => app.orm.em.fork().count(User);
const stillServing = async () => expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

describe('hostile and malformed input', () => {
  it('treats SQL-looking text as text', async () => {
    const search = await gql<{ courses: unknown[] }>(app, 'query($s: String) { courses(search: $s) { id } }', {
      s: "' OR 1=1; DROP TABLE users; --",
    });
    expect(search.data?.courses).toEqual([]);
    const login = await gql(app, 'mutation($i: LoginInput!) { login(input: $i) { token } }', {
      i: { email: "admin@x.com' OR '1'='1", password: "' OR '1'='1" },
    });
    expect(errorCode(login)).toBe('UNAUTHENTICATED');
    expect(await usersCount()).toBeGreaterThanOrEqual(0);
    await stillServing();
  });

  it('refuses very long text and null bytes, and writes nothing', async () => {
    const before = await usersCount();
    const long = await gqlUpload(
      app,
      REGISTER,
      { input: { fullName: 'x'.repeat(10_000), email: 'long@example.com', password: 'secret1!' }, avatar: null },
      avatar,
    );
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    const nul = await gqlUpload(
      app,
      REGISTER,
      { input: { fullName: 'Null\u0000Byte', email: 'nul@example.com', password: 'secret1!' }, avatar: null },
      avatar,
    );
    expect(errorCode(nul)).toBe('BAD_USER_INPUT');
    expect(await usersCount()).toBe(before);
    await stillServing();
  });

  it('keeps unicode names intact', async () => {
    const response = await gqlUpload<{ register: { user: { fullName: string } } }>(
      app,
      REGISTER,
      {
        input: { fullName: 'Zoë Ümlaut 李小龍 🚀 مرحبا', email: 'unicode@example.com', password: 'secret1!' },
        avatar: null,
      },
      avatar,
    );
    expect(response.data?.register.user.fullName).toBe('Zoë Ümlaut 李小龍 🚀 مرحبا');
  });

  it('answers wrong JSON types with a 400 and BAD_USER_INPUT', async () => {
    const response = await gql(app, 'mutation($i: LoginInput!) { login(input: $i) { token } }', {
      i: { email: 12345, password: ['not', 'a', 'string'] },
    });
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('answers a malformed JSON body with a 400 and no stack trace', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ me { id } }"',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
    await stillServing();
  });

  it('answers a malformed multipart request with a 400', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: REGISTER, variables: { input: {}, avatar: null } }));
    form.append('map', '{ this is not json');
    form.append('0', new Blob([PNG_1PX]), 'a.png');
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      body: form,
    });
    expect(response.status).toBe(400);
    await stillServing();
  });

  it('refuses an expired token and one signed with another secret', async () => {
    const { user } = await createUser(app);
    const key = createHmac('sha256', app.config.appSecret).update('session-tokens').digest();
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-app-secret-not-the-app-secret'));
    for (const token of [expired, forged]) {
      const response = await gql(app, '{ me { id } }', {}, { token });
      expect(response.status).toBe(401);
    }
    const login = await gql(app, 'mutation($i: LoginInput!) { login(input: $i) { token } }', {
      i: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(login.errors).toBeUndefined();
  });

  it('refuses a multipart request without the CSRF preflight header', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ me { id } }' }));
    form.append('map', '{}');
    const response = await fetch(`${app.url}/graphql`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF|preflight/i);
  });
});
