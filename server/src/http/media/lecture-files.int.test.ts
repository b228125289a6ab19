import { parseText } from 'media-captions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { workDomainEvents } from '../../../test/domain-event-worker';
import { gql } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import type { TestApp } from '../../../test/harness';
import { POLL } from '../../../test/poll';
import {
  type MediaCredentials,
  makeLectureReady,
  mediaGet,
  type ReadyLectureApp,
  startWithReadyLecture,
  type TranscodedSource,
} from '../../../test/ready-lecture';
import { sessionCookieName } from '../session-cookie';

let ready: ReadyLectureApp;
let app: TestApp;
let source: TranscodedSource;
let admin: { token: string };
let learner: { token: string };
let subscriber: { token: string };
let courseId: string;
let lectureId: string;
let version: string;

beforeAll(async () => {
  ready = await startWithReadyLecture();
  ({ app, source, admin, learner, subscriber, courseId, lectureId, version } = ready);
  await workDomainEvents(app);
}, bound(120_000));
afterAll(() => ready?.close());

const get = (url: string, credentials: MediaCredentials = {}) => mediaGet(app, url, credentials);

const LECTURES = /* GraphQL */ `
  query Lectures($courseId: ID!) { lectures(courseId: $courseId) { id storyboardUrl } }`;

async function storyboardUrlOf(id: string) {
  const response = await gql<{ lectures: { id: string; storyboardUrl: string | null }[] }>(
    app,
    LECTURES,
    { courseId },
    subscriber,
  );
  expect(response.errors).toBeUndefined();
  return response.data?.lectures.find((lecture) => lecture.id === id)?.storyboardUrl;
}

const trackPath = () => `/media/lectures/${lectureId}/storyboard/${version}/storyboard.vtt`;
const spritePath = () => `/media/lectures/${lectureId}/storyboard/${version}/storyboard.jpg`;

describe('GET /media/lectures/:id/storyboard/:version/storyboard.(vtt|jpg)', () => {
  it('gives Lecture.storyboardUrl, a thumbnails track whose cues resolve to the sprite as a player resolves them', async () => {
    const url = await storyboardUrlOf(lectureId);
    expect(url).toBe(trackPath());
    const cookie = `${sessionCookieName(app.config)}=${subscriber.token}`;
    // A <track> sends the session cookie, as the <video> does.
    const track = await get(url!, { cookie });
    expect(track.status).toBe(200);
    expect(track.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(track.headers.get('cache-control')).toBe('private, max-age=86400');
    const { cues, errors } = await parseText(await track.text(), { strict: true });
    expect(errors).toEqual([]);
    // The 3 s source: one tile covering it whole.
    expect(cues.map((cue) => [cue.startTime, cue.text])).toEqual([[0, 'storyboard.jpg#xywh=0,0,160,90']]);
    expect(cues[0]!.endTime).toBeCloseTo(source.result.durationSeconds, 2);

    // media-chrome resolves a cue against the track element's src: the sprite is in the same folder, same rules.
    const sprite = new URL(cues[0]!.text, new URL(url!, app.url));
    expect(sprite.pathname).toBe(spritePath());
    expect(sprite.hash).toBe('#xywh=0,0,160,90');
    const image = await get(sprite.pathname, { cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('follows the lecture rule: 401 anonymous, 403 without a subscription, 200 for a subscriber and an ADMIN', async () => {
    for (const file of [trackPath(), spritePath()]) {
      expect((await get(file)).status).toBe(401);
      expect((await get(file, learner)).status).toBe(403);
      expect((await get(file, subscriber)).status).toBe(200);
      expect((await get(file, admin)).status).toBe(200);
    }
    // Nobody without a subscription is even told the URL.
    const denied = await gql(app, LECTURES, { courseId }, learner);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(denied.data?.lectures ?? null).toBeNull();
  });

  it('answers 404 for another processing attempt, another file, and a lecture transcoded before storyboards', async () => {
    const other = `/media/lectures/${lectureId}/storyboard/00000000-0000-4000-8000-000000000000/storyboard.vtt`;
    expect((await get(other, subscriber)).status).toBe(404);
    expect((await get(`/media/lectures/${lectureId}/storyboard/${version}/poster.jpg`, subscriber)).status).toBe(404);

    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const older = lectures[0]!.id;
    const made = await makeLectureReady(app, older, source);
    await app.orm.em.fork().execute('update lectures set storyboard = null where id = ?', [older]);
    const olderTrack = `/media/lectures/${older}/storyboard/${made.version}/storyboard.vtt`;
    // The processing attempt's poster and video play on; the seek bar simply has no previews.
    await expect.poll(async () => (await get(olderTrack, subscriber)).status, POLL).toBe(404);
    expect((await get(`/media/lectures/${older}/poster.jpg`, subscriber)).status).toBe(200);
    const response = await gql<{ lectures: { id: string; storyboardUrl: string | null }[] }>(
      app,
      LECTURES,
      { courseId: lectures[0]!.course.id },
      subscriber,
    );
    expect(response.data?.lectures).toEqual([{ id: older, storyboardUrl: null }]);
  });

  it('plays a free preview’s storyboard for anyone, signed in or not', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const preview = lectures[0]!.id;
    const made = await makeLectureReady(app, preview, source);
    await app.orm.em.fork().execute('update lectures set free_preview = true where id = ?', [preview]);
    const track = `/media/lectures/${preview}/storyboard/${made.version}/storyboard.vtt`;
    expect((await get(track)).status).toBe(200);
    expect((await get(track, learner)).status).toBe(200);
  });

  it("is deleted with its lecture: the files go with the lecture's outputs", async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const doomed = lectures[0]!.id;
    const { prefix } = await makeLectureReady(app, doomed, source);
    const keys = [`${prefix}storyboard.jpg`, `${prefix}storyboard.vtt`];
    for (const key of keys) expect(await app.deps.storage.exists(key)).toBe(true);
    const deleted = await gql(
      app,
      'mutation D($courseId: ID!, $lectureId: ID!) { deleteLecture(courseId: $courseId, lectureId: $lectureId) { success } }',
      { courseId: course.id, lectureId: doomed },
      admin,
    );
    expect(deleted.errors).toBeUndefined();
    // Removed once lecture.deleted's subscriber ran after the commit (from the job queue, polled: a wait).
    const left = async () => (await Promise.all(keys.map((key) => app.deps.storage.exists(key)))).filter(Boolean);
    await expect.poll(left, POLL).toEqual([]);
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
    const processing = (await createCourse(app, {}, { lectures: 1, status: 'PROCESSING' })).lectures[0]!;
    expect((await get(`/media/lectures/${processing.id}/poster.jpg`, admin)).status).toBe(404);
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
