import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { PNG_1PX, SCRIPT_AS_IMAGE, WEBP_1PX } from '../../../test/fixtures/images';
import { errorCode, errorMessage, gql, gqlUpload, sessionCookie } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { COMMON_PASSWORD_MESSAGE } from './common-passwords';
import { User } from './user.entity';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!, $avatar: Upload) {
    register(input: $input, avatar: $avatar) { message token user { id fullName email role avatarUrl subscription { status active } } }
  }`;
const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) { login(input: $input) { message token user { id email } } }`;
const ME = /* GraphQL */ `query Me { me { id fullName email role avatarUrl subscription { status active } } }`;

type RegisterData = {
  register: { message: string; token: string; user: { id: string; email: string; avatarUrl: string; role: string } };
};

const avatarPart = (content = PNG_1PX, filename = 'me.png') => ({ path: 'variables.avatar', filename, content });
const signup = (overrides: Record<string, string> = {}) => ({
  fullName: 'Grace Hopper',
  email: `grace-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'cobol1959!',
  ...overrides,
});

let app: TestApp;
const MAX_IMAGE_BYTES = 2048;

beforeAll(async () => {
  app = await startTestApp({ MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES) });
});
afterAll(() => app.close());

const usersCount = () => app.orm.em.fork().count(User);
const storedAvatars = async () => readdir(path.join(app.config.uploadsDir, 'avatars')).catch(() => [] as string[]);

describe('register', () => {
  it('creates a USER with an avatar, sets the session cookie and returns a Bearer token', async () => {
    const input = signup({ email: 'Grace@Example.COM' });
    const response = await gqlUpload<RegisterData>(app, REGISTER, { input, avatar: null }, [avatarPart()]);
    expect(response.errors).toBeUndefined();
    const { register } = response.data!;
    expect(register.message).toBe('Account created successfully');
    expect(register.user).toMatchObject({ email: 'grace@example.com', role: 'USER' });
    expect(register.user.avatarUrl).toMatch(/^\/media\/images\/avatars\/[\w-]+\.png$/);

    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    expect(response.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    expect(response.headers.getSetCookie()[0]).toMatch(/SameSite=Lax/i);

    const viaCookie = await gql<{ me: { email: string } }>(app, ME, {}, { cookie });
    expect(viaCookie.data?.me.email).toBe('grace@example.com');
    const viaBearer = await gql<{ me: { email: string } }>(app, ME, {}, { token: register.token });
    expect(viaBearer.data?.me.email).toBe('grace@example.com');

    const avatar = await fetch(`${app.url}${register.user.avatarUrl}`);
    expect(avatar.status).toBe(200);
    expect(Buffer.from(await avatar.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it('accepts a WEBP avatar by its content', async () => {
    const response = await gqlUpload(app, REGISTER, { input: signup(), avatar: null }, [
      avatarPart(WEBP_1PX, 'a.webp'),
    ]);
    expect(response.errors).toBeUndefined();
  });

  it.each([
    ['a missing avatar', signup(), false, messages.fillAllDetails],
    ['an empty name', signup({ fullName: '' }), true, messages.fillAllDetails],
    ['an empty email', signup({ email: ' ' }), true, messages.fillAllDetails],
    ['an empty password', signup({ password: '' }), true, messages.fillAllDetails],
    ['a 4-character name', signup({ fullName: 'Abcd' }), true, messages.nameTooShort],
    ['a malformed email', signup({ email: 'grace@nowhere' }), true, messages.invalidEmail],
    ['a password without a digit', signup({ password: 'nodigits!' }), true, messages.weakPassword],
    ['a password without a symbol', signup({ password: 'nosymbol1' }), true, messages.weakPassword],
    ['a 5-character password', signup({ password: 'ab1!c' }), true, messages.weakPassword],
    ['a 17-character password', signup({ password: 'abcdefghijklmno1!' }), true, messages.weakPassword],
  ])('refuses %s with the spec message and writes nothing', async (_case, input, withAvatar, message) => {
    const before = { users: await usersCount(), files: (await storedAvatars()).length };
    const response = await gqlUpload(app, REGISTER, { input, avatar: null }, withAvatar ? [avatarPart()] : []);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe(message);
    expect(await usersCount()).toBe(before.users);
    expect((await storedAvatars()).length).toBe(before.files);
  });

  it('refuses a password from the common-password list even when it meets the spec rules', async () => {
    const response = await gqlUpload(app, REGISTER, { input: signup({ password: 'p@ssw0rd' }), avatar: null }, [
      avatarPart(),
    ]);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('refuses a script named .png by its content (415) and leaves no file', async () => {
    const before = (await storedAvatars()).length;
    const response = await gqlUpload(app, REGISTER, { input: signup(), avatar: null }, [
      avatarPart(SCRIPT_AS_IMAGE, 'innocent.png'),
    ]);
    expect(errorCode(response)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(errorMessage(response)).toBe(messages.unsupportedAvatar);
    expect((await storedAvatars()).length).toBe(before);
  });

  it('refuses an avatar over the size limit while streaming and removes the partial file', async () => {
    const before = { users: await usersCount(), files: (await storedAvatars()).length };
    const oversized = Buffer.concat([PNG_1PX, Buffer.alloc(MAX_IMAGE_BYTES * 2)]);
    const response = await gqlUpload(app, REGISTER, { input: signup(), avatar: null }, [avatarPart(oversized)]);
    expect(errorCode(response)).toBe('PAYLOAD_TOO_LARGE');
    expect(await usersCount()).toBe(before.users);
    expect((await storedAvatars()).length).toBe(before.files);
    const tmp = await readdir(path.join(app.config.uploadsDir, '.tmp')).catch(() => []);
    expect(tmp).toEqual([]);
  });

  it('refuses a taken email whatever its case (409 CONFLICT) and keeps no orphan avatar', async () => {
    const input = signup();
    await gqlUpload(app, REGISTER, { input, avatar: null }, [avatarPart()]);
    const files = (await storedAvatars()).length;
    const again = await gqlUpload(
      app,
      REGISTER,
      { input: { ...input, email: input.email.toUpperCase() }, avatar: null },
      [avatarPart()],
    );
    expect(errorCode(again)).toBe('CONFLICT');
    expect(errorMessage(again)).toBe('An account with this email already exists');
    expect((await storedAvatars()).length).toBe(files);
  });
});

describe('login and logout', () => {
  it('logs in with any email case and sets a fresh cookie', async () => {
    const { user } = await createUser(app, { email: 'linus@example.com' });
    const response = await gql<{ login: { message: string; user: { id: string } } }>(app, LOGIN, {
      input: { email: 'LINUS@example.com', password: DEFAULT_PASSWORD },
    });
    expect(response.data?.login).toMatchObject({ message: 'Logged in successfully', user: { id: user.id } });
    expect(sessionCookie(response)).toBeDefined();
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    await createUser(app, { email: 'known@example.com' });
    const wrongPassword = await gql(app, LOGIN, { input: { email: 'known@example.com', password: 'wrong1!!' } });
    const unknownEmail = await gql(app, LOGIN, { input: { email: 'nobody@example.com', password: 'wrong1!!' } });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
      expect(errorMessage(response)).toBe('Invalid email or password');
    }
    expect(sessionCookie(wrongPassword)).toBeUndefined();
  });

  it('requires both fields', async () => {
    const response = await gql(app, LOGIN, { input: { email: '', password: '' } });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe(messages.fillAllDetails);
  });

  it('logout clears the cookie', async () => {
    const response = await gql<{ logout: { sessionId: string | null; success: boolean; message: string } }>(
      app,
      'mutation { logout { sessionId success message } }',
    );
    // No session came, so none ended; the deprecated fields still answer as they did, for integrators not yet moved.
    expect(response.data?.logout).toEqual({ sessionId: null, success: true, message: 'Logged out successfully' });
    expect(response.headers.getSetCookie().join()).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('sessions', () => {
  it('treats anonymous callers as nobody', async () => {
    const response = await gql(app, ME);
    expect(response.data).toEqual({ me: null });
  });

  it('refuses a malformed or forged Bearer token with 401 UNAUTHENTICATED', async () => {
    const { token } = await createUser(app);
    const [header, payload] = token.split('.');
    for (const bad of ['not-a-token', `${header}.${payload}.forged-signature`]) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bad}` },
        body: JSON.stringify({ query: ME }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('ignores a stale cookie and clears it', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'token=garbage' },
      body: JSON.stringify({ query: ME }),
    });
    expect(await response.json()).toEqual({ data: { me: null } });
    expect(response.headers.getSetCookie().join()).toMatch(/token=;/);
  });

  it('stops accepting the token of a deleted user', async () => {
    const { user, token } = await createUser(app);
    await app.orm.em.fork().nativeDelete(User, { id: user.id });
    const response = await gql(app, ME, {}, { token });
    expect(response.status).toBe(401);
  });

  /** A fresh session through the public login, as an integrator starts one. */
  const loginToken = async (email: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: LOGIN, variables: { input: { email, password: DEFAULT_PASSWORD } } }),
    });
    const body = (await response.json()) as { data: { login: { token: string } } };
    return body.data.login.token;
  };
  const restMe = (token: string) =>
    fetch(`${app.url}/api/v1/user/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
  /** '200 OK', or the status and code of a refusal (an invalid Bearer token is refused before GraphQL runs). */
  const graphqlMe = async (token: string) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ME }),
    });
    const body = (await response.json()) as { code?: string; errors?: { extensions: { code: string } }[] };
    return `${response.status} ${body.code ?? body.errors?.[0]?.extensions.code ?? 'OK'}`;
  };

  it('ends the session at GraphQL logout: its Bearer token is refused on GraphQL and REST', async () => {
    const { user } = await createUser(app);
    const token = await loginToken(user.email);
    const other = await loginToken(user.email);
    expect([await graphqlMe(token), await restMe(token)]).toEqual(['200 OK', 200]);

    const logout = await gql<{ logout: { sessionId: string; success: boolean } }>(
      app,
      'mutation { logout { sessionId success } }',
      {},
      { token },
    );
    // The session the token names (its `sid`).
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
    expect(logout.data?.logout).toEqual({ sessionId: sid, success: true });
    expect([await graphqlMe(token), await restMe(token)]).toEqual(['401 UNAUTHENTICATED', 401]);
    // Only that session: the user's other device stays signed in.
    expect([await graphqlMe(other), await restMe(other)]).toEqual(['200 OK', 200]);
  });

  it('ends the session at REST logout, by Bearer token or by cookie', async () => {
    const { user } = await createUser(app);
    for (const credentials of ['bearer', 'cookie'] as const) {
      const token = await loginToken(user.email);
      const headers =
        credentials === 'bearer'
          ? { authorization: `Bearer ${token}` }
          : { cookie: `token=${token}`, origin: app.url, 'sec-fetch-site': 'same-origin' };
      expect((await fetch(`${app.url}/api/v1/user/logout`, { headers })).status).toBe(200);
      expect([await graphqlMe(token), await restMe(token)]).toEqual(['401 UNAUTHENTICATED', 401]);
    }
  });

  it('refuses an expired session, even while its token has not expired', async () => {
    const { user, token } = await createUser(app);
    expect(await graphqlMe(token)).toBe('200 OK');
    await app.orm.em
      .getConnection()
      .execute(`update sessions set expires_at = now() - interval '1 second' where user_id = ?`, [user.id]);
    expect([await graphqlMe(token), await restMe(token)]).toEqual(['401 UNAUTHENTICATED', 401]);
  });

  it('records the device of each session and refreshes last_seen_at only when it is minutes old', async () => {
    const { user } = await createUser(app);
    const token = await loginToken(user.email, { 'user-agent': 'SessionTest/1.0', 'x-forwarded-for': '198.51.100.7' });
    const connection = app.orm.em.getConnection();
    const row = async () => {
      const [session] = await connection.execute<{ ip: string; user_agent: string; seen: number }[]>(
        `select ip, user_agent, extract(epoch from last_seen_at)::float8 as seen
           from sessions where user_id = ? and ip is not null`,
        [user.id],
      );
      return session!;
    };
    const started = await row();
    expect(started).toMatchObject({ ip: '198.51.100.7', user_agent: 'SessionTest/1.0' });

    // Seconds later: a request writes nothing (authentication stays one read).
    const { queries } = await app.captureQueries(() => gql(app, '{ __typename }', {}, { token }));
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/^select .* from "sessions" as "s" inner join "users" as "u"/s);
    expect((await row()).seen).toBe(started.seen);

    // Minutes later: the next request refreshes it.
    await connection.execute(`update sessions set last_seen_at = now() - interval '6 minutes' where user_id = ?`, [
      user.id,
    ]);
    await gql(app, '{ __typename }', {}, { token });
    expect((await row()).seen).toBeGreaterThan(started.seen);
  });
});
