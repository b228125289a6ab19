import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { LIMITS } from './rate-limits';

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token } }';

/** Each test speaks from its own client address (the app trusts X-Forwarded-For from loopback). */
async function login(app: TestApp, ip: string, email: string, password: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: LOGIN, variables: { i: { email, password } } }),
  });
  const body = (await response.json()) as { errors?: { message: string; extensions: Record<string, unknown> }[] };
  return body.errors?.[0]?.extensions ?? { code: 'OK' };
}

describe('rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_ATTEMPTS_PER_MINUTE: '20' });
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

  it('refuses batched requests outright', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
    });
    expect(response.status).toBe(400);
  });
});
