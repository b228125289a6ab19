import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../test/course-factories';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { makeLectureReady, type TranscodedSource, transcodedSource } from '../../test/ready-lecture';
import { WATCH_DENIED_MESSAGE } from '../modules/lecture/lecture.service';
import { unixNow } from '../storage/signed-url';
import { createMediaUrlSigner } from './media-signing';
import { sessionCookieName } from './session-cookie';

const VIDEO_TTL_SECONDS = 60;

let app: TestApp;
let source: TranscodedSource;
let admin: { token: string };
let learner: { token: string };
let subscriber: { token: string };
let lectureId: string;
let version: string;
let processingId: string;

beforeAll(async () => {
  [app, source] = await Promise.all([
    startTestApp({ VIDEO_URL_TTL_SECONDS: String(VIDEO_TTL_SECONDS) }),
    transcodedSource(),
  ]);
  admin = await createUser(app, { role: 'ADMIN' });
  learner = await createUser(app);
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
  const { lectures } = await createCourse(app, {}, { lectures: 1 });
  lectureId = lectures[0]!.id;
  const processing = await createCourse(app, {}, { lectures: 1, status: 'PROCESSING' });
  processingId = processing.lectures[0]!.id;
  ({ version } = await makeLectureReady(app, lectureId, source));
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (source) await rm(path.dirname(source.dir), { recursive: true, force: true });
});

type Credentials = { token?: string; cookie?: string };
const get = (url: string, credentials: Credentials = {}, headers: Record<string, string> = {}) =>
  fetch(new URL(url, app.url), {
    redirect: 'manual',
    headers: {
      ...(credentials.token && { authorization: `Bearer ${credentials.token}` }),
      ...(credentials.cookie && { cookie: credentials.cookie }),
      ...headers,
    },
  });
const masterPath = (id = lectureId) => `/media/lectures/${id}/hls.m3u8`;
/** The URIs a playlist names, resolved against its own URL as a player does. */
const urisOf = (playlist: string, base: string) =>
  playlist
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((uri) => new URL(uri, new URL(base, app.url)).href);

async function master(credentials: Credentials = subscriber) {
  const response = await get(masterPath(), credentials);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { response, text, variants: urisOf(text, masterPath()) };
}

describe('GET /media/lectures/:id/hls.m3u8', () => {
  it('answers a subscriber (Bearer or cookie) with the ladder, its variant URIs signed, never cached', async () => {
    for (const credentials of [subscriber, { cookie: `${sessionCookieName(app.config)}=${subscriber.token}` }, admin]) {
      const { response, text, variants } = await master(credentials);
      expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.apple\.mpegurl/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(text.startsWith('#EXTM3U\n')).toBe(true);
      expect(text.match(/RESOLUTION=\d+x\d+/g)).toEqual(['RESOLUTION=640x360', 'RESOLUTION=1280x720']);
      expect(variants).toHaveLength(2);
      for (const [index, name] of ['360p', '720p'].entries()) {
        const url = new URL(variants[index]!);
        expect(url.pathname).toBe(`/media/lectures/${lectureId}/hls/${version}/${name}.m3u8`);
        const exp = Number(url.searchParams.get('exp'));
        expect(exp - unixNow()).toBeGreaterThanOrEqual(VIDEO_TTL_SECONDS - 1);
        expect(exp - unixNow()).toBeLessThanOrEqual(VIDEO_TTL_SECONDS * 1.1 + 1);
        expect(url.searchParams.get('sig')).toMatch(/^[\w-]{43}$/);
      }
    }
  });

  it('refuses like the lecture itself: 401 anonymous, 403 without a subscription, 404 unknown or not READY', async () => {
    expect((await get(masterPath(), {})).status).toBe(401);
    const denied = await get(masterPath(), learner);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ success: false, message: WATCH_DENIED_MESSAGE });
    expect((await get(masterPath('00000000-0000-4000-8000-000000000000'), admin)).status).toBe(404);
    // Still processing: an ADMIN may preview the original, but there is no playlist yet.
    expect((await get(masterPath(processingId), admin)).status).toBe(404);
    expect((await get(masterPath(processingId), subscriber)).status).toBe(404);
    expect((await get(`/media/lectures/${processingId}`, admin, { range: 'bytes=4-7' })).status).toBe(206);
  });
});

describe('the signed children of a master playlist', () => {
  it('serve a variant playlist without a session, every file it names signed with the same expiry', async () => {
    const { variants } = await master();
    const variantUrl = new URL(variants[1]!);
    const response = await get(variantUrl.href);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const maxAge = Number(/private, max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(Number(variantUrl.searchParams.get('exp')) - unixNow() + 1);
    const playlist = await response.text();
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(playlist).toMatch(/#EXT-X-BYTERANGE:\d+@\d+/);
    const map = /#EXT-X-MAP:URI="([^"]+)",BYTERANGE="(\d+)@(\d+)"/.exec(playlist);
    expect(map).not.toBeNull();
    const files = new Set([map![1]!, ...playlist.split('\n').filter((line) => line && !line.startsWith('#'))]);
    // One media file per rendition, addressed by byte ranges.
    expect(files.size).toBe(1);
    const fileUrl = new URL(map![1]!, variantUrl);
    expect(fileUrl.pathname).toBe(`/media/lectures/${lectureId}/hls/${version}/720p.mp4`);
    expect(fileUrl.searchParams.get('exp')).toBe(variantUrl.searchParams.get('exp'));

    const [length, offset] = [Number(map![2]), Number(map![3])];
    const init = await get(fileUrl.href, {}, { range: `bytes=${offset}-${offset + length - 1}` });
    expect(init.status).toBe(206);
    expect(init.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await init.arrayBuffer());
    expect(bytes.length).toBe(length);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const segment = /#EXT-X-BYTERANGE:(\d+)@(\d+)/.exec(playlist)!;
    const first = await get(fileUrl.href, {}, { range: `bytes=${segment[2]}-${Number(segment[2]) + 7}` });
    expect(first.status).toBe(206);
    // A fragment opens with its index (sidx), type (styp) or movie fragment (moof) box.
    expect(['moof', 'styp', 'sidx']).toContain(
      Buffer.from(await first.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    );
  });

  it('are identical for every viewer within one window, so a rewritten playlist is shared', async () => {
    const [mine, theirs] = await Promise.all([master(subscriber), master(admin)]);
    expect(mine.variants).toEqual(theirs.variants);
    const [a, b] = await Promise.all([get(mine.variants[0]!), get(theirs.variants[0]!)]);
    expect(await a.text()).toBe(await b.text());
  });

  it('refuse a tampered, misplaced, missing or expired signature with 403, while the master keeps working', async () => {
    const { variants } = await master();
    const good = new URL(variants[0]!);
    const exp = good.searchParams.get('exp')!;
    const sig = good.searchParams.get('sig')!;
    const withQuery = (pathname: string, query: string) => `${pathname}?${query}`;
    const flipped = `${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1)}`;
    const attempts = [
      withQuery(good.pathname, `exp=${exp}&sig=${flipped}`),
      withQuery(good.pathname, `exp=${Number(exp) + 3600}&sig=${sig}`),
      // The 360p signature does not open the 720p playlist, nor the same file of another lecture.
      withQuery(good.pathname.replace('360p', '720p'), `exp=${exp}&sig=${sig}`),
      withQuery(good.pathname.replace(lectureId, processingId), `exp=${exp}&sig=${sig}`),
      withQuery(good.pathname, `exp=${exp}`),
      good.pathname,
      withQuery(good.pathname, `exp=${exp}&exp=${exp}&sig=${sig}`),
    ];
    for (const attempt of attempts) {
      const response = await get(attempt);
      expect(response.status, attempt).toBe(403);
      expect(await response.json()).toMatchObject({ success: false });
    }

    // Signed with the app's own key, but expired a second ago: what a player holds after VIDEO_URL_TTL_SECONDS.
    const signer = createMediaUrlSigner(app.config.appSecret);
    const expired = unixNow() - 1;
    expect((await get(withQuery(good.pathname, signer.query(good.pathname, expired)))).status).toBe(403);
    const filePath = good.pathname.replace('.m3u8', '.mp4');
    expect((await get(withQuery(filePath, signer.query(filePath, expired)), {}, { range: 'bytes=0-7' })).status).toBe(
      403,
    );
    // The same file signed until later plays; and the stable master hands out fresh signatures.
    expect(
      (await get(withQuery(filePath, signer.query(filePath, unixNow() + 30)), {}, { range: 'bytes=0-7' })).status,
    ).toBe(206);
    const again = await master();
    expect((await get(again.variants[0]!)).status).toBe(200);
  });

  it('answer 404 for a name no rendition can have, and for outputs that are gone', async () => {
    const signer = createMediaUrlSigner(app.config.appSecret);
    const signed = (pathname: string) => `${pathname}?${signer.query(pathname, unixNow() + 30)}`;
    const folder = `/media/lectures/${lectureId}/hls/${version}`;
    for (const name of ['poster.jpg', '..%2Fsecret.m3u8', '.hidden.m3u8']) {
      expect((await get(signed(`${folder}/${name}`))).status, name).toBe(404);
    }
    expect((await get(signed(`/media/lectures/${lectureId}/hls/not-a-version/360p.m3u8`))).status).toBe(404);
    // A version that has no outputs (a superseded attempt, whose folder was purged).
    const purged = `/media/lectures/${lectureId}/hls/00000000-0000-4000-8000-000000000000`;
    expect((await get(signed(`${purged}/360p.m3u8`))).status).toBe(404);
    expect((await get(signed(`${purged}/360p.mp4`))).status).toBe(404);
  });
});

describe('GET /media/lectures/:id/poster.jpg and the progressive MP4', () => {
  it('serves the poster to those allowed to watch, privately cacheable', async () => {
    const response = await get(`/media/lectures/${lectureId}/poster.jpg?v=${version}`, subscriber);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await get(`/media/lectures/${lectureId}/poster.jpg`, learner)).status).toBe(403);
    expect((await get(`/media/lectures/${lectureId}/poster.jpg`, {})).status).toBe(401);
    expect((await get(`/media/lectures/${processingId}/poster.jpg`, admin)).status).toBe(404);
  });

  it('plays the progressive MP4, its index at the front, on the stable lecture URL once READY', async () => {
    const response = await get(`/media/lectures/${lectureId}`, subscriber);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await response.arrayBuffer());
    const boxes: string[] = [];
    for (let at = 0; at < bytes.length && boxes.length < 3; at += bytes.readUInt32BE(at)) {
      boxes.push(bytes.subarray(at + 4, at + 8).toString('latin1'));
    }
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat') === -1 ? 99 : boxes.indexOf('mdat'));
  });
});
