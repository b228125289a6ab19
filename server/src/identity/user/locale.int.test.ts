import { UNSUPPORTED_LOCALE_MESSAGE } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { User } from './user.entity';

const SET_LOCALE = /* GraphQL */ `
  mutation SetLocale($locale: String) { setLocale(locale: $locale) { id locale } }`;
const ME = 'query { me { id locale } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const storedLocale = async (id: string) => (await app.orm.em.fork().findOneOrFail(User, id)).locale;

describe('setLocale', () => {
  it('keeps the chosen language, shows it on me and clears it with null', async () => {
    const { user, token } = await createUser(app);
    expect((await gql<{ me: { locale: string | null } }>(app, ME, {}, { token })).data?.me.locale).toBeNull();

    const chosen = await gql<{ setLocale: { locale: string } }>(app, SET_LOCALE, { locale: 'hi' }, { token });
    expect(chosen.data?.setLocale.locale).toBe('hi');
    expect(await storedLocale(user.id)).toBe('hi');
    expect((await gql<{ me: { locale: string } }>(app, ME, {}, { token })).data?.me.locale).toBe('hi');

    await gql(app, SET_LOCALE, { locale: null }, { token });
    expect(await storedLocale(user.id)).toBeNull();
  });

  it('refuses a language the product does not ship and keeps the old one', async () => {
    const { user, token } = await createUser(app);
    await gql(app, SET_LOCALE, { locale: 'ur' }, { token });
    const response = await gql(app, SET_LOCALE, { locale: 'fr' }, { token });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe(UNSUPPORTED_LOCALE_MESSAGE);
    expect(await storedLocale(user.id)).toBe('ur');
  });

  it('refuses an anonymous caller', async () => {
    const response = await gql(app, SET_LOCALE, { locale: 'hi' });
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  });
});
