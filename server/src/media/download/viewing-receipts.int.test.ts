import { constants, generateKeyPairSync, privateDecrypt, randomUUID } from 'node:crypto';
import type { ReceiptBody } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { Lecture } from '../../catalog/lecture/lecture.entity';
import { User } from '../../identity/user/user.entity';
import { LectureViewing } from '../viewing/viewing.entity';
import { signReceipt } from './viewing-receipts';
import {
  RECEIPT_OUTSIDE_GRANT_MESSAGE,
  RECEIPT_REFUSED_MESSAGE,
  RECEIPT_REPLAYED_MESSAGE,
} from './viewing-receipts.service';

const GRANT = `mutation Grant($input: DownloadGrantInput!) { downloadGrant(input: $input) { id wrappedKey } }`;
const SUBMIT = `mutation Submit($input: ViewingReceiptInput!) {
  submitViewingReceipt(input: $input) { lectureId watchedSeconds verified }
}`;

const LECTURE_SECONDS = 60;
const clock = new ManualClock(new Date('2026-12-01T10:00:00Z'));
const device = generateKeyPairSync('rsa', { modulusLength: 2048 });
const devicePublicKey = device.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

let app: TestApp;
let lecture: Lecture;

/** A subscriber who downloaded the lecture: their token, the grant's id and its key as the device unwraps it. */
async function downloaded() {
  const { user, token } = await createUser(app, { subscriptionStatus: 'active' });
  const paidThrough = new Date(clock.nowMs() + 30 * 24 * 3600 * 1000);
  await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { currentPeriodEnd: paidThrough });
  const input = { lectureId: lecture.id, quality: 'SD_360', devicePublicKey };
  const grant = (await gql<{ downloadGrant: { id: string; wrappedKey: string } }>(app, GRANT, { input }, { token }))
    .data?.downloadGrant as { id: string; wrappedKey: string };
  const key = privateDecrypt(
    { key: device.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(grant.wrappedKey, 'base64'),
  );
  return { user, token, grantId: grant.id, key, paidThrough };
}

/** The whole lecture played offline from `startMs`, a heartbeat every ten seconds, visible, at 1x. */
function playedThrough(grantId: string, startMs: number): ReceiptBody {
  const heartbeats = Array.from({ length: LECTURE_SECONDS / 10 + 1 }, (_, index) => ({
    atMs: startMs + index * 10_000,
    positionSeconds: index * 10,
    playing: true,
    rate: 1,
    visible: true,
  }));
  return { receiptId: randomUUID(), grantId, segments: [0, 1, 2, 3, 4, 5], heartbeats };
}

const submit = (token: string, body: ReceiptBody, mac: string) =>
  gql<{ submitViewingReceipt: { lectureId: string; watchedSeconds: number; verified: boolean } }>(
    app,
    SUBMIT,
    { input: { ...body, mac } },
    { token },
  );

const viewingOf = (userId: string) =>
  app.orm.em.fork().findOne(LectureViewing, { user: userId, lecture: lecture.id } as never);

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  const { lectures } = await createCourse(
    app,
    { title: 'Receipts Course' },
    { lectures: 1, lectureSeconds: LECTURE_SECONDS },
  );
  [lecture] = lectures as [Lecture];
});
afterAll(async () => {
  await app.close();
});

describe('submitViewingReceipt: offline viewing counted on reconnect', () => {
  it('counts a signed receipt as heartbeats count online, once: the lecture is verified, a replay refused', async () => {
    const { user, token, grantId, key } = await downloaded();
    const body = playedThrough(grantId, clock.nowMs() + 60_000);
    clock.advance(10 * 60_000);
    const counted = await submit(token, body, signReceipt(key, body));
    expect(counted.errors).toBeUndefined();
    expect(counted.data?.submitViewingReceipt).toEqual({
      lectureId: lecture.id,
      watchedSeconds: LECTURE_SECONDS,
      verified: true,
    });
    expect((await viewingOf(user.id))?.verifiedAt).toBeTruthy();

    const replayed = await submit(token, body, signReceipt(key, body));
    expect(errorCode(replayed)).toBe('CONFLICT');
    expect(errorMessage(replayed)).toBe(RECEIPT_REPLAYED_MESSAGE);
  });

  it('refuses a tampered receipt, one signed with another key, and one outside the time its download could play', async () => {
    const { user, token, grantId, key, paidThrough } = await downloaded();
    const body = playedThrough(grantId, clock.nowMs() + 1_000);
    clock.advance(5 * 60_000);
    const mac = signReceipt(key, body);

    // Signed, then changed: a seek forward hidden as watching.
    const tampered = structuredClone(body);
    (tampered.heartbeats[1] as { positionSeconds: number }).positionSeconds = 20;
    const refused = await submit(token, tampered, mac);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(errorMessage(refused)).toBe(RECEIPT_REFUSED_MESSAGE);

    const forged = await submit(token, body, signReceipt(Buffer.alloc(16, 7), body));
    expect(errorCode(forged)).toBe('FORBIDDEN');

    // Played after the paid-through date (the device's clock moved past it, and the server's with it).
    // A month on, the learner signed in again on the same device (sessions last a week).
    clock.set(new Date(paidThrough.getTime() + 3_600_000));
    const { token: later } = await app.deps.sessions.issue(user);
    const late = playedThrough(grantId, paidThrough.getTime() + 1_000);
    const tooLate = await submit(later, late, signReceipt(key, late));
    expect(errorMessage(tooLate)).toBe(RECEIPT_OUTSIDE_GRANT_MESSAGE);
    // In the future of the server's clock.
    const ahead = playedThrough(grantId, clock.nowMs() + 60_000);
    expect(errorMessage(await submit(later, ahead, signReceipt(key, ahead)))).toBe(RECEIPT_OUTSIDE_GRANT_MESSAGE);
    expect(await viewingOf(user.id)).toBeNull();

    // Another account cannot spend this download's receipts.
    const { token: stranger } = await createUser(app, { subscriptionStatus: 'active' });
    expect(errorCode(await submit(stranger, body, mac))).toBe('NOT_FOUND');
    clock.set(new Date('2026-12-01T10:00:00Z'));
  });
});
