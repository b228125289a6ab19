import { access } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { PNG_1PX, SCRIPT_AS_IMAGE } from '../../../test/fixtures/images';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { User } from './user.entity';

const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($fullName: String!, $avatar: Upload) {
    updateProfile(fullName: $fullName, avatar: $avatar) { id fullName avatarUrl }
  }`;
const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { message token } }`;
const ME = 'query { me { id fullName } }';
const avatar = (content = PNG_1PX) => [{ path: 'variables.avatar', filename: 'new.png', content }];

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const fileExists = (key: string) =>
  access(path.join(app.config.uploadsDir, key)).then(
    () => true,
    () => false,
  );

describe('updateProfile', () => {
  it('renames the user, stores the new avatar and removes the old file', async () => {
    const { user, token } = await createUser(app);
    const first = await gqlUpload(app, UPDATE_PROFILE, { fullName: 'First Name', avatar: null }, avatar(), { token });
    expect(first.errors).toBeUndefined();
    const firstKey = (await app.orm.em.fork().findOneOrFail(User, user.id)).avatarKey!;
    expect(await fileExists(firstKey)).toBe(true);

    const second = await gqlUpload<{ updateProfile: { fullName: string } }>(
      app,
      UPDATE_PROFILE,
      { fullName: '  Second Name ', avatar: null },
      avatar(),
      { token },
    );
    expect(second.data?.updateProfile.fullName).toBe('Second Name');
    const secondKey = (await app.orm.em.fork().findOneOrFail(User, user.id)).avatarKey!;
    expect(secondKey).not.toBe(firstKey);
    expect(await fileExists(secondKey)).toBe(true);
    expect(await fileExists(firstKey)).toBe(false);
  });

  it.each([
    ['a short name', 'Abcd', true, messages.profileNameTooShort],
    ['an empty name', '', true, messages.profileAllMandatory],
    ['a missing avatar', 'Long Enough', false, messages.profileAllMandatory],
  ])('refuses %s with the spec message', async (_case, fullName, withAvatar, message) => {
    const { user, token } = await createUser(app, { fullName: 'Unchanged Name' });
    const response = await gqlUpload(app, UPDATE_PROFILE, { fullName, avatar: null }, withAvatar ? avatar() : [], {
      token,
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe(message);
    expect((await app.orm.em.fork().findOneOrFail(User, user.id)).fullName).toBe('Unchanged Name');
  });

  it('refuses a non-image avatar and keeps the profile', async () => {
    const { token } = await createUser(app);
    const response = await gqlUpload(
      app,
      UPDATE_PROFILE,
      { fullName: 'Valid Name', avatar: null },
      avatar(SCRIPT_AS_IMAGE),
      {
        token,
      },
    );
    expect(errorCode(response)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('requires a session', async () => {
    const response = await gqlUpload(app, UPDATE_PROFILE, { fullName: 'Valid Name', avatar: null }, avatar());
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  });
});

describe('changePassword', () => {
  it('sets the new password and ends every other session, while the current one continues', async () => {
    const { user, token: current } = await createUser(app, { email: 'rotate@example.com' });
    const { token: otherDevice } = await app.deps.sessions.issue(user);
    const response = await gql<{ changePassword: { message: string; token: string } }>(
      app,
      CHANGE_PASSWORD,
      { input: { currentPassword: DEFAULT_PASSWORD, newPassword: 'brandnew2@' } },
      { token: current },
    );
    expect(response.data?.changePassword.message).toBe('Password changed successfully');
    const renewed = response.data!.changePassword.token;

    const me = async (token: string) => {
      const answer = await gql<{ me: { id: string } }>(app, ME, {}, { token });
      return answer.data?.me.id ?? answer.status;
    };
    expect(await me(otherDevice)).toBe(401);
    expect(await me(current)).toBe(user.id);
    expect(await me(renewed)).toBe(user.id);

    const login = (password: string) =>
      gql(app, 'mutation($i: LoginInput!) { login(input: $i) { token } }', {
        i: { email: 'rotate@example.com', password },
      });
    expect(errorCode(await login(DEFAULT_PASSWORD))).toBe('UNAUTHENTICATED');
    expect((await login('brandnew2@')).errors).toBeUndefined();
  });

  it('refuses a wrong current password and a weak new one', async () => {
    const { token } = await createUser(app);
    const wrong = await gql(
      app,
      CHANGE_PASSWORD,
      { input: { currentPassword: 'nope1!', newPassword: 'brandnew2@' } },
      { token },
    );
    expect(errorMessage(wrong)).toBe('Current password is incorrect');
    const weak = await gql(
      app,
      CHANGE_PASSWORD,
      { input: { currentPassword: DEFAULT_PASSWORD, newPassword: 'weak' } },
      { token },
    );
    expect(errorMessage(weak)).toBe(messages.weakPassword);
    expect((await gql(app, ME, {}, { token })).status).toBe(200);
  });

  it('requires a session', async () => {
    const response = await gql(app, CHANGE_PASSWORD, { input: { currentPassword: 'a', newPassword: 'b' } });
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  });
});
