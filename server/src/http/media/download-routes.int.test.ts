import { createDecipheriv } from 'node:crypto';
import { Parser } from 'm3u8-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceKeyPair } from '../../../test/device-key-pair';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import type { TestApp } from '../../../test/harness';
import { mediaGet, playlistUris, type ReadyLectureApp, startWithReadyLecture } from '../../../test/ready-lecture';
import { User } from '../../identity/user/user.entity';
import { AUDIO_FILES, segmentIv } from '../../media/download/download-media';

const GRANT = `mutation Grant($input: DownloadGrantInput!) {
  downloadGrant(input: $input) { id wrappedKey expiresAt }
}`;

/** The device's key pair, as the browser makes one per session. */
const { devicePublicKey, unwrap } = deviceKeyPair();

let ready: ReadyLectureApp;
let app: TestApp;

beforeAll(async () => {
  ready = await startWithReadyLecture();
  app = ready.app;
}, bound(120_000));
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

/** A media playlist's init section and segments, as `m3u8-parser` reads its byte ranges. */
function rangedSegments(playlist: string) {
  const parser = new Parser();
  parser.push(playlist);
  parser.end();
  type Ranged = { uri: string; byterange: { length: number; offset: number } };
  const segments = parser.manifest.segments as unknown as (Ranged & { map: Ranged })[];
  return { map: segments[0]?.map as Ranged, segments };
}

/**
 * A rendition's own bytes, as streaming fetches them: the stored playlist's byte ranges of its media file. `name` is
 * a variant's ('360p') or the original's sound ('audio', an AUDIO rendition's URI).
 */
async function streamed(token: string, name: string) {
  const master = await (await mediaGet(app, `/media/lectures/${ready.lectureId}/hls.m3u8`, { token })).text();
  const masterUrl = new URL(`/media/lectures/${ready.lectureId}/hls.m3u8`, app.url);
  const mediaUris = [...master.matchAll(/URI="([^"]+)"/g)].map((match) => new URL(match[1] as string, masterUrl).href);
  const playlistUrl = [...playlistUris(master, masterUrl), ...mediaUris].find((uri) =>
    new URL(uri).pathname.endsWith(`/${name}.m3u8`),
  );
  const playlist = await (await mediaGet(app, playlistUrl as string)).text();
  const { map, segments } = rangedSegments(playlist);
  const range = async (uri: string, { length, offset }: { length: number; offset: number }) =>
    bytesOf(
      await mediaGet(app, new URL(uri, playlistUrl).href, {}, { range: `bytes=${offset}-${offset + length - 1}` }),
    );
  const init = await range(map.uri, map.byterange);
  const media = [];
  for (const segment of segments) media.push(await range(segment.uri, segment.byterange));
  const bytes = Buffer.byteLength(playlist) + init.length + media.reduce((n, b) => n + b.length, 0);
  return { init, media, bytes, masterBytes: Buffer.byteLength(master) };
}

describe('a download as AES-128 HLS', () => {
  it('serves the rendition and its sound encrypted with the grant key: decrypted, the bytes are the streamed ones', async () => {
    const { token } = await subscriber();
    const issued = await grant(token, 'SD_360');
    const key = unwrap(issued.wrappedKey);
    const file = (name: string) => mediaGet(app, `/media/downloads/${issued.id}/${name}`, { token });

    const plan = await mediaGet(app, `/media/downloads/${issued.id}`, { token });
    expect(plan.status).toBe(200);
    const info = (await plan.json()) as { rendition: string; segments: number; audioSegments: number; bytes: number };
    expect(info.rendition).toBe('360p');
    expect(info.audioSegments).toBeGreaterThan(0);

    // The download's master plays its one video rendition with the original's sound, both named relatively.
    const masterResponse = await file('master.m3u8');
    expect(masterResponse.headers.get('cache-control')).toBe('private, no-store');
    const master = await masterResponse.text();
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Original",DEFAULT=YES,.*URI="audio.m3u8"/);
    expect(master).toMatch(/#EXT-X-STREAM-INF:.*CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2",.*AUDIO="audio"\nmedia.m3u8\n/);
    let stored = Buffer.byteLength(master);

    /** Fetches one rendition's files as the device does, and checks each against what streaming serves. */
    const keep = async (playlistFile: string, streamedName: string, firstSequence: number) => {
      const playlist = await (await file(playlistFile)).text();
      const parser = new Parser();
      parser.push(playlist);
      parser.end();
      const segments = parser.manifest.segments as { uri: string; key?: { method: string; uri: string } }[];
      expect(segments[0]?.key).toMatchObject({ method: 'AES-128', uri: 'key' });
      expect(playlist.indexOf('#EXT-X-MAP')).toBeLessThan(playlist.indexOf('#EXT-X-KEY'));
      expect(playlist).toContain(`#EXT-X-MEDIA-SEQUENCE:${firstSequence}\n`);

      const original = await streamed(token, streamedName);
      const initFile = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1] as string;
      const init = await bytesOf(await file(initFile));
      expect(init.equals(original.init)).toBe(true);
      stored += Buffer.byteLength(playlist) + init.length;
      for (const [index, segment] of segments.entries()) {
        const response = await file(segment.uri);
        expect(response.status).toBe(200);
        const encrypted = await bytesOf(response);
        stored += encrypted.length;
        expect(encrypted.equals(original.media[index] as Buffer)).toBe(false);
        // The IV is the segment's media sequence number (RFC 8216 5.2).
        const decipher = createDecipheriv('aes-128-cbc', key, segmentIv(firstSequence + index));
        const plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
        expect(plain.equals(original.media[index] as Buffer)).toBe(true);
      }
      return { segments: segments.length, original };
    };
    const video = await keep('media.m3u8', '360p', 0);
    expect(video.segments).toBe(info.segments);
    const sound = await keep('audio.m3u8', 'audio', AUDIO_FILES.firstSequence);
    expect(sound.segments).toBe(info.audioSegments);

    // The size announced is the size stored, and no more than streaming the same rendition and sound once.
    expect(stored).toBe(info.bytes);
    expect(stored).toBeLessThanOrEqual(video.original.bytes + sound.original.bytes + video.original.masterBytes);

    const sizes = await mediaGet(app, `/media/lectures/${ready.lectureId}/download-sizes`, { token });
    const listed = ((await sizes.json()) as { sizes: { quality: string; bytes: number; rendition: string }[] }).sizes;
    expect(listed.find((size) => size.quality === 'SD_360')).toMatchObject({ rendition: '360p', bytes: info.bytes });
    expect(listed.find((size) => size.quality === 'HD_720')?.rendition).toBe('720p');

    // Names outside the download's files are not found.
    for (const name of ['audio-99.m4s', 'audio-x.m4s', 'video.mp4']) expect((await file(name)).status).toBe(404);
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
