import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { deviceKeyPair } from '../../../test/device-key-pair';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { Lecture } from '../../catalog/lecture/lecture.entity';
import { User } from '../../identity/user/user.entity';
import { DownloadGrant } from './download-grant.entity';
import { DOWNLOADS_NEED_SUBSCRIPTION_MESSAGE } from './download-grants.service';
import { DEVICE_KEY_MESSAGE, downloadKey } from './download-keys';

const GRANT = `mutation Grant($input: DownloadGrantInput!) {
  downloadGrant(input: $input) { id lectureId quality wrappedKey issuedAt expiresAt }
}`;
const STATE = 'query State($id: ID!) { downloadGrantState(id: $id) { id lectureId expiresAt status } }';
const LOGOUT = 'mutation { logout { success } }';

interface Grant {
  id: string;
  lectureId: string;
  quality: string;
  wrappedKey: string;
  issuedAt: string;
  expiresAt: string;
}

const DAY_MS = 24 * 3600 * 1000;
const clock = new ManualClock(new Date('2026-12-01T10:00:00Z'));
/** Paid through a month from the clock's start. */
const PAID_THROUGH = new Date('2027-01-01T10:00:00Z');

/** The device's key pair, as the browser makes one per session. */
const { devicePublicKey, unwrap } = deviceKeyPair();

let app: TestApp;
let lecture: Lecture;

async function subscriber(paidThrough: Date | null = PAID_THROUGH) {
  const { user, token } = await createUser(app, { subscriptionStatus: 'active' });
  await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { currentPeriodEnd: paidThrough });
  return { user, token };
}

const grant = (token: string | undefined, input: Record<string, unknown> = {}) =>
  gql<{ downloadGrant: Grant }>(
    app,
    GRANT,
    { input: { lectureId: lecture.id, quality: 'SD_360', devicePublicKey, ...input } },
    token ? { token } : {},
  );
const state = (token: string, id: string) =>
  gql<{ downloadGrantState: { status: string; expiresAt: string } }>(app, STATE, { id }, { token });

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  const { lectures } = await createCourse(app, { title: 'Offline Course' }, { lectures: 1 });
  [lecture] = lectures as [Lecture];
});
afterAll(async () => {
  await app.close();
});

describe('downloadGrant: a lecture downloaded to a device', () => {
  it("issues a key wrapped for the device's key, expiring at the subscription's paid-through date", async () => {
    const { user, token } = await subscriber();
    const response = await grant(token);
    expect(response.errors).toBeUndefined();
    const issued = response.data?.downloadGrant as Grant;
    expect(issued).toMatchObject({ lectureId: lecture.id, quality: 'SD_360', expiresAt: PAID_THROUGH.toISOString() });
    expect(issued.issuedAt).toBe(clock.now().toISOString());
    const key = unwrap(issued.wrappedKey);
    expect(key).toHaveLength(16);
    expect(key.equals(downloadKey(app.config.appSecret, issued.id))).toBe(true);

    const row = await app.orm.em.fork().findOneOrFail(DownloadGrant, issued.id);
    expect(row.userId).toBe(user.id);
    // Each download has a key of its own.
    const again = (await grant(token)).data?.downloadGrant as Grant;
    expect(unwrap(again.wrappedKey).equals(key)).toBe(false);
  });

  it('expires at the paid-through date, says so, and a renewal after the payment reaches the new date', async () => {
    const start = clock.now();
    const { user, token } = await subscriber();
    const issued = (await grant(token)).data?.downloadGrant as Grant;
    expect((await state(token, issued.id)).data?.downloadGrantState.status).toBe('LIVE');

    // A month on, the learner's session has reached its age (7 days) and they signed in again on the same device.
    clock.set(new Date(PAID_THROUGH.getTime() - 1));
    const { token: later } = await app.deps.sessions.issue(user);
    expect((await state(later, issued.id)).data?.downloadGrantState.status).toBe('LIVE');
    clock.set(PAID_THROUGH);
    expect((await state(later, issued.id)).data?.downloadGrantState.status).toBe('EXPIRED');

    const renewedThrough = new Date(PAID_THROUGH.getTime() + 365 * DAY_MS);
    await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { currentPeriodEnd: renewedThrough });
    const renewed = (await grant(later)).data?.downloadGrant as Grant;
    expect(renewed.expiresAt).toBe(renewedThrough.toISOString());
    expect((await state(later, renewed.id)).data?.downloadGrantState.status).toBe('LIVE');
    clock.set(start);
  });

  it('stops when the subscription no longer gives access, and ends with its session at sign-out', async () => {
    const { user, token } = await subscriber();
    const issued = (await grant(token)).data?.downloadGrant as Grant;
    await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { subscriptionStatus: 'canceled' });
    expect((await state(token, issued.id)).data?.downloadGrantState.status).toBe('ACCESS_ENDED');
    await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { subscriptionStatus: 'active' });

    expect((await gql<{ logout: { success: boolean } }>(app, LOGOUT, {}, { token })).data?.logout.success).toBe(true);
    const { token: again } = await app.deps.sessions.issue(user);
    expect((await state(again, issued.id)).data?.downloadGrantState.status).toBe('REVOKED');

    // Another account learns nothing of it.
    const { token: stranger } = await subscriber();
    expect(errorCode(await state(stranger, issued.id))).toBe('NOT_FOUND');
  });

  it('refuses visitors, learners without a subscription, bad device keys and lectures that are not there', async () => {
    expect(errorCode(await grant(undefined))).toBe('UNAUTHENTICATED');

    const { token: unpaid } = await createUser(app);
    expect(errorCode(await grant(unpaid))).toBe('FORBIDDEN');

    const { token: lapsed } = await subscriber(new Date(clock.nowMs() - 1));
    const refused = await grant(lapsed);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(errorMessage(refused)).toBe(DOWNLOADS_NEED_SUBSCRIPTION_MESSAGE);

    const { token } = await subscriber();
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'der' });
    for (const badKey of ['not a key', weak.toString('base64')]) {
      const response = await grant(token, { devicePublicKey: badKey });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(errorMessage(response)).toBe(DEVICE_KEY_MESSAGE);
    }
    expect(errorCode(await grant(token, { quality: 'HD_4K' }))).toBeDefined();
    expect(errorCode(await grant(token, { lectureId: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect(errorCode(await grant(token, { lectureId: 'nope' }))).toBe('NOT_FOUND');
    expect(await app.orm.em.fork().count(DownloadGrant, { lecture: { $ne: lecture.id } })).toBe(0);
  });
});
