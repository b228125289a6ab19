import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startWorkers } from '../../workers';
import { issueAccountToken } from './account-tokens';
import { User } from './user.entity';

const VERIFY = 'mutation($token: String!) { verifyEmail(token: $token) { success } }';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

let app: TestApp;
beforeAll(async () => {
  // No workers yet: the test starts them once its tokens are in place.
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('account token cleanup', () => {
  it("the workers' periodic pass deletes used and expired tokens, and leaves the live ones working", async () => {
    const { user } = await createUser(app);
    const em = app.orm.em.fork();
    const account = em.getReference(User, user.id);
    const [used, expired, live] = [0, 1, 2].map(() =>
      issueAccountToken(em, app.deps.clock.now(), account, 'email_verification'),
    );
    const reset = issueAccountToken(em, app.deps.clock.now(), account, 'password_reset');
    await em.flush();
    expect((await gql(app, VERIFY, { token: used! })).errors).toBeUndefined();
    await em.execute(`update account_tokens set expires_at = now() - interval '1 second' where token_hash = ?`, [
      hashOf(expired!),
    ]);
    const storedHashes = async () =>
      (
        await em.execute<{ token_hash: string }[]>(
          'select token_hash from account_tokens where user_id = ? order by token_hash',
          [user.id],
        )
      ).map((row) => row.token_hash);
    expect(await storedHashes()).toHaveLength(4);

    // Its first pass runs as the workers start; stop() waits for it to end.
    const workers = await startWorkers(app.deps);
    await workers.stop();

    expect(await storedHashes()).toEqual([hashOf(live!), hashOf(reset)].sort());
    expect((await gql(app, VERIFY, { token: live! })).errors).toBeUndefined();
    expect(errorCode(await gql(app, VERIFY, { token: expired! }))).toBe('BAD_USER_INPUT');
  });
});
