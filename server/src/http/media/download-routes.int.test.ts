import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { Parser } from 'm3u8-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { mediaGet, playlistUris, type ReadyLectureApp, startWithReadyLecture } from '../../../test/ready-lecture';
import { User } from '../../identity/user/user.entity';
import { segmentIv } from '../../media/download/download-media';

const GRANT = `mutation Grant($input: DownloadGrantInput!) {
  downloadGrant(input: $input) { id wrappedKey expiresAt }
}`;

/** The device's key pair, as the browser makes one (RSA-OAEP, 2048 bits). */
const device = generateKeyPairSync('rsa', { modulusLength: 2048 });
const devicePublicKey = device.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const unwrap = (wrapped: string) =>
  privateDecrypt(
    { key: device.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(wrapped, 'base64'),
  );

let ready: ReadyLectureApp;
let app: TestApp;

beforeAll(async () => {
  ready = await startWithReadyLecture();
  app = ready.app;
}, 120_000);
afterAll(() => ready?.close());

async function subscriber() {
  const { user, token } = await createUser(app, { subscriptionStatus: 'active' });
  const paidThrough = new Date(app.deps.clock.nowMs() + 30 * 24 * 3600 * 1000);
  await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { currentPeriodEnd: paidThrough });
  return { user, token };
}

async function grant(token: string, quality = 'SD_360') {
  const response = await gql<{ downloadGrant: { id: string; wrappedKey: string } }>(
    app,
    GRANT,
    { input: { lectureId: ready.lectureId, quality, devicePublicKey } },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.downloadGrant as { id: string; wrappedKey: string };
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** The rendition's own bytes, as streaming fetches them: the stored playlist's byte ranges of its media file. */
async function streamed(token: string, name: string) {
  const master = await (await mediaGet(app, `/media/lectures/${ready.lectureId}/hls.m3u8`, { token })).text();
  const masterUrl = new URL(`/media/lectures/${ready.lectureId}/hls.m3u8`, app.url);
  const variantUrl = playlistUris(master, masterUrl).find((uri) => new URL(uri).pathname.endsWith(`/${name}.m3u8`));
  const variant = await (await mediaGet(app, variantUrl as string)).text();
  const parser = new Parser();
  parser.push(variant);
  parser.end();
  type Ranged = { uri: string; byterange: { length: number; offset: number } };
  const segments = parser.manifest.segments as unknown as (Ranged & { map: Ranged })[];
  const map = segments[0]?.map as Ranged;
  const range = async (uri: string, { length, offset }: { length: number; offset: number }) =>
    bytesOf(
      await mediaGet(app, new URL(uri, variantUrl).href, {}, { range: `bytes=${offset}-${offset + length - 1}` }),
    );
  const init = await range(map.uri, map.byterange);
  const media = [];
  for (const segment of segments) media.push(await range(segment.uri, segment.byterange));
  const bytes =
    Buffer.byteLength(master) + Buffer.byteLength(variant) + init.length + media.reduce((n, b) => n + b.length, 0);
  return { init, media, bytes };
}

describe('a download as AES-128 HLS', () => {
  it('serves the rendition encrypted with the grant key: decrypted, the bytes are the streamed ones', async () => {
    const { token } = await subscriber();
    const issued = await grant(token, 'SD_360');
    const key = unwrap(issued.wrappedKey);

    const plan = await mediaGet(app, `/media/downloads/${issued.id}`, { token });
    expect(plan.status).toBe(200);
    const info = (await plan.json()) as { rendition: string; segments: number; bytes: number };
    expect(info.rendition).toBe('360p');

    const playlistResponse = await mediaGet(app, `/media/downloads/${issued.id}/media.m3u8`, { token });
    expect(playlistResponse.headers.get('cache-control')).toBe('private, no-store');
    const playlist = await playlistResponse.text();
    const parser = new Parser();
    parser.push(playlist);
    parser.end();
    const segments = parser.manifest.segments as { uri: string; key?: { method: string; uri: string } }[];
    expect(segments).toHaveLength(info.segments);
    expect(segments[0]?.key).toMatchObject({ method: 'AES-128', uri: 'key' });
    expect(playlist.indexOf('#EXT-X-MAP')).toBeLessThan(playlist.indexOf('#EXT-X-KEY'));

    const original = await streamed(token, '360p');
    const init = await bytesOf(await mediaGet(app, `/media/downloads/${issued.id}/init.mp4`, { token }));
    expect(init.equals(original.init)).toBe(true);
    let stored = Buffer.byteLength(playlist) + init.length;
    for (const [sequence, segment] of segments.entries()) {
      const response = await mediaGet(app, `/media/downloads/${issued.id}/${segment.uri}`, { token });
      expect(response.status).toBe(200);
      const encrypted = await bytesOf(response);
      stored += encrypted.length;
      expect(encrypted.equals(original.media[sequence] as Buffer)).toBe(false);
      const decipher = createDecipheriv('aes-128-cbc', key, segmentIv(sequence));
      const plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
      expect(plain.equals(original.media[sequence] as Buffer)).toBe(true);
    }
    // The size announced is the size stored, and no more than streaming the same rendition once.
    expect(stored).toBe(info.bytes);
    expect(stored).toBeLessThanOrEqual(original.bytes);

    const sizes = await mediaGet(app, `/media/lectures/${ready.lectureId}/download-sizes`, { token });
    const listed = ((await sizes.json()) as { sizes: { quality: string; bytes: number; rendition: string }[] }).sizes;
    expect(listed.find((size) => size.quality === 'SD_360')).toMatchObject({ rendition: '360p', bytes: info.bytes });
    expect(listed.find((size) => size.quality === 'HD_720')?.rendition).toBe('720p');
  });

  it("refuses another account's grant, a wrong key's decryption, and a grant whose session ended", async () => {
    const { token, user } = await subscriber();
    const issued = await grant(token);
    const { token: stranger } = await subscriber();
    expect((await mediaGet(app, `/media/downloads/${issued.id}/0.m4s`, { token: stranger })).status).toBe(404);
    expect((await mediaGet(app, `/media/downloads/${issued.id}/0.m4s`)).status).toBe(401);

    // Another grant's key does not open this grant's segments.
    const other = unwrap((await grant(token)).wrappedKey);
    const encrypted = await bytesOf(await mediaGet(app, `/media/downloads/${issued.id}/0.m4s`, { token }));
    const open = (key: Buffer) => {
      const decipher = createDecipheriv('aes-128-cbc', key, segmentIv(0)).setAutoPadding(false);
      return Buffer.concat([decipher.update(encrypted), decipher.final()]);
    };
    expect(open(other).equals(open(unwrap(issued.wrappedKey)))).toBe(false);

    // A cancelled subscription, then a sign-out, end the download's media.
    await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { subscriptionStatus: 'canceled' });
    const ended = await mediaGet(app, `/media/downloads/${issued.id}/media.m3u8`, { token });
    expect(ended.status).toBe(403);
    await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { subscriptionStatus: 'active' });
    await gql(app, 'mutation { logout { success } }', {}, { token });
    const { token: again } = await app.deps.sessions.issue(user);
    const revoked = await mediaGet(app, `/media/downloads/${issued.id}/0.m4s`, { token: again });
    expect(revoked.status).toBe(403);
    expect(await revoked.json()).toMatchObject({ message: expect.stringMatching(/session that has ended/) });
  });

  it('counts a downloading device against the account’s devices, as a playing one', async () => {
    const { user, token: first } = await subscriber();
    const { token: second } = await app.deps.sessions.issue(user);
    const { token: downloading } = await app.deps.sessions.issue(user);
    const master = `/media/lectures/${ready.lectureId}/hls.m3u8`;
    expect((await mediaGet(app, master, { token: first })).status).toBe(200);
    expect((await mediaGet(app, master, { token: second })).status).toBe(200);

    const issued = await grant(downloading);
    const refused = await mediaGet(app, `/media/downloads/${issued.id}/0.m4s`, { token: downloading });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: expect.stringMatching(/already playing on 2 other devices/),
    });

    // One device signs out: its slot is free, the download goes on and holds it, so that device cannot play again.
    await gql(app, 'mutation { logout { success } }', {}, { token: first });
    expect((await mediaGet(app, `/media/downloads/${issued.id}/0.m4s`, { token: downloading })).status).toBe(200);
    const { token: third } = await app.deps.sessions.issue(user);
    expect((await mediaGet(app, master, { token: third })).status).toBe(409);
  });
});

describe('signed-in devices, as the learner and an admin list them', () => {
  const DEVICES = 'query Devices($userId: ID!) { learnerSessions(userId: $userId) { id downloads playing } }';
  const MINE = 'query { mySessions { id current downloads playing } }';
  const SIGN_OUT = /* GraphQL */ `
    mutation SignOut($userId: ID!, $sessionId: ID!) { revokeLearnerSession(userId: $userId, sessionId: $sessionId) { id } }`;
  type Device = { id: string; downloads: number; playing: boolean };

  it('say which device plays and how many downloads each keeps; an admin signs one out, ending its downloads', async () => {
    const { user, token: phone } = await subscriber();
    const { token: laptop } = await app.deps.sessions.issue(user);
    const kept = await grant(phone);
    await grant(phone, 'HD_720');
    expect((await mediaGet(app, `/media/lectures/${ready.lectureId}/hls.m3u8`, { token: laptop })).status).toBe(200);

    const mine = await gql<{ mySessions: (Device & { current: boolean })[] }>(app, MINE, {}, { token: phone });
    expect(mine.errors).toBeUndefined();
    const phoneSession = mine.data?.mySessions.find((session) => session.current);
    const laptopSession = mine.data?.mySessions.find((session) => !session.current);
    expect(phoneSession).toMatchObject({ downloads: 2, playing: false });
    expect(laptopSession).toMatchObject({ downloads: 0, playing: true });

    const listed = await gql<{ learnerSessions: Device[] }>(app, DEVICES, { userId: user.id }, ready.admin);
    expect(listed.errors).toBeUndefined();
    const devices = listed.data?.learnerSessions ?? [];
    expect(
      devices
        .map(({ id, downloads, playing }) => ({ id, downloads, playing }))
        .sort((a, b) => b.downloads - a.downloads),
    ).toEqual([
      { id: phoneSession?.id, downloads: 2, playing: false },
      { id: laptopSession?.id, downloads: 0, playing: true },
    ]);
    // A learner reads no other account's devices.
    const asLearner = await gql(app, DEVICES, { userId: user.id }, { token: laptop });
    expect(asLearner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const signedOut = await gql<{ revokeLearnerSession: { id: string }[] }>(
      app,
      SIGN_OUT,
      { userId: user.id, sessionId: phoneSession?.id },
      ready.admin,
    );
    expect(signedOut.errors).toBeUndefined();
    expect(signedOut.data?.revokeLearnerSession.map((session) => session.id)).toEqual([laptopSession?.id]);
    const { token: again } = await app.deps.sessions.issue(user);
    expect((await mediaGet(app, `/media/downloads/${kept.id}/0.m4s`, { token: again })).status).toBe(403);
    expect((await mediaGet(app, `/media/downloads/${kept.id}/0.m4s`, { token: phone })).status).toBe(401);

    // Once ended, or for another learner, the session is not found.
    const twice = await gql(app, SIGN_OUT, { userId: user.id, sessionId: phoneSession?.id }, ready.admin);
    expect(twice.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const { user: stranger } = await subscriber();
    const elsewhere = await gql(app, SIGN_OUT, { userId: stranger.id, sessionId: laptopSession?.id }, ready.admin);
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
