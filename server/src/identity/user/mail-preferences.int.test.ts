import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { hasOptedOut } from './mail-opt-outs';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const LIST = 'query { mailPreferences { kind subscribed } }';
const SET =
  'mutation Set($kind: MailKind!, $subscribed: Boolean!) { setMailPreference(kind: $kind, subscribed: $subscribed) { kind subscribed } }';

describe("a user's mail switches", () => {
  it('lists the kinds of mail a role gets, all on, and turns each off and on again for the caller alone', async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const other = await createUser(app, { subscriptionStatus: 'active' });
    const admin = await createUser(app, { role: 'ADMIN' });
    const list = async (who: { token: string }) =>
      (await gql<{ mailPreferences: { kind: string; subscribed: boolean }[] }>(app, LIST, {}, who)).data
        ?.mailPreferences;

    expect(await list(learner)).toEqual([
      { kind: 'DISCUSSION_ANSWERS', subscribed: true },
      { kind: 'WEEKLY_DIGEST', subscribed: true },
      { kind: 'IDLE_NUDGE', subscribed: true },
    ]);
    expect(await list(admin)).toEqual([
      { kind: 'DISCUSSION_ANSWERS', subscribed: true },
      { kind: 'DISCUSSION_DIGEST', subscribed: true },
    ]);

    const off = await gql(app, SET, { kind: 'WEEKLY_DIGEST', subscribed: false }, learner);
    expect(off.data).toEqual({ setMailPreference: { kind: 'WEEKLY_DIGEST', subscribed: false } });
    expect(await list(learner)).toEqual([
      { kind: 'DISCUSSION_ANSWERS', subscribed: true },
      { kind: 'WEEKLY_DIGEST', subscribed: false },
      { kind: 'IDLE_NUDGE', subscribed: true },
    ]);
    expect(await hasOptedOut(app.orm.em.fork(), learner.user.id, 'WEEKLY_DIGEST')).toBe(true);
    expect(await hasOptedOut(app.orm.em.fork(), other.user.id, 'WEEKLY_DIGEST')).toBe(false);

    // Twice off is still off; on again is on.
    await gql(app, SET, { kind: 'WEEKLY_DIGEST', subscribed: false }, learner);
    await gql(app, SET, { kind: 'WEEKLY_DIGEST', subscribed: true }, learner);
    expect(await hasOptedOut(app.orm.em.fork(), learner.user.id, 'WEEKLY_DIGEST')).toBe(false);
  });

  it('refuses a visitor and a kind that does not exist', async () => {
    expect(errorCode(await gql(app, LIST, {}))).toBe('UNAUTHENTICATED');
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const unknown = await gql(app, SET, { kind: 'EVERYTHING', subscribed: false }, learner);
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
  });
});
