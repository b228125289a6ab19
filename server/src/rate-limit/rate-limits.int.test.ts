import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { LIMITS, type RateLimitTables } from './rate-limits';

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token } }';

/** Each test speaks from its own client address (the app trusts X-Forwarded-For from loopback). */
function loginResponse(app: TestApp, ip: string, email: string, password: string, cookie?: string) {
  return fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie && { cookie }) },
    body: JSON.stringify({ query: LOGIN, variables: { i: { email, password } } }),
  });
}

/** The login's error (message and extensions), or `{ code: 'OK' }`. */
async function loginAnswer(
  app: TestApp,
  ip: string,
  email: string,
  password: string,
  cookie?: string,
): Promise<{ code: string; message?: string; retryAfterSeconds?: number }> {
  const response = await loginResponse(app, ip, email, password, cookie);
  const body = (await response.json()) as { errors?: { message: string; extensions: { code: string } }[] };
  const error = body.errors?.[0];
  return error ? { message: error.message, ...error.extensions } : { code: 'OK' };
}

const login = (app: TestApp, ip: string, email: string, password: string, cookie?: string) =>
  loginAnswer(app, ip, email, password, cookie);

const deviceCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair?.startsWith('device='));

/** Lets the current back-off of an account and address run out (its row's expiry moved to now): no waiting. */
const endBackoff = (app: TestApp, email: string, ip: string) =>
  app.orm.em
    .getKysely<RateLimitTables>()
    .updateTable('rate_limits')
    .set({ expire: Date.now() })
    .where('key', '=', `login_account_ip:${email}|${ip}`)
    .execute();

describe('rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    // An account's hourly cap of wrong passwords is reached from 4 addresses rather than 20: the rule, at a fifth of the
    // password hashes.
    app = await startTestApp({ RATE_LIMIT_ATTEMPTS_PER_MINUTE: '20', LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '20' });
  });
  afterAll(() => app.close());

  it('allows 20 attempts a minute from one IP and refuses the 21st with a retry hint', async () => {
    const { user } = await createUser(app);
    const codes = [];
    for (let attempt = 0; attempt < 21; attempt++)
      codes.push((await login(app, '203.0.113.1', user.email, DEFAULT_PASSWORD)).code);
    expect(codes.slice(0, 20).every((code) => code === 'OK')).toBe(true);
    const refused = await login(app, '203.0.113.1', user.email, DEFAULT_PASSWORD);
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await login(app, '203.0.113.2', user.email, DEFAULT_PASSWORD)).code).toBe('OK');
  });

  it(`backs an account off after ${LIMITS.failuresPerAccountAndIp} failures from one IP, even with the right password`, async () => {
    const { user } = await createUser(app);
    for (let failure = 0; failure < LIMITS.failuresPerAccountAndIp; failure++) {
      expect((await login(app, '203.0.113.10', user.email, 'wrong-pass1!')).code).toBe('UNAUTHENTICATED');
    }
    expect((await login(app, '203.0.113.10', user.email, DEFAULT_PASSWORD)).code).toBe('TOO_MANY_REQUESTS');
    expect((await login(app, '203.0.113.11', user.email, DEFAULT_PASSWORD)).code).toBe('OK');
  });

  it('evaluates at most the allowed number of guesses however many aliases a request carries', async () => {
    const { user } = await createUser(app);
    const aliases = Array.from({ length: 15 }, (_, n) => `a${n}: login(input: $i) { token }`).join('\n');
    let wrongGuessesEvaluated = 0;
    for (let request = 0; request < 8; request++) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.20' },
        body: JSON.stringify({
          query: `mutation($i: LoginInput!) { ${aliases} }`,
          variables: { i: { email: user.email, password: 'wrong-pass1!' } },
        }),
      });
      const { errors = [] } = (await response.json()) as { errors?: { extensions: { code: string } }[] };
      wrongGuessesEvaluated += errors.filter((error) => error.extensions.code === 'UNAUTHENTICATED').length;
    }
    expect(wrongGuessesEvaluated).toBeLessThanOrEqual(LIMITS.failuresPerAccountAndIp);
    expect((await login(app, '203.0.113.20', user.email, DEFAULT_PASSWORD)).code).toBe('TOO_MANY_REQUESTS');
  });

  it('says how long to wait in seconds under a minute, on GraphQL and as REST Retry-After', async () => {
    const ip = '203.0.113.50';
    for (let attempt = 0; attempt < 20; attempt++) await login(app, ip, 'nobody@example.com', 'x');
    const graphql = await loginAnswer(app, ip, 'nobody@example.com', 'x');
    const response = await fetch(`${app.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    const rest = (await response.json()) as { message: string };
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    for (const [message, seconds] of [
      [graphql.message, graphql.retryAfterSeconds as number],
      [rest.message, retryAfter],
    ] as const) {
      const wait = seconds === 60 ? '1 minute' : seconds === 1 ? '1 second' : `${seconds} seconds`;
      expect(message).toBe(`Too many attempts. Please try again in ${wait}.`);
    }
  });

  it('keeps an account open to its owner while strangers spray it from many addresses up to its hourly cap', async () => {
    const { user } = await createUser(app, { role: 'ADMIN' });
    const home = '198.51.100.1';
    // The owner signed in before: from the home address, and in a browser that keeps its device cookie.
    expect((await login(app, home, user.email, DEFAULT_PASSWORD)).code).toBe('OK');
    const device = deviceCookie(await loginResponse(app, '198.51.100.2', user.email, DEFAULT_PASSWORD));
    expect(device).toMatch(/^device=/);

    const cap = app.config.loginFailuresPerAccountPerHour;
    const attackers = Array.from({ length: cap / LIMITS.failuresPerAccountAndIp }, (_, n) => `192.0.2.${n + 1}`);
    let failuresVerified = 0;
    for (const ip of attackers) {
      for (let guess = 0; guess < LIMITS.failuresPerAccountAndIp; guess++) {
        const answer = await loginAnswer(app, ip, user.email, `guess-${guess}!1`);
        if (answer.message === 'Invalid email or password') failuresVerified++;
      }
    }
    expect(failuresVerified).toBe(cap);

    // Another address is refused, with the right password too: guessing per account stays bounded.
    for (const password of ['guess-x!1', DEFAULT_PASSWORD]) {
      expect((await login(app, '192.0.2.21', user.email, password)).code).toBe('TOO_MANY_REQUESTS');
    }
    // The owner is not locked out: from the address they signed in from, or from anywhere with their device cookie.
    expect((await login(app, home, user.email, DEFAULT_PASSWORD)).code).toBe('OK');
    expect((await login(app, '203.0.113.99', user.email, DEFAULT_PASSWORD, device)).code).toBe('OK');
    // A device cookie is bound to its account: another account's cookie earns no trust.
    const stranger = await createUser(app);
    const strangerDevice = deviceCookie(
      await loginResponse(app, '198.51.100.3', stranger.user.email, DEFAULT_PASSWORD),
    );
    expect((await login(app, '203.0.113.98', user.email, DEFAULT_PASSWORD, strangerDevice)).code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('refuses batched requests outright', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
    });
    expect(response.status).toBe(400);
  });
});

describe('login back-off per account and address', () => {
  let app: TestApp;
  // On PostgreSQL, as in production (where `endBackoff` can reach the counters); no per-IP limit in
  // the way (the harness's default), so only the per-account back-off may refuse.
  beforeAll(async () => {
    app = await startTestApp({});
  });
  afterAll(() => app?.close());

  it('verifies at most 5 of 20 parallel wrong passwords for one account from one IP, then refuses the right one', async () => {
    const { user } = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => loginAnswer(app, '203.0.113.30', user.email, 'wrong-pass1!')),
    );
    const verified = answers.filter((answer) => answer.message === 'Invalid email or password');
    const refused = answers.filter((answer) => answer.code === 'TOO_MANY_REQUESTS');
    expect(verified.length).toBeLessThanOrEqual(LIMITS.failuresPerAccountAndIp);
    expect(verified.length + refused.length).toBe(20);
    expect((await login(app, '203.0.113.30', user.email, DEFAULT_PASSWORD)).code).toBe('TOO_MANY_REQUESTS');
  });

  it('backs off for 1 minute after 5 failures, then doubles the wait after each further one, in minutes', async () => {
    const { user } = await createUser(app);
    const ip = '203.0.113.40';
    for (let failure = 0; failure < LIMITS.failuresPerAccountAndIp; failure++) {
      expect((await login(app, ip, user.email, 'wrong-pass1!')).code).toBe('UNAUTHENTICATED');
    }
    const first = await loginAnswer(app, ip, user.email, DEFAULT_PASSWORD);
    expect(first.message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(first.retryAfterSeconds).toBeGreaterThan(50);
    expect(first.retryAfterSeconds).toBeLessThanOrEqual(60);

    for (const minutes of [2, 4, 8, 15, 15]) {
      await endBackoff(app, user.email, ip);
      // One guess once the back-off is over; when it is wrong, the next wait is twice as long (at most 15 minutes).
      expect((await loginAnswer(app, ip, user.email, 'wrong-pass1!')).message).toBe('Invalid email or password');
      const refused = await loginAnswer(app, ip, user.email, DEFAULT_PASSWORD);
      expect(refused.message).toBe(`Too many attempts. Please try again in ${minutes} minutes.`);
      expect(refused.retryAfterSeconds).toBeGreaterThan((minutes - 1) * 60);
    }

    // The owner's right password after the back-off clears the record for that address.
    await endBackoff(app, user.email, ip);
    expect((await login(app, ip, user.email, DEFAULT_PASSWORD)).code).toBe('OK');
    for (let failure = 0; failure < LIMITS.failuresPerAccountAndIp; failure++) {
      expect((await login(app, ip, user.email, 'wrong-pass1!')).code).toBe('UNAUTHENTICATED');
    }
    expect((await loginAnswer(app, ip, user.email, DEFAULT_PASSWORD)).message).toMatch(/in 1 minute\.$/);
  });
});
