import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { gql } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import { ops, subscribeInTestMode } from '../../../test/payment-fixtures';
import { POLL } from '../../../test/poll';
import {
  makeLectureReady,
  removeTranscodedSource,
  type TranscodedSource,
  transcodedSource,
} from '../../../test/ready-lecture';
import { WATCH_DENIED_MESSAGE } from '../../catalog/lecture/lecture.messages';
import { sessionCookieName } from '../session-cookie';

const VIDEO_TTL_SECONDS = 90;
const bucket = 'media-bucket';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let s3Dir: string;
let s3: ChildProcess;
let app: TestApp;
let admin: { token: string };
let subscriber: { token: string };
let course: Awaited<ReturnType<typeof createCourse>>;
let source: TranscodedSource;
let s3Origin: string;

/** s3rver in a process of its own, standing in for a remote S3 (as lecture-upload.s3.int.test.ts runs it). */
async function startS3rver(directory: string): Promise<number> {
  const script = new URL('../../../test/s3rver-process.mjs', import.meta.url);
  s3 = spawn(process.execPath, [script.pathname, directory, bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: s3.stdout! });
  return new Promise((resolve, reject) => {
    s3.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    lines.on('line', (line) => {
      const message = JSON.parse(line) as { port?: number };
      if (message.port) resolve(message.port);
    });
  });
}

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-media-'));
  const [port, transcoded] = await Promise.all([startS3rver(s3Dir), transcodedSource()]);
  source = transcoded;
  s3Origin = `http://127.0.0.1:${port}`;
  app = await startTestApp({
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    VIDEO_URL_TTL_SECONDS: String(VIDEO_TTL_SECONDS),
  });
  admin = await createUser(app, { role: 'ADMIN' });
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
  course = await createCourse(app, {}, { lectures: 1 });
}, bound(120_000));

afterAll(async () => {
  await app?.close();
  if (s3 && s3.exitCode === null) {
    s3.kill('SIGTERM');
    await once(s3, 'exit');
  }
  await rm(s3Dir, { recursive: true, force: true });
  await removeTranscodedSource(source);
});

const media = (url: string, credentials: { token?: string; cookie?: string } = {}) =>
  fetch(`${app.url}${url}`, {
    redirect: 'manual',
    headers: {
      ...(credentials.token && { authorization: `Bearer ${credentials.token}` }),
      ...(credentials.cookie && { cookie: credentials.cookie }),
    },
  });

describe('media URLs on S3', () => {
  it('redirects an entitled viewer to a freshly presigned, short-lived URL that serves Range requests', async () => {
    const lectures = await gql<{ lectures: { id: string; videoUrl: string }[] }>(
      app,
      'query L($id: ID!) { lectures(courseId: $id) { id videoUrl } }',
      { id: course.course.id },
      subscriber,
    );
    const [first] = lectures.data!.lectures;
    // The same stable URL as on local disk: the store behind it is the server's business.
    expect(first!.videoUrl).toBe(`/media/lectures/${first!.id}`);

    for (const credentials of [subscriber, { cookie: `${sessionCookieName(app.config)}=${subscriber.token}` }, admin]) {
      const response = await media(first!.videoUrl, credentials);
      expect(response.status).toBe(302);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const target = new URL(response.headers.get('location')!);
      expect(target.pathname).toBe(`/${bucket}/${course.lectures[0]!.videoKey}`);
      const signedAt = target.searchParams.get('X-Amz-Date')!;
      const signedAtMs = Date.parse(
        signedAt.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
      );
      const lifetime = Number(target.searchParams.get('X-Amz-Expires'));
      // Valid for at least the configured lifetime from now, and not much longer.
      expect(signedAtMs / 1000 + lifetime - Date.now() / 1000).toBeGreaterThanOrEqual(VIDEO_TTL_SECONDS - 2);
      expect(lifetime).toBeLessThanOrEqual(VIDEO_TTL_SECONDS * 1.1 + 1);

      const part = await fetch(target, { headers: { range: 'bytes=4-7' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftyp');
    }
  });

  it('refuses before redirecting: 401 anonymous, 403 without access, 404 unknown lecture', async () => {
    const { token: learner } = await createUser(app);
    const path = `/media/lectures/${course.lectures[0]!.id}`;
    const anonymous = await media(path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('location')).toBeNull();
    const denied = await media(path, { token: learner });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ success: false, message: WATCH_DENIED_MESSAGE });
    expect((await media(`/media/lectures/${UNKNOWN_ID}`, admin)).status).toBe(404);
  });

  it('stops redirecting once the subscription is cancelled', async () => {
    const { token } = await createUser(app, { emailVerified: true });
    await subscribeInTestMode(app, token);

    const path = `/media/lectures/${course.lectures[0]!.id}`;
    expect((await media(path, { token })).status).toBe(302);
    expect((await gql(app, ops.cancelSubscription, {}, { token })).errors).toBeUndefined();
    // The cancellation's notification reaches this process's media cache a few milliseconds after the commit (as in
    // media-router.int.test.ts): under load the very next request came before it, once in CI.
    await expect.poll(async () => (await media(path, { token })).status, POLL).toBe(403);
  });

  it('redirects an image to a presigned URL, the redirect itself cacheable for an hour', async () => {
    const catalogue = await gql<{ courses: { edges: { node: { id: string; thumbnailUrl: string } }[] } }>(
      app,
      'query { courses(first: 100) { edges { node { id thumbnailUrl } } } }',
    );
    const url = catalogue.data!.courses.edges.find(({ node }) => node.id === course.course.id)!.node.thumbnailUrl;
    expect(url).toBe(`/media/images/${course.course.thumbnailKey}`);
    const response = await media(url);
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const image = await fetch(response.headers.get('location')!);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1PX)).toBe(true);
    // Never a way around the lecture rule.
    expect((await media(`/media/images/${course.lectures[0]!.videoKey}`, subscriber)).status).toBe(404);
  });
});

describe('HLS on S3', () => {
  it('lists signed app URLs in the variant playlists, which check the grant and redirect to the store for their window', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const lectureId = lectures[0]!.id;
    const { prefix } = await makeLectureReady(app, lectureId, source);
    const masterUrl = `/media/lectures/${lectureId}/hls.m3u8`;
    const master = await media(masterUrl, subscriber);
    expect(master.status).toBe(200);
    const variants = (await master.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    const variantUrl = new URL(variants[0]!, new URL(masterUrl, app.url));
    // The playlists come from the app (the session is checked on the master), never straight from the store.
    expect(variantUrl.origin).toBe(app.url);
    const variant = await fetch(variantUrl);
    expect(variant.status).toBe(200);
    const playlist = await variant.text();
    const map = /#EXT-X-MAP:URI="([^"]+)",BYTERANGE="(\d+)@(\d+)"/.exec(playlist)!;
    // The media file too goes through the app, bound to the master's grant: a presigned URL could not be revoked.
    const fileUrl = new URL(map[1]!, variantUrl);
    expect(fileUrl.origin).toBe(app.url);
    expect(fileUrl.pathname).toBe(variantUrl.pathname.replace('360p.m3u8', '360p.mp4'));
    expect(fileUrl.searchParams.get('grant')).toBe(variantUrl.searchParams.get('grant'));
    // Every segment line names the same file.
    const segments = playlist.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(new Set(segments)).toEqual(new Set([map[1]]));

    const redirected = await fetch(fileUrl, { redirect: 'manual' });
    expect(redirected.status).toBe(302);
    const storeUrl = new URL(redirected.headers.get('location')!);
    expect(storeUrl.origin).toBe(s3Origin);
    expect(storeUrl.pathname).toBe(`/${bucket}/${prefix}360p.mp4`);
    const signedAt = storeUrl.searchParams.get('X-Amz-Date')!;
    const signedAtSeconds =
      Date.parse(signedAt.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z')) / 1000;
    expect(signedAtSeconds + Number(storeUrl.searchParams.get('X-Amz-Expires'))).toBe(
      Number(variantUrl.searchParams.get('exp')),
    );

    const [length, offset] = [Number(map[2]), Number(map[3])];
    const init = await fetch(storeUrl, {
      headers: { range: `bytes=${offset}-${offset + length - 1}`, origin: 'http://localhost:5173' },
    });
    expect(init.status).toBe(206);
    expect(
      Buffer.from(await init.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');

    // The poster too redirects to the store, after the session.
    const poster = await media(`/media/lectures/${lectureId}/poster.jpg`, subscriber);
    expect(poster.status).toBe(302);
    expect((await fetch(poster.headers.get('location')!)).headers.get('content-type')).toBe('image/jpeg');

    // The storyboard's track comes through the app (its cues stay relative to the app's URL), its sprite from the store.
    const folder = `/media/lectures/${lectureId}/storyboard/${prefix.split('/').at(-2)}`;
    const track = await media(`${folder}/storyboard.vtt`, subscriber);
    expect(track.status).toBe(200);
    expect(await track.text()).toContain('storyboard.jpg#xywh=0,0,160,90');
    expect((await media(`${folder}/storyboard.vtt`)).status).toBe(401);
    const sprite = await media(`${folder}/storyboard.jpg`, subscriber);
    expect(sprite.status).toBe(302);
    expect(new URL(sprite.headers.get('location')!).pathname).toBe(`/${bucket}/${prefix}storyboard.jpg`);
    expect((await fetch(sprite.headers.get('location')!)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('records the segments a session was signed for as its viewing record (the bytes come from the store)', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const lectureId = lectures[0]!.id;
    await makeLectureReady(app, lectureId, source);
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const masterUrl = new URL(`/media/lectures/${lectureId}/hls.m3u8`, app.url);
    const master = await (await media(masterUrl.pathname, learner)).text();
    const variantUrl = new URL(master.split('\n').find((line) => line && !line.startsWith('#'))!, masterUrl);
    const lines = (await (await fetch(variantUrl)).text()).split('\n');
    const first = lines.findIndex((line) => line.startsWith('#EXT-X-BYTERANGE:'));
    const [, length, offset] = /(\d+)@(\d+)/.exec(lines[first]!)!.map(Number);
    // Only the first segment is asked for: the redirect to the store is what the record holds.
    const redirected = await fetch(new URL(lines[first + 1]!, variantUrl), {
      redirect: 'manual',
      headers: { range: `bytes=${offset}-${offset! + length! - 1}` },
    });
    expect(redirected.status).toBe(302);
    const firstSegmentEnd = Number(/#EXTINF:([\d.]+)/.exec(lines[first - 1]!)![1]);
    await app.viewing.flush();
    const rows = await app.orm.em
      .fork()
      .execute<{ delivered: number[][] }[]>('select delivered from viewing_sessions where lecture_id = ?', [lectureId]);
    expect(rows).toEqual([{ delivered: [[0, firstSegmentEnd]] }]);
  });

  it("lets the app's pages fetch from the store (CSP connect-src), as hls.js does", async () => {
    const response = await fetch(`${app.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const connect = csp.split(';').find((directive) => directive.trim().startsWith('connect-src'));
    expect(connect).toContain(s3Origin);
    expect(connect).toContain("'self'");
  });
});
