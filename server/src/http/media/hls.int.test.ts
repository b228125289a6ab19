import { Parser } from 'm3u8-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import type { TestApp } from '../../../test/harness';
import { POLL } from '../../../test/poll';
import {
  type MediaCredentials,
  makeLectureReady,
  mediaGet,
  playlistUris,
  type ReadyLectureApp,
  startWithReadyLecture,
} from '../../../test/ready-lecture';
import { WATCH_DENIED_MESSAGE } from '../../catalog/lecture/lecture.messages';
import { unixNow } from '../../storage/signed-url';
import { sessionCookieName } from '../session-cookie';
import { createMediaUrlSigner } from './url-signing';

const VIDEO_TTL_SECONDS = 60;

let ready: ReadyLectureApp;
let app: TestApp;
let subscriber: { token: string };
let lectureId: string;
let processingId: string;

beforeAll(async () => {
  ready = await startWithReadyLecture({ VIDEO_URL_TTL_SECONDS: String(VIDEO_TTL_SECONDS) });
  ({ app, subscriber, lectureId } = ready);
  processingId = (await createCourse(app, {}, { lectures: 1, status: 'PROCESSING' })).lectures[0]!.id;
}, bound(120_000));
afterAll(() => ready?.close());

const get = (url: string, ...rest: [MediaCredentials?, Record<string, string>?]) => mediaGet(app, url, ...rest);
const masterPath = (id = lectureId) => `/media/lectures/${id}/hls.m3u8`;
const sql = (query: string, params: unknown[]) => app.orm.em.fork().execute(query, params);
/** A media path with the app's signature until `expires`, for the grant: as a playlist names its files. */
const signedUrl = (pathname: string, expires: number, grant: string) =>
  `${pathname}?${createMediaUrlSigner(app.config.appSecret).query(pathname, expires, grant)}`;

async function master(credentials: MediaCredentials = subscriber, id = lectureId) {
  const response = await get(masterPath(id), credentials);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { response, text, variants: playlistUris(text, new URL(masterPath(id), app.url)) };
}

describe('GET /media/lectures/:id/hls.m3u8', () => {
  it('answers a subscriber (Bearer or cookie) with the ladder, its variant URIs signed, never cached', async () => {
    const cookie = `${sessionCookieName(app.config)}=${subscriber.token}`;
    for (const credentials of [subscriber, { cookie }, ready.admin]) {
      const { response, text, variants } = await master(credentials);
      expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.apple\.mpegurl/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(text.startsWith('#EXTM3U\n')).toBe(true);
      expect(text.match(/RESOLUTION=\d+x\d+/g)).toEqual(['RESOLUTION=640x360', 'RESOLUTION=1280x720']);
      expect(variants).toHaveLength(2);
      for (const [index, name] of ['360p', '720p'].entries()) {
        const url = new URL(variants[index]!);
        expect(url.pathname).toBe(`/media/lectures/${lectureId}/hls/${ready.version}/${name}.m3u8`);
        const exp = Number(url.searchParams.get('exp'));
        expect(exp - unixNow(app.deps.clock)).toBeGreaterThanOrEqual(VIDEO_TTL_SECONDS - 1);
        expect(exp - unixNow(app.deps.clock)).toBeLessThanOrEqual(VIDEO_TTL_SECONDS * 1.1 + 1);
        expect(url.searchParams.get('sig')).toMatch(/^[\w-]{43}$/);
        expect(url.searchParams.get('grant')).toMatch(/^(lease|session)\.[\w.-]+$/);
      }
    }
  });

  it('refuses like the lecture itself: 401 anonymous, 403 without a subscription, 404 unknown or not READY', async () => {
    expect((await get(masterPath(), {})).status).toBe(401);
    const denied = await get(masterPath(), ready.learner);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ success: false, message: WATCH_DENIED_MESSAGE });
    expect((await get(masterPath('00000000-0000-4000-8000-000000000000'), ready.admin)).status).toBe(404);
    // Still processing: an ADMIN may preview the original, but there is no playlist yet.
    expect((await get(masterPath(processingId), ready.admin)).status).toBe(404);
    expect((await get(masterPath(processingId), subscriber)).status).toBe(404);
    expect((await get(`/media/lectures/${processingId}`, ready.admin, { range: 'bytes=4-7' })).status).toBe(206);
  });
});

/** A playlist read by an independent HLS parser (video.js's m3u8-parser), not by our own. */
function parsed(text: string) {
  const parser = new Parser();
  parser.push(text);
  parser.end();
  return parser.manifest;
}

describe('captions in the master playlist (SUBTITLES renditions)', () => {
  const addTrack = (language: string, label: string) =>
    sql(
      `insert into caption_tracks (id, lecture_id, course_id, language, label, source, status, version, vtt, created_at, updated_at)
       select gen_random_uuid(), l.id, l.course_id, ?, ?, 'upload', 'READY', 3, ?, now(), now() from lectures l where l.id = ?`,
      [language, label, 'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nHello there\n', lectureId],
    );

  it('lists each READY track, its playlist and WebVTT file signed and served without a session', async () => {
    await addTrack('en', 'English');
    await addTrack('pt-BR', 'Português (Brasil)');
    // An earlier master of this lecture is cached; on PostgreSQL the tracks' notification drops it a few ms after
    // the commit (docs/video.md), so the new renditions are waited for as a player's next reload would see them.
    const renditions = async () => Object.keys(parsed((await master()).text).mediaGroups.SUBTITLES.subs ?? {}).sort();
    await expect.poll(renditions, POLL).toEqual(['English', 'Português (Brasil)']);
    const { text } = await master();
    const manifest = parsed(text);
    const subs = manifest.mediaGroups.SUBTITLES.subs!;
    expect(subs.English).toMatchObject({ language: 'en', default: false, autoselect: true });
    for (const variant of manifest.playlists ?? []) expect(variant.attributes.SUBTITLES).toBe('subs');

    const playlistUrl = new URL(subs.English!.uri!, new URL(masterPath(), app.url));
    expect(playlistUrl.pathname).toBe(`/media/lectures/${lectureId}/captions/en.m3u8`);
    const playlist = await get(playlistUrl.href);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toMatch(/mpegurl/);
    const media = parsed(await playlist.text());
    expect(media.endList).toBe(true);
    expect(media.segments).toHaveLength(1);
    expect(media.targetDuration).toBeGreaterThanOrEqual(media.segments[0]!.duration);
    const vtt = await get(new URL(media.segments[0]!.uri, playlistUrl).href);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await vtt.text()).toContain('Hello there');

    // Tampered: refused. A track removed leaves the master at once (the trigger notifies the lecture).
    playlistUrl.searchParams.set('sig', 'A'.repeat(43));
    expect((await get(playlistUrl.href)).status).toBe(403);
    await sql("delete from caption_tracks where lecture_id = ? and language = 'pt-BR'", [lectureId]);
    await expect.poll(renditions, POLL).toEqual(['English']);
    await sql('delete from caption_tracks where lecture_id = ?', [lectureId]);
    await expect.poll(async () => (await master()).text, POLL).not.toContain('SUBTITLES');
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
    expect(maxAge).toBeLessThanOrEqual(Number(variantUrl.searchParams.get('exp')) - unixNow(app.deps.clock) + 1);
    const playlist = await response.text();
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(playlist).toMatch(/#EXT-X-BYTERANGE:\d+@\d+/);
    const map = /#EXT-X-MAP:URI="([^"]+)",BYTERANGE="(\d+)@(\d+)"/.exec(playlist);
    expect(map).not.toBeNull();
    const files = new Set([map![1]!, ...playlist.split('\n').filter((line) => line && !line.startsWith('#'))]);
    // One media file per rendition, addressed by byte ranges.
    expect(files.size).toBe(1);
    const fileUrl = new URL(map![1]!, variantUrl);
    expect(fileUrl.pathname).toBe(`/media/lectures/${lectureId}/hls/${ready.version}/720p.mp4`);
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

  it('are the same for one session within one window, so a rewritten playlist is shared by its requests', async () => {
    const expiry = (each: { variants: string[] }) => new URL(each.variants[0]!).searchParams.get('exp');
    let [first, second] = [await master(subscriber), await master(subscriber)];
    // Two requests a moment apart may fall either side of a window's end (CI saw it once): then ask again, the next two
    // are all but sure to share one.
    if (expiry(first) !== expiry(second)) [first, second] = [await master(subscriber), await master(subscriber)];
    expect(first.variants).toEqual(second.variants);
    const [a, b] = await Promise.all([get(first.variants[0]!), get(second.variants[0]!)]);
    expect(await a.text()).toBe(await b.text());
  });

  it('refuse a tampered, misplaced, missing or expired signature with 403, while the master keeps working', async () => {
    const { variants } = await master();
    const good = new URL(variants[0]!);
    const exp = good.searchParams.get('exp')!;
    const sig = good.searchParams.get('sig')!;
    const grant = good.searchParams.get('grant')!;
    // Another session's grant in a URL signed for this one.
    const otherGrant = new URL((await master(ready.admin)).variants[0]!).searchParams.get('grant')!;
    const withQuery = (pathname: string, query: string) => `${pathname}?${query}`;
    const flipped = `${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1)}`;
    const attempts = [
      withQuery(good.pathname, `exp=${exp}&grant=${grant}&sig=${flipped}`),
      withQuery(good.pathname, `exp=${Number(exp) + 3600}&grant=${grant}&sig=${sig}`),
      withQuery(good.pathname, `exp=${exp}&grant=${otherGrant}&sig=${sig}`),
      withQuery(good.pathname, `exp=${exp}&sig=${sig}`),
      // The 360p signature does not open the 720p playlist, nor the same file of another lecture.
      withQuery(good.pathname.replace('360p', '720p'), `exp=${exp}&grant=${grant}&sig=${sig}`),
      withQuery(good.pathname.replace(lectureId, processingId), `exp=${exp}&grant=${grant}&sig=${sig}`),
      withQuery(good.pathname, `exp=${exp}&grant=${grant}`),
      good.pathname,
      withQuery(good.pathname, `exp=${exp}&exp=${exp}&grant=${grant}&sig=${sig}`),
    ];
    for (const attempt of attempts) {
      const response = await get(attempt);
      expect(response.status, attempt).toBe(403);
      expect(await response.json()).toMatchObject({ success: false });
    }

    // Signed with the app's own key, but expired a second ago: what a player holds after VIDEO_URL_TTL_SECONDS.
    const expired = unixNow(app.deps.clock) - 1;
    expect((await get(signedUrl(good.pathname, expired, grant))).status).toBe(403);
    const filePath = good.pathname.replace('.m3u8', '.mp4');
    expect((await get(signedUrl(filePath, expired, grant), {}, { range: 'bytes=0-7' })).status).toBe(403);
    // The same file signed until later plays; and the stable master hands out fresh signatures.
    expect(
      (await get(signedUrl(filePath, unixNow(app.deps.clock) + 30, grant), {}, { range: 'bytes=0-7' })).status,
    ).toBe(206);
    const again = await master();
    expect((await get(again.variants[0]!)).status).toBe(200);
  });

  it('answer 404 for a name no rendition can have, and for outputs that are gone', async () => {
    const grant = new URL((await master(ready.admin)).variants[0]!).searchParams.get('grant')!;
    const signed = (pathname: string) => signedUrl(pathname, unixNow(app.deps.clock) + 30, grant);
    const folder = `/media/lectures/${lectureId}/hls/${ready.version}`;
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

describe('signed children bound to the session and playback lease the master was answered for', () => {
  const ACQUIRE = `mutation Acquire($lectureId: ID!, $takeOver: Boolean) {
    acquirePlaybackLease(lectureId: $lectureId, takeOver: $takeOver) { id }
  }`;

  /** A subscriber's devices, each a session of its own, each with its master's variant and media file URLs. */
  async function devices(count: number) {
    const { user } = await createUser(app, { subscriptionStatus: 'active' });
    const sessions = [];
    for (let index = 0; index < count; index += 1) sessions.push(await app.deps.sessions.issue(user));
    return { user, sessions };
  }
  /**
   * The media file's URL is the one the variant playlist names; it is signed here, as the playlist would, so that no
   * request with the grant is answered (and its answer kept by the media-access cache) before the test ends it.
   */
  async function childrenOf(credentials: MediaCredentials, id = lectureId) {
    const { variants } = await master(credentials, id);
    const variant = new URL(variants[0]!);
    const filePath = variant.pathname.replace('360p.m3u8', '360p.mp4');
    const { exp, grant } = Object.fromEntries(variant.searchParams) as { exp: string; grant: string };
    return { variant: variant.href, file: new URL(signedUrl(filePath, Number(exp), grant), app.url).href };
  }
  const grantOf = (url: string) => new URL(url).searchParams.get('grant');
  const statusOf = async (url: string) => (await get(url, {}, { range: 'bytes=0-7' })).status;

  it('differ per session, and stop for a signed-out session while the others play on', async () => {
    const { sessions } = await devices(2);
    const [leaving, staying] = await Promise.all(sessions.map((session) => childrenOf(session)));
    expect(grantOf(leaving!.variant)).not.toBe(grantOf(staying!.variant));
    await app.deps.sessions.revoke(sessions[0]!.sessionId);
    expect(await statusOf(leaving!.variant)).toBe(403);
    expect(await statusOf(leaving!.file)).toBe(403);
    expect(await statusOf(staying!.variant)).toBe(200);
    expect(await statusOf(staying!.file)).toBe(206);
  });

  it('stop once the subscription is cancelled', async () => {
    const { user, sessions } = await devices(1);
    const children = await childrenOf(sessions[0]!);
    await sql("update users set subscription_status = 'canceled' where id = ?", [user.id]);
    expect(await statusOf(children.variant)).toBe(403);
    expect(await statusOf(children.file)).toBe(403);
  });

  it('stop once another device took playback over, and count the devices that never asked for a lease', async () => {
    const { sessions } = await devices(3);
    const [first, second, third] = [sessions[0]!, sessions[1]!, sessions[2]!];
    const taken = await childrenOf(first);
    await childrenOf(second);
    // Neither asked for a lease, yet both play: the third is refused until it takes over.
    expect((await get(masterPath(), third)).status).toBe(409);
    const takeOver = await gql<{ acquirePlaybackLease: { id: string } }>(
      app,
      ACQUIRE,
      { lectureId, takeOver: true },
      third,
    );
    expect(takeOver.errors).toBeUndefined();
    expect(await statusOf(taken.variant)).toBe(403);
    expect(await statusOf(taken.file)).toBe(403);
    const playing = await childrenOf(third);
    expect(grantOf(playing.variant)).toContain(takeOver.data!.acquirePlaybackLease.id);
    expect(await statusOf(playing.file)).toBe(206);
    // A reload does not win the slot back (once the notification drops the cached slot); a lease does: the cap holds.
    await expect.poll(async () => (await get(masterPath(), first)).status, POLL).toBe(409);
    const resumed = await gql(app, ACQUIRE, { lectureId, takeOver: false }, first);
    expect(resumed.errors).toBeUndefined();
    expect(grantOf((await childrenOf(first)).variant)).not.toBe(grantOf(taken.variant));
    expect((await get(masterPath(), second)).status).toBe(409);
  });

  it("stop once a free preview's mark is taken away, and once the lecture is deleted (its files still there)", async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 2 });
    const [preview, doomed] = [lectures[0]!.id, lectures[1]!.id];
    await makeLectureReady(app, preview, ready.source);
    await makeLectureReady(app, doomed, ready.source);
    await sql('update lectures set free_preview = true where id = ?', [preview]);
    const anonymous = (await childrenOf({}, preview)).file;
    expect(grantOf(anonymous)).toBe('preview');
    const subscribed = (await childrenOf((await devices(1)).sessions[0]!, doomed)).file;
    await sql('update lectures set free_preview = false where id = ?', [preview]);
    await sql('delete from lectures where id = ?', [doomed]);
    expect((await get(anonymous, {}, { range: 'bytes=0-7' })).status).toBe(403);
    expect((await get(subscribed, {}, { range: 'bytes=0-7' })).status).toBe(403);
  });

  it('cost a playing device one statement per master load and per media request the cache does not answer, then none', async () => {
    const { sessions } = await devices(1);
    const device = sessions[0]!;
    // The viewing record's batch is written on its own timer, off the request path: when its tick falls inside a
    // capture, its statements are not the request's.
    const requestOnly = async (action: () => Promise<Response>) => {
      const { result, queries } = await app.captureQueries(action);
      const viewingBatch = /pg_advisory_xact_lock|"viewing_sessions"|"lecture_viewings"/;
      return { result, queries: queries.filter((sql) => !viewingBatch.test(sql)) };
    };
    // A device's first load: the session lookup, then the slot (its lease and the account's leases, then the lease
    // taken); the lecture row is cached.
    const first = await requestOnly(() => get(masterPath(), device));
    expect(first.result.status).toBe(200);
    expect(
      first.queries.filter((sql) => sql.includes('from "sessions" as "s" inner join "users" as "u"')),
    ).toHaveLength(1);
    // Reloads find the session, the slot and the lecture in the media-access cache.
    const load = await requestOnly(() => get(masterPath(), device));
    expect(load.result.status).toBe(200);
    expect(load.queries).toEqual([]);
    const { file } = await childrenOf(device);
    const media = await requestOnly(() => get(file, {}, { range: 'bytes=0-7' }));
    expect(media.result.status).toBe(206);
    expect(media.queries).toHaveLength(1);
    const again = await requestOnly(() => get(file, {}, { range: 'bytes=0-7' }));
    expect(again.result.status).toBe(206);
    expect(again.queries).toEqual([]);
  });

  it('keep the lease of a player that never renews it alive while it loads media', async () => {
    const { sessions } = await devices(1);
    const device = sessions[0]!;
    const children = await childrenOf(device);
    // Close to lapsing: the player has loaded nothing for a while.
    await sql("update playback_leases set expires_at = now() + interval '20 seconds' where session_id = ?", [
      device.sessionId,
    ]);
    expect(await statusOf(children.file)).toBe(206);
    const [lease] = await app.orm.em
      .fork()
      .execute<{ left: number }[]>(
        'select extract(epoch from expires_at - now())::int as left from playback_leases where session_id = ?',
        [device.sessionId],
      );
    expect(lease!.left).toBeGreaterThan(100);
  });
});
