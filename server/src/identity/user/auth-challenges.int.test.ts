import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { LIMITS } from '../../rate-limit/rate-limits';
import { startWorkers } from '../../workers';
import type { AuthChallengeTables } from './auth-challenge.entity';

const REAUTH_OPTIONS = 'mutation { reauthenticationPasskeyOptions }';

let app: TestApp;
beforeAll(async () => {
  // No workers yet: the sweep's test starts them once its challenges are in place.
  app = await startTestApp();
});
afterAll(() => app?.close());

const db = () => app.orm.em.fork().getKysely<AuthChallengeTables>();
const challengesOf = async (userId: string) =>
  (await db().selectFrom('auth_challenges').select('expires_at').where('user_id', '=', userId).execute()).length;

describe('auth challenges', () => {
  it('are limited per account: past the hourly budget no challenge is stored', async () => {
    const { user, token } = await createUser(app);
    for (let asked = 0; asked < LIMITS.authChallengesPerAccountPerHour; asked += 1) {
      expect((await gql(app, REAUTH_OPTIONS, {}, { token })).errors).toBeUndefined();
    }
    expect(errorCode(await gql(app, REAUTH_OPTIONS, {}, { token }))).toBe('TOO_MANY_REQUESTS');
    expect(await challengesOf(user.id)).toBe(LIMITS.authChallengesPerAccountPerHour);
    // Another account's budget is its own.
    const other = await createUser(app);
    expect((await gql(app, REAUTH_OPTIONS, {}, other)).errors).toBeUndefined();
  });

  it("are swept by the workers' periodic pass once expired, the live ones kept", async () => {
    const { user, token } = await createUser(app);
    for (let asked = 0; asked < 3; asked += 1) await gql(app, REAUTH_OPTIONS, {}, { token });
    const [first] = await db().selectFrom('auth_challenges').select('id').where('user_id', '=', user.id).execute();
    await db()
      .updateTable('auth_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .where('id', '<>', first!.id)
      .execute();

    // Its first pass runs as the workers start; stop() waits for it to end.
    const workers = await startWorkers(app.deps);
    await workers.stop();

    const left = await db().selectFrom('auth_challenges').select('id').where('user_id', '=', user.id).execute();
    expect(left).toEqual([{ id: first!.id }]);
  });
});
