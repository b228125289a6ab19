import { get } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { editProfile, ops, subscribeInTestMode } from '../../../test/payment-fixtures';
import { POLL } from '../../../test/poll';
import { restClient } from '../../../test/rest-client';
import { WATCH_DENIED_MESSAGE } from '../../catalog/lecture/lecture.messages';
import { sessionCookieName } from '../session-cookie';

const VIDEO_TTL_SECONDS = 60;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HOUR_MS = 3600 * 1000;
/** The app's time: a test that moves it on (hours or weeks after a URL was given) puts it back for the next. */
const START = new Date();
const clock = new ManualClock(START);
const LECTURES = /* GraphQL */ `
  query CourseLectures($courseId: ID!) { lectures(courseId: $courseId) { id videoUrl } }`;
const CATALOGUE = 'query { courses(first: 100) { edges { node { id thumbnailUrl } } } }';

let app: TestApp;
let admin: { token: string };
let learner: { token: string };
let subscriber: { token: string };
let course: Awaited<ReturnType<typeof createCourse>>;

beforeAll(async () => {
  app = await startTestApp({ VIDEO_URL_TTL_SECONDS: String(VIDEO_TTL_SECONDS) }, { clock });
  admin = await createUser(app, { role: 'ADMIN' });
  learner = await createUser(app);
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
  course = await createCourse(app, {}, { lectures: 2 });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

type Credentials = { token?: string; cookie?: string };
const authHeaders = ({ token, cookie }: Credentials = {}): Record<string, string> => ({
  ...(token && { authorization: `Bearer ${token}` }),
  ...(cookie && { cookie }),
});
const media = (path: string, credentials?: Credentials, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { headers: { ...authHeaders(credentials), ...headers }, redirect: 'manual' });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** node:http, not fetch: fetch sends `Cache-Control: no-cache` along with If-None-Match, which rules out a 304. */
function conditionalGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${app.url}${path}`, { headers }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).once('error', reject);
  });
}

async function lectureUrls(credentials: Credentials) {
  const response = await gql<{ lectures: { id: string; videoUrl: string }[] }>(
    app,
    LECTURES,
    { courseId: course.course.id },
    credentials,
  );
  expect(response.errors).toBeUndefined();
  return response.data!.lectures;
}

describe('GET /media/lectures/:lectureId (local disk)', () => {
  it('gives every lecture a stable URL without a signature or an expiry', async () => {
    const [first, second] = await lectureUrls(subscriber);
    expect(first!.videoUrl).toBe(`/media/lectures/${first!.id}`);
    expect(second!.videoUrl).toBe(`/media/lectures/${second!.id}`);
    expect(await lectureUrls(admin)).toEqual([first, second]);
  });

  it('streams the video to an active subscriber (Bearer) with Range, validators and a private, revalidated cache', async () => {
    const [first] = course.lectures;
    const whole = await media(`/media/lectures/${first!.id}`, subscriber);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('private, no-cache');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-security-policy')).toContain('sandbox');
    expect(whole.headers.get('last-modified')).toBeTruthy();
    const etag = whole.headers.get('etag')!;
    expect(etag).toMatch(/^"[\da-f]+-[\da-f]+"$/);
    const body = await bytes(whole);
    expect(body.length).toBe(first!.videoBytes);

    const part = await media(`/media/lectures/${first!.id}`, subscriber, { range: 'bytes=4-7' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${first!.videoBytes}`);
    expect((await bytes(part)).toString('latin1')).toBe('ftyp');

    const tail = await media(`/media/lectures/${first!.id}`, subscriber, { range: 'bytes=1000-' });
    expect(tail.status).toBe(206);
    expect((await bytes(tail)).equals(body.subarray(1000))).toBe(true);

    const beyond = await media(`/media/lectures/${first!.id}`, subscriber, { range: `bytes=${body.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${body.length}`);

    // A stale If-Range: the whole file, not a range of bytes that may have changed.
    const changed = await media(`/media/lectures/${first!.id}`, subscriber, { range: 'bytes=4-7', 'if-range': '"x"' });
    expect(changed.status).toBe(200);
    expect((await bytes(changed)).length).toBe(body.length);

    const revalidated = await conditionalGet(`/media/lectures/${first!.id}`, {
      ...authHeaders(subscriber),
      'if-none-match': etag,
    });
    expect(revalidated).toEqual({ status: 304, body: '' });
  });

  it('answers HEAD with the length and no body', async () => {
    const [first] = course.lectures;
    const head = await fetch(`${app.url}/media/lectures/${first!.id}`, { method: 'HEAD', headers: authHeaders(admin) });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(first!.videoBytes));
  });

  it('accepts the session cookie, as a <video> element sends it, and serves an ADMIN', async () => {
    const [, second] = course.lectures;
    const cookie = `${sessionCookieName(app.config)}=${subscriber.token}`;
    const byCookie = await media(`/media/lectures/${second!.id}`, { cookie }, { range: 'bytes=0-3' });
    expect(byCookie.status).toBe(206);
    const byAdmin = await media(`/media/lectures/${second!.id}`, admin, { range: 'bytes=0-3' });
    expect(byAdmin.status).toBe(206);
  });

  it('keeps working long after VIDEO_URL_TTL_SECONDS: the URL a player was given never dies', async () => {
    const [first] = await lectureUrls(subscriber);
    clock.advance(6 * HOUR_MS);
    const later = await media(first!.videoUrl, subscriber, { range: 'bytes=4-7' });
    expect(later.status).toBe(206);
    expect((await bytes(later)).toString('latin1')).toBe('ftyp');
    expect((await lectureUrls(subscriber))[0]).toEqual(first);
  });

  it.each([
    ['anonymous', () => undefined, 401, 'Please log in to continue'],
    ['a USER without a subscription', () => learner, 403, WATCH_DENIED_MESSAGE],
  ])('refuses %s with %i and a JSON message', async (_case, credentials, status, message) => {
    const response = await media(`/media/lectures/${course.lectures[0]!.id}`, credentials());
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ success: false, message });
  });

  it('refuses an invalid Bearer token with 401, and treats a stale cookie as no session', async () => {
    const path = `/media/lectures/${course.lectures[0]!.id}`;
    expect((await media(path, { token: 'not-a-token' })).status).toBe(401);
    expect((await media(path, { cookie: `${sessionCookieName(app.config)}=not-a-token` })).status).toBe(401);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 for the lecture %j, to those allowed to watch', async (id) => {
    const response = await media(`/media/lectures/${id}`, admin);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: 'Lecture not found' });
    // Nobody else learns whether it exists.
    expect((await media(`/media/lectures/${id}`, learner)).status).toBe(403);
  });

  it('answers 404 once the lecture is deleted, even right after it was played', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const path = `/media/lectures/${lectures[0]!.id}`;
    expect((await media(path, subscriber, { range: 'bytes=0-3' })).status).toBe(206);
    const deleted = await gql(
      app,
      'mutation D($courseId: ID!, $lectureId: ID!) { deleteLecture(courseId: $courseId, lectureId: $lectureId) { success } }',
      { courseId: lectures[0]!.course.id, lectureId: lectures[0]!.id },
      admin,
    );
    expect(deleted.errors).toBeUndefined();
    // The deletion's notification drops the cached READY row a few milliseconds after the commit, in this process as
    // on any replica (docs/video.md, Media authorization cache); the file itself goes later, from a job.
    await expect.poll(async () => (await media(path, subscriber, { range: 'bytes=0-3' })).status, POLL).toBe(404);
    const gone = await media(path, subscriber, { range: 'bytes=0-3' });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ success: false });
  });

  it('stops playback once the subscription is cancelled, on the same URL and session', async () => {
    const { token } = await createUser(app, { emailVerified: true });
    await subscribeInTestMode(app, token);
    const [first] = await lectureUrls({ token });
    expect((await media(first!.videoUrl, { token }, { range: 'bytes=0-3' })).status).toBe(206);

    const cancelled = await gql(app, ops.cancelSubscription, {}, { token });
    expect(cancelled.errors).toBeUndefined();

    // On PostgreSQL the cancellation's notification reaches this process's media cache a few milliseconds after the
    // commit (docs/video.md, Media authorization cache; the bench measures how soon): the next requests are refused.
    await expect
      .poll(async () => (await media(first!.videoUrl, { token }, { range: 'bytes=0-3' })).status, POLL)
      .toBe(403);
    const after = await media(first!.videoUrl, { token }, { range: 'bytes=0-3' });
    expect(await after.json()).toMatchObject({ success: false, message: WATCH_DENIED_MESSAGE });
  });

  it('gives REST clients a URL relative to the API origin, which works for a client that never refetches', async () => {
    const rest = restClient(app);
    const response = await rest.get(`/courses/${course.course.id}`, { token: subscriber.token });
    expect(response.status).toBe(200);
    const [first] = response.body.lectures;
    // Relative: a client on another origin that proxies /api and /media plays it through its own origin.
    expect(first.lecture.secure_url).toBe(`/media/lectures/${first._id}`);
    const video = await media(first.lecture.secure_url, subscriber, { range: 'bytes=4-7' });
    expect(video.status).toBe(206);
  });
});

describe('GET /media/images/<key>', () => {
  it('gives thumbnails a stable URL: the same answer hours later, served to anyone with validators, immutable', async () => {
    const thumbnailOf = async () =>
      (
        await gql<{ courses: { edges: { node: { id: string; thumbnailUrl: string } }[] } }>(app, CATALOGUE)
      ).data!.courses.edges.find(({ node }) => node.id === course.course.id)!.node.thumbnailUrl;
    const url = await thumbnailOf();
    expect(url).toBe(`/media/images/${course.course.thumbnailKey}`);
    clock.advance(30 * 24 * HOUR_MS);
    expect(await thumbnailOf()).toBe(url);

    const image = await media(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('last-modified')).toBeTruthy();
    expect((await bytes(image)).equals(PNG_1PX)).toBe(true);

    const revalidated = await conditionalGet(url, { 'if-none-match': image.headers.get('etag')! });
    expect(revalidated).toEqual({ status: 304, body: '' });
    const sinceModified = await conditionalGet(url, { 'if-modified-since': image.headers.get('last-modified')! });
    expect(sinceModified.status).toBe(304);
  });

  it('gives avatars a stable URL that a client keeping the user object for weeks can still load', async () => {
    const { token } = await createUser(app);
    await editProfile(app, token, 'Ada Lovelace');
    const avatarOf = async () =>
      (await gql<{ me: { avatarUrl: string } }>(app, 'query { me { avatarUrl } }', {}, { token })).data!.me.avatarUrl;
    const url = await avatarOf();
    expect(url).toMatch(/^\/media\/images\/avatars\/[\da-f-]+\.png$/);
    clock.advance(3 * 24 * HOUR_MS);
    expect(await avatarOf()).toBe(url);
    const image = await media(url);
    expect(image.status).toBe(200);
    expect((await bytes(image)).equals(PNG_1PX)).toBe(true);
  });

  it.each([
    ['a lecture video, even to its subscriber', () => `/media/images/${course.lectures[0]!.videoKey}`],
    ['a key outside the image folders', () => '/media/images/lectures/x.png'],
    ['a key that climbs out of its folder', () => '/media/images/thumbnails/..%2Flectures%2Fx.png'],
    ['a nested key', () => `/media/images/thumbnails/x/${course.course.thumbnailKey.split('/')[1]}`],
    ['a missing image', () => `/media/images/thumbnails/${UNKNOWN_ID}.png`],
  ])('answers 404 for %s', async (_case, path) => {
    const response = await media(path(), subscriber);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });
});
