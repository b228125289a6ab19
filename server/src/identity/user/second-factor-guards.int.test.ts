import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { LIMITS } from '../../rate-limit/rate-limits';

const LOGIN = `mutation($input: LoginInput!) {
  login(input: $input) { token secondFactor { challengeToken } }
}`;
const COMPLETE = `mutation($input: CompleteSecondFactorInput!) {
  completeSecondFactor(input: $input) { token }
}`;
const REAUTH = 'mutation($input: ReauthenticateInput!) { reauthenticate(input: $input) { message } }';

/** The server's clock, which TOTP steps are counted from: the tests move it to the next step rather than wait. */
const clock = new ManualClock();

/** The code an authenticator app shows `offsetSeconds` from the server's now. */
const codeOf = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.nowMs() + offsetSeconds * 1000 });
/** A code that is never the right one within the window (the right ones are counted from the clock). */
const wrongCodeOf = (secret: string) =>
  [0, 1, 2, 3].map((n) => `00000${n}`).find((code) => ![-30, 0, 30].some((o) => codeOf(secret, o) === code))!;

let app: TestApp;
beforeAll(async () => {
  // The account's hourly cap of wrong guesses is reached from 4 addresses rather than 20: the rule, at a fifth of the work.
  app = await startTestApp({ LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '20' }, { clock });
});
afterAll(() => app?.close());

async function userWithTotp() {
  const { user, token } = await createUser(app);
  const setup = await gql<{ enableTotp: { secret: string } }>(app, 'mutation { enableTotp { secret } }', {}, { token });
  const secret = setup.data!.enableTotp.secret;
  const confirmed = await gql(
    app,
    'mutation($code: String!) { confirmTotp(code: $code) { message } }',
    {
      code: codeOf(secret),
    },
    { token },
  );
  expect(confirmed.errors).toBeUndefined();
  return { user, token, secret };
}

async function challengeFor(email: string, ip: string) {
  const answer = await gql<{ login: { secondFactor: { challengeToken: string } } }>(
    app,
    LOGIN,
    { input: { email, password: DEFAULT_PASSWORD } },
    { ip },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.login.secondFactor.challengeToken;
}

const complete = (challengeToken: string, code: string, ip: string) =>
  gql<{ completeSecondFactor: { token: string } }>(app, COMPLETE, { input: { challengeToken, code } }, { ip });

describe('the second step of a sign-in', () => {
  it('takes one TOTP code once, however many sign-ins bring it at the same time', async () => {
    const { user, secret } = await userWithTotp();
    const ip = '198.51.100.20';
    // One sign-in after another: parallel password checks from one address would race the address's own back-off
    // (each success clears its count), which is not what this test is about.
    const challenges: string[] = [];
    for (let n = 0; n < 8; n += 1) challenges.push(await challengeFor(user.email, ip));
    const code = codeOf(secret, 30);
    const answers = await Promise.all(challenges.map((challenge) => complete(challenge, code, ip)));
    expect(answers.filter((answer) => answer.data?.completeSecondFactor.token)).toHaveLength(1);
  });

  it("keeps the owner's known address signing in after strangers spent the account's cap of wrong codes", async () => {
    const { user, secret } = await userWithTotp();
    const home = '198.51.100.30';
    const first = await complete(await challengeFor(user.email, home), codeOf(secret, 30), home);
    expect(first.data?.completeSecondFactor.token).toBeTruthy();

    const wrong = wrongCodeOf(secret);
    const stolen = await challengeFor(user.email, home);
    // Each stranger's address backs off after its free attempts: the cap is reached from many addresses.
    let guesses = 0;
    for (let address = 1; guesses < app.config.loginFailuresPerAccountPerHour; address += 1) {
      for (let free = 0; free < LIMITS.failuresPerAccountAndIp; free += 1, guesses += 1) {
        await complete(stolen, wrong, `203.0.113.${address}`);
      }
    }
    const stranger = await complete(stolen, wrong, '192.0.2.1');
    expect(errorCode(stranger)).toBe('TOO_MANY_REQUESTS');

    clock.advance(30_000);
    const owner = await complete(await challengeFor(user.email, home), codeOf(secret, 30), home);
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.completeSecondFactor.token).toBeTruthy();
  });
});

describe('re-authentication', () => {
  it("caps wrong guesses per account, from whatever address, as the password's cap does", async () => {
    // Wrong authenticator codes: they count against the cap as wrong passwords do (one count per guess, whatever the
    // proof), without a hundred password hashes' worth of CPU.
    const { token, secret } = await userWithTotp();
    const wrong = wrongCodeOf(secret);
    let guesses = 0;
    for (let address = 1; guesses < app.config.loginFailuresPerAccountPerHour; address += 1) {
      for (let free = 0; free < LIMITS.failuresPerAccountAndIp; free += 1, guesses += 1) {
        const guess = await gql(app, REAUTH, { input: { code: wrong } }, { token, ip: `203.0.113.${address}` });
        expect(errorCode(guess)).toBe('BAD_USER_INPUT');
      }
    }
    const next = await gql(app, REAUTH, { input: { password: DEFAULT_PASSWORD } }, { token, ip: '192.0.2.2' });
    expect(errorCode(next)).toBe('TOO_MANY_REQUESTS');
  });
});
