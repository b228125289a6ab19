import { messages, teamMessages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type RestClient, restClient } from '../../../test/rest-client';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { message } }';
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { message } }';

let app: TestApp;
let rest: RestClient;
beforeAll(async () => {
  app = await startTestApp();
  rest = restClient(app);
});
afterAll(() => app.close());

interface Answer {
  data?: { login?: { message: string } } | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

/** A GraphQL request with the headers a browser sends: its language (Accept-Language) and the `locale` cookie. */
async function ask(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    // Each request from an address of its own, so the login attempt limits never refuse one.
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${Math.ceil(Math.random() * 250)}.1`,
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

const wrongPassword = async () => ({ email: (await createUser(app)).user.email, password: 'Wrong-pass1!' });

describe('the API answers in the language the request asks for', () => {
  it('keeps English, codes and fields when the request asks for no language', async () => {
    const answer = await ask(LOGIN, { input: await wrongPassword() });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('says a GraphQL error in the language of the locale cookie, or of Accept-Language, with the same code', async () => {
    const hindi = await ask(LOGIN, { input: await wrongPassword() }, { cookie: 'locale=hi' });
    expect(hindi.errors?.[0]).toMatchObject({
      message: 'ईमेल या पासवर्ड सही नहीं है',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const urdu = await ask(LOGIN, { input: await wrongPassword() }, { 'accept-language': 'ur-IN,ur;q=0.9,en;q=0.5' });
    expect(urdu.errors?.[0]?.message).toBe('ای میل یا پاس ورڈ درست نہیں');
    // Pseudo-English is for the pages' layout only: the API answers it in English.
    const pseudo = await ask(LOGIN, { input: await wrongPassword() }, { cookie: 'locale=pseudo' });
    expect(pseudo.errors?.[0]?.message).toBe('Invalid email or password');
  });

  it('says a validation message in Hindi, the refused field named as in English', async () => {
    const input = { fullName: 'Ada Lovelace', email: 'ada-no-avatar@example.com', password: 'Secret-pass1!' };
    const english = await ask(REGISTER, { input });
    const hindi = await ask(REGISTER, { input }, { cookie: 'locale=hi' });
    expect(english.errors?.[0]?.message).toBe(messages.fillAllDetails);
    expect(hindi.errors?.[0]).toEqual({
      ...english.errors?.[0],
      message: 'कृपया सभी जानकारी भरें',
      extensions: { ...english.errors?.[0]?.extensions, requestId: expect.any(String) },
    });
  });

  it("says a team's refusal in Hindi", async () => {
    const { token } = await createUser(app);
    const leave = 'mutation { leaveTeam { message } }';
    const english = await ask(leave, {}, { authorization: `Bearer ${token}` });
    const hindi = await ask(leave, {}, { authorization: `Bearer ${token}`, cookie: 'locale=hi' });
    expect(english.errors?.[0]?.message).toBe(teamMessages.notAMember);
    expect(hindi.errors?.[0]?.message).toBe('आप किसी टीम के सदस्य नहीं हैं');
    expect(hindi.errors?.[0]?.extensions?.code).toBe(english.errors?.[0]?.extensions?.code);
  });
});

describe('a GraphQL success message', () => {
  it("is in the request's language", async () => {
    const { user } = await createUser(app);
    const input = { email: user.email, password: DEFAULT_PASSWORD };
    expect((await ask(LOGIN, { input })).data?.login?.message).toBe('Logged in successfully');
    expect((await ask(LOGIN, { input }, { cookie: 'locale=hi' })).data?.login?.message).toBe('सफलतापूर्वक लॉग इन हो गया');
  });
});

describe('the REST facade words its refusals in English unless the request asks for another language', () => {
  const body = async () => wrongPassword();

  it("keeps the contract's English body for a request that asks for no language", async () => {
    const response = await rest.json('POST', '/user/login', await body(), {
      headers: { 'x-forwarded-for': '10.8.0.1' },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      message: 'Invalid email or password',
      code: 'UNAUTHENTICATED',
      requestId: expect.any(String),
    });
  });

  it('says the refusal in Hindi for Accept-Language, in Urdu for the locale cookie, with the same status and code', async () => {
    const hindi = await rest.json('POST', '/user/login', await body(), {
      headers: { 'accept-language': 'hi-IN,hi;q=0.9', 'x-forwarded-for': '10.8.0.2' },
    });
    expect(hindi.status).toBe(401);
    expect(hindi.body).toMatchObject({ success: false, message: 'ईमेल या पासवर्ड सही नहीं है', code: 'UNAUTHENTICATED' });
    const urdu = await rest.json('POST', '/user/login', await body(), {
      cookie: 'locale=ur',
      headers: { 'x-forwarded-for': '10.8.0.3' },
    });
    expect(urdu.body).toMatchObject({ message: 'ای میل یا پاس ورڈ درست نہیں', code: 'UNAUTHENTICATED' });
  });

  it("keeps the documented English success message (the OpenAPI document's constant) in every language", async () => {
    const { user } = await createUser(app);
    const response = await rest.json(
      'POST',
      '/user/login',
      { email: user.email, password: DEFAULT_PASSWORD },
      { headers: { 'accept-language': 'hi', 'x-forwarded-for': '10.8.0.4' } },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Logged in successfully');
  });
});
