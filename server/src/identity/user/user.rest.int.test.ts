import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@coursehub/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD, reloadUser } from '../../../test/factories';
import { PNG_1PX, SCRIPT_AS_IMAGE, WEBP_1PX } from '../../../test/fixtures/images';
import { gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  expectNoSpooledUploads,
  type FilePart,
  type RestClient,
  type RestResponse,
  restClient,
  restSessionCookie,
} from '../../../test/rest-client';
import { verifyPassword } from './passwords';
import { User } from './user.entity';

const MAX_IMAGE_BYTES = 4096;
const ME = 'query { me { id email fullName } }';
const REGISTER =
  'mutation R($input: RegisterInput!, $avatar: Upload) { register(input: $input, avatar: $avatar) { message } }';

let app: TestApp;
let rest: RestClient;
beforeAll(async () => {
  app = await startTestApp({ MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES) });
  rest = restClient(app);
});
afterAll(() => app.close());
afterEach(() => expectNoSpooledUploads(app));

/** A refusal: its status, and the message the client shows. */
function expectRefused(response: RestResponse, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.body.message).toBe(message);
}

const uniqueEmail = (name = 'ada') => `${name}-${Math.random().toString(36).slice(2)}@example.com`;
const signup = (overrides: Record<string, string> = {}) => ({
  fullName: 'Ada Lovelace',
  email: uniqueEmail(),
  password: 'engine1843!',
  ...overrides,
});
const avatar = (content = PNG_1PX, filename = 'me.png'): Record<string, FilePart> => ({
  avatar: { content, filename, type: 'image/png' },
});
const register = (fields: Record<string, string> = signup(), files: Record<string, FilePart> = avatar()) =>
  rest.form('POST', '/user/register', fields, files);
const registerViaGraphql = (input: Record<string, string>, filename: string, content: Buffer) =>
  gqlUpload(app, REGISTER, { input, avatar: null }, [{ path: 'variables.avatar', filename, content }]);
const findUser = (email: string) => app.orm.em.fork().findOne(User, { email }, { populate: ['passwordHash'] });
const storedFile = (key: string) => existsSync(path.join(app.config.uploadsDir, key));
const storedAvatars = () => readdir(path.join(app.config.uploadsDir, 'avatars')).catch(() => [] as string[]);

describe('POST /user/register', () => {
  it('creates a USER with an avatar, answers 201 with the user and sets the session cookie', async () => {
    const fields = signup({ email: 'Ada@Example.COM' });
    const response = await register(fields);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Account created successfully',
      user: {
        _id: expect.any(String),
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        role: 'USER',
        avatar: { secure_url: expect.stringMatching(/^\/media\/images\/avatars\/[\w-]+\.png$/) },
        subscription: { status: 'inactive' },
      },
    });
    const setCookie = response.headers.getSetCookie().join();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = restSessionCookie(response);
    expect(cookie).toBeDefined();

    // The same session on both transports.
    expect((await rest.get('/user/me', { cookie })).body.user.email).toBe('ada@example.com');
    expect((await gql<{ me: { email: string } }>(app, ME, {}, { cookie })).data?.me.email).toBe('ada@example.com');
    const stored = await fetch(`${app.url}${response.body.user.avatar.secure_url}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it('ignores unknown text fields, even a large data-URL preview of the avatar', async () => {
    const preview = `data:image/png;base64,${Buffer.alloc(1_500_000, 7).toString('base64')}`.slice(0, 1_900_000);
    const response = await register({ ...signup(), preview, confirmPassword: 'x' });
    expect(response.status).toBe(201);
  });

  it('refuses a field it reads over its size with 413 (unknown ones are dropped unread, whatever their size)', async () => {
    const response = await register({ ...signup(), fullName: 'x'.repeat(1025), preview: 'x'.repeat(3 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      success: false,
      message: "Field 'fullName' is too large: the limit is 1 KB",
    });
  });

  it.each([
    ['a missing avatar', signup(), false, messages.fillAllDetails],
    ['an empty name', signup({ fullName: '' }), true, messages.fillAllDetails],
    ['a 4-character name', signup({ fullName: 'Abcd' }), true, messages.nameTooShort],
    ['a malformed email', signup({ email: 'ada@nowhere' }), true, messages.invalidEmail],
    ['a weak password', signup({ password: 'password' }), true, messages.weakPassword],
  ])('refuses %s with 400 and the spec message', async (_case, fields, withAvatar, message) => {
    const before = await app.orm.em.fork().count(User);
    const response = await register(fields, withAvatar ? avatar() : {});
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
    expect(await app.orm.em.fork().count(User)).toBe(before);
  });

  it('refuses a script named .png by its bytes (415) with the GraphQL message', async () => {
    const response = await register(signup(), avatar(SCRIPT_AS_IMAGE, 'innocent.png'));
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ success: false, message: messages.unsupportedAvatar });
  });

  it('refuses an avatar over the limit with 413 and the same message as GraphQL, leaving no file', async () => {
    const before = (await storedAvatars()).length;
    const oversized = Buffer.concat([PNG_1PX, Buffer.alloc(MAX_IMAGE_BYTES * 2)]);
    const response = await register(signup(), avatar(oversized));
    expect(response.status).toBe(413);
    const viaGraphql = await registerViaGraphql(signup(), 'a.png', oversized);
    expect(response.body.message).toBe(viaGraphql.errors?.[0]?.message);
    expect(response.body.message).toBe('File is too large: the limit is 4 KB');
    expect((await storedAvatars()).length).toBe(before);
  });

  it('names the expected field when the file comes under another one (400)', async () => {
    const response = await register(signup(), { photo: { content: PNG_1PX, filename: 'me.png' } });
    expectRefused(response, 400, "Unexpected file field 'photo': send the file as 'avatar'");
  });

  it('wants multipart/form-data (415 for JSON)', async () => {
    const response = await rest.json('POST', '/user/register', signup());
    expectRefused(response, 415, 'Send this request as multipart/form-data');
  });

  it('refuses a taken email with 409', async () => {
    const fields = signup();
    expect((await register(fields)).status).toBe(201);
    const again = await register({ ...fields, email: fields.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: 'An account with this email already exists' });
  });

  it('writes the same row as GraphQL register', async () => {
    const viaRest = signup({ fullName: 'Same Person', password: 'same1pass!' });
    const viaGraphql = signup({ fullName: 'Same Person', password: 'same1pass!' });
    expect((await register(viaRest, { avatar: { content: WEBP_1PX, filename: 'a.webp' } })).status).toBe(201);
    const graphql = await registerViaGraphql(viaGraphql, 'a.webp', WEBP_1PX);
    expect(graphql.errors).toBeUndefined();

    const [a, b] = await Promise.all([findUser(viaRest.email), findUser(viaGraphql.email)]);
    const comparable = (user: User | null) => ({
      fullName: user?.fullName,
      role: user?.role,
      subscriptionStatus: user?.subscriptionStatus,
      providerCustomerId: user?.providerCustomerId,
      avatarFolder: user?.avatarKey?.replace(/[\w-]+\.webp$/, '*.webp'),
    });
    expect(comparable(a)).toEqual(comparable(b));
    expect(comparable(a).avatarFolder).toBe('avatars/*.webp');
    expect(await verifyPassword(a!.passwordHash, 'same1pass!')).toBe(true);
    expect(await verifyPassword(b!.passwordHash, 'same1pass!')).toBe(true);
  });
});

describe('POST /user/login', () => {
  it('logs in with JSON, answers with the user and sets a cookie GraphQL accepts too', async () => {
    const { user } = await createUser(app, { email: 'grace@example.com', fullName: 'Grace Hopper' });
    const response = await rest.json('POST', '/user/login', { email: 'GRACE@example.com', password: DEFAULT_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Logged in successfully',
      user: {
        _id: user.id,
        fullName: 'Grace Hopper',
        email: 'grace@example.com',
        role: 'USER',
        avatar: { secure_url: '/media/default-avatar.svg' },
        subscription: { status: 'inactive' },
      },
    });
    const cookie = restSessionCookie(response);
    expect((await gql<{ me: { id: string } }>(app, ME, {}, { cookie })).data?.me.id).toBe(user.id);
  });

  it('answers 401 with the GraphQL message for a wrong password or an unknown email', async () => {
    await createUser(app, { email: 'known@example.com' });
    for (const body of [
      { email: 'known@example.com', password: 'wrong1!!' },
      { email: 'nobody@example.com', password: 'wrong1!!' },
    ]) {
      const response = await rest.json('POST', '/user/login', body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        message: 'Invalid email or password',
        code: 'UNAUTHENTICATED',
        requestId: expect.any(String),
      });
      expect(restSessionCookie(response)).toBeUndefined();
    }
  });

  it('answers 400 for missing fields, malformed JSON and a non-object body', async () => {
    const missing = await rest.json('POST', '/user/login', { email: '' });
    expectRefused(missing, 400, messages.fillAllDetails);
    const malformed = await rest.json('POST', '/user/login', '{"email": "a@b.co", "password": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, message: 'Malformed JSON body' });
    expect(JSON.stringify(malformed.body)).not.toMatch(/\bat .*\.(js|ts):\d+/);
    const array = await rest.json('POST', '/user/login', [{ email: 'a@b.co' }]);
    expectRefused(array, 400, messages.fillAllDetails);
  });

  it('refuses a form-encoded body (415), so a cross-site form cannot log anyone in', async () => {
    const response = await rest.send('POST', '/user/login', 'email=a%40b.co&password=x', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});

describe('GET /user/logout', () => {
  it('clears the cookie', async () => {
    const { token } = await createUser(app);
    const response = await rest.get('/user/logout', { cookie: `token=${token}`, headers: { referer: `${app.url}/` } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Logged out successfully' });
    expect(response.headers.getSetCookie().join()).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('is refused when another site starts it', async () => {
    const response = await rest.get('/user/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('GET /user/me', () => {
  it('answers 401 when not logged in', async () => {
    const response = await rest.get('/user/me');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, message: 'Please log in to continue' });
  });

  it.each([
    ['USER', {}],
    ['ADMIN', { role: 'ADMIN' as const }],
    ['subscriber', { subscriptionStatus: 'active' as const }],
  ])('answers the %s with their record, by cookie or Bearer token', async (_who, overrides) => {
    const { user, token } = await createUser(app, overrides);
    for (const credentials of [{ cookie: `token=${token}` }, { token }]) {
      const response = await rest.get('/user/me', credentials);
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({
        _id: user.id,
        role: user.role,
        subscription: { status: user.subscriptionStatus },
      });
    }
  });

  it('answers the default picture, relative under /media, for an account without an avatar (GraphQL keeps null)', async () => {
    const { token } = await createUser(app, { role: 'ADMIN' });
    const response = await rest.get('/user/me', { token });
    // Relative, so a client on another origin that proxies /api and /media loads it through its own origin.
    expect(response.body.user.avatar.secure_url).toBe('/media/default-avatar.svg');
    const picture = await fetch(`${app.url}${response.body.user.avatar.secure_url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(picture.headers.get('content-security-policy')).toContain('sandbox');
    expect(await picture.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const graphql = await gql<{ me: { avatarUrl: string | null } }>(app, 'query { me { avatarUrl } }', {}, { token });
    expect(graphql.data?.me.avatarUrl).toBeNull();
  });

  it('answers 401 for a forged Bearer token', async () => {
    expect((await rest.get('/user/me', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('POST /user/update/{id}', () => {
  const update = (id: string, token: string | undefined, fields = { fullName: 'Renamed User' }, files = avatar()) =>
    rest.form('POST', `/user/update/${id}`, fields, files, token ? { cookie: `token=${token}` } : {});

  it('updates the logged-in user, replacing the avatar file', async () => {
    const { user, token } = await createUser(app);
    const first = await update(user.id, token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      user: { _id: user.id, fullName: 'Renamed User' },
    });
    const firstKey = (await reloadUser(app, user.id)).avatarKey!;
    expect((await update(user.id, token, { fullName: 'Second Name' })).status).toBe(200);
    const row = await reloadUser(app, user.id);
    expect(row.fullName).toBe('Second Name');
    expect(row.avatarKey).not.toBe(firstKey);
    expect(storedFile(firstKey)).toBe(false);
    expect(storedFile(row.avatarKey!)).toBe(true);
  });

  it("refuses another user's id for a USER (403) but lets an ADMIN update anyone", async () => {
    const { user: other } = await createUser(app, { fullName: 'Other Person' });
    const { token } = await createUser(app);
    const denied = await update(other.id, token);
    expectRefused(denied, 403, 'You can only update your own profile');
    expect((await reloadUser(app, other.id)).fullName).toBe('Other Person');

    const admin = await createUser(app, { role: 'ADMIN' });
    const allowed = await update(other.id, admin.token, { fullName: 'Fixed By Admin' });
    expect(allowed.status).toBe(200);
    expect((await reloadUser(app, other.id)).fullName).toBe('Fixed By Admin');
  });

  it('answers 401 anonymously (before reading the upload) and 404 for an unknown or malformed id', async () => {
    const { user } = await createUser(app);
    expect((await update(user.id, undefined)).status).toBe(401);
    const admin = await createUser(app, { role: 'ADMIN' });
    expect((await update('00000000-0000-4000-8000-000000000000', admin.token)).status).toBe(404);
    const malformed = await update('not-an-id', admin.token);
    expectRefused(malformed, 404, 'User not found');
  });

  it('refuses a missing avatar or a short name with the spec messages', async () => {
    const { user, token } = await createUser(app);
    const noAvatar = await update(user.id, token, { fullName: 'Long Enough' }, {});
    expectRefused(noAvatar, 400, messages.profileAllMandatory);
    const short = await update(user.id, token, { fullName: 'Abc' });
    expectRefused(short, 400, messages.profileNameTooShort);
  });

  it('has the same effect as GraphQL updateProfile', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    expect((await update(a.user.id, a.token, { fullName: 'Both Ways' })).status).toBe(200);
    const viaGraphql = await gqlUpload(
      app,
      'mutation U($fullName: String!, $avatar: Upload) { updateProfile(fullName: $fullName, avatar: $avatar) { id } }',
      { fullName: 'Both Ways', avatar: null },
      [{ path: 'variables.avatar', filename: 'x.png', content: PNG_1PX }],
      { token: b.token },
    );
    expect(viaGraphql.errors).toBeUndefined();
    const [rowA, rowB] = await Promise.all([a.user.id, b.user.id].map((id) => reloadUser(app, id)));
    expect(rowA?.fullName).toBe(rowB?.fullName);
    expect(rowA?.avatarKey?.split('/')[0]).toBe(rowB?.avatarKey?.split('/')[0]);
  });
});

describe('POST /user/change-password', () => {
  const changePassword = (body: Record<string, string>, credentials: { cookie?: string } = {}) =>
    rest.json('POST', '/user/change-password', body, credentials);

  it('accepts oldPassword or currentPassword, ends other sessions and renews the cookie', async () => {
    const { user, token } = await createUser(app);
    const { token: otherDevice } = await app.deps.sessions.issue(user);
    const response = await changePassword(
      { oldPassword: DEFAULT_PASSWORD, newPassword: 'fresh2pass!' },
      { cookie: `token=${token}` },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Password changed successfully' });
    const cookie = restSessionCookie(response);
    expect((await rest.get('/user/me', { token: otherDevice })).status).toBe(401);
    expect((await rest.get('/user/me', { cookie: `token=${token}` })).status).toBe(200);
    expect((await rest.get('/user/me', { token })).status).toBe(200);
    expect((await rest.get('/user/me', { cookie })).status).toBe(200);

    const again = await changePassword({ currentPassword: 'fresh2pass!', newPassword: 'third3pass!' }, { cookie });
    expect(again.status).toBe(200);
  });

  it('answers 400 for a wrong current password and 401 anonymously', async () => {
    const { token } = await createUser(app);
    const wrong = await changePassword(
      { oldPassword: 'nope1234!', newPassword: 'fresh2pass!' },
      { cookie: `token=${token}` },
    );
    expectRefused(wrong, 400, 'Current password is incorrect');
    const anonymous = await changePassword({ oldPassword: 'a', newPassword: 'b' });
    expect(anonymous.status).toBe(401);
  });
});
