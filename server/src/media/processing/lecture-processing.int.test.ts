import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { DEMO_MP4, mp4OfSize } from '../../../test/fixtures/videos';
import { errorCode, gql, gqlUpload } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import type { LectureView } from '../../catalog/lecture/lecture-listing.service';
import { QUEUES } from '../../jobs/job-queue';

// A private os.tmpdir(): each transcode attempt works in a folder of its own there and removes it when it ends.
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'lecture-processing-tmp-'));
process.env.TMPDIR = tempDir;

const ADD = /* GraphQL */ `
  mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
    addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id status processingProgress } }
  }`;
const LECTURES = /* GraphQL */ `
  query Lectures($courseId: ID!) {
    lectures(courseId: $courseId) {
      id status processingProgress failureReason renditionsPending renditionsFailureReason durationSeconds posterUrl
      storyboardUrl hlsUrl videoUrl contentType
    }
  }`;
const COURSE = /* GraphQL */ `
  query Course($id: ID!) { course(id: $id) { numberOfLectures totalDurationSeconds } }`;
const RETRY = /* GraphQL */ `
  mutation Retry($lectureId: ID!) { retryLectureProcessing(lectureId: $lectureId) { id status processingProgress } }`;
const DELETE_LECTURE = /* GraphQL */ `
  mutation DeleteLecture($courseId: ID!, $lectureId: ID!) {
    deleteLecture(courseId: $courseId, lectureId: $lectureId) { success }
  }`;
const DELETE_COURSE = /* GraphQL */ `
  mutation DeleteCourse($id: ID!) { deleteCourse(id: $id) { success } }`;

/** A lecture's processing, as the lectures query answers it. */
type LectureState = Pick<
  LectureView,
  | 'id'
  | 'status'
  | 'processingProgress'
  | 'failureReason'
  | 'renditionsPending'
  | 'renditionsFailureReason'
  | 'durationSeconds'
  | 'posterUrl'
  | 'storyboardUrl'
  | 'hlsUrl'
  | 'videoUrl'
  | 'contentType'
>;

/** The demo lecture's length (ffprobe: 6.000000 s). */
const DEMO_SECONDS = 6;

let app: TestApp;
let admin: { token: string };
let subscriber: { token: string };
/** A 1080p source long enough (a ladder of three renditions) to be deleted while its ladder is encoded. */
let longVideo: Buffer;

beforeAll(async () => {
  app = await startTestApp({}, { workers: true });
  admin = await createUser(app, { role: 'ADMIN' });
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
  const source = path.join(mkdtempSync(path.join(os.tmpdir(), 'long-source-')), 'long.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=12'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=12'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
  ]);
  longVideo = readFileSync(source);
  await rm(path.dirname(source), { recursive: true, force: true });
});
afterAll(async () => {
  await app.close();
  await rm(tempDir, { recursive: true, force: true });
});

const waitFor = (condition: () => Promise<boolean>, timeout = 90_000) =>
  vi.waitUntil(condition, { timeout, interval: 200 });

async function upload(courseId: string, content: Buffer, filename = 'lecture.mp4') {
  const response = await gqlUpload<{ addLecture: { lecture: { id: string; status: string } } }>(
    app,
    ADD,
    { courseId, input: { title: 'Streams', description: 'How streams flow.' }, video: null },
    [{ path: 'variables.video', filename, content }],
    admin,
  );
  // Once seen under a heavy load: an answer with neither data nor errors, so not GraphQL's; its status says whose.
  expect(response.status).toBe(200);
  expect(response.errors).toBeUndefined();
  return response.data!.addLecture.lecture;
}

async function lecturesFor(courseId: string, viewer: { token: string }) {
  const response = await gql<{ lectures: LectureState[] }>(app, LECTURES, { courseId }, viewer);
  expect(response.errors).toBeUndefined();
  return response.data!.lectures;
}

async function stateOf(courseId: string, lectureId: string) {
  return (await lecturesFor(courseId, admin)).find((lecture) => lecture.id === lectureId);
}

/** Once processing ended: FAILED, or READY with the whole ladder (or the ladder's failure). */
async function settled(courseId: string, lectureId: string) {
  let state: LectureState | undefined;
  await waitFor(async () => {
    state = await stateOf(courseId, lectureId);
    return state !== undefined && state.status !== 'PROCESSING' && !state.renditionsPending;
  });
  return state as LectureState;
}

/** Every file stored under a lecture's outputs folder, by path within it. */
const outputFiles = (lectureId: string) => outputFilesOf(app, lectureId);

async function outputFilesOf(on: TestApp, lectureId: string) {
  const dir = path.join(on.config.uploadsDir, 'lectures', lectureId);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const originalExists = async (videoKey: string) => app.deps.storage.exists(videoKey);
/** Whether lecture.deleted's subscriber that removes the lecture's files has run to its end (its job completed). */
const filesRemovedFor = async (lectureId: string) => {
  const [row] = await app.orm.em
    .fork()
    .execute<{ count: string }[]>(
      "select count(*) from pgboss.job where name = ? and state = 'completed' and data->>'subscriber' = 'lecture.remove-files' and data->'data'->>'lectureId' = ?",
      [QUEUES.domainEvent, lectureId],
    );
  return Number(row?.count ?? 0) > 0;
};
/** The transcode attempts at work (each has a folder in os.tmpdir() until it ends). */
const attemptsAtWork = async () =>
  (await readdir(tempDir)).filter((name) => name.startsWith('coursehub-transcode-')).length;

/** The lecture's ladder jobs a worker holds now. */
const ladderJobsActive = async (lectureId: string) => {
  const [row] = await app.orm.em
    .fork()
    .execute<{ count: string }[]>(
      "select count(*) from pgboss.job where name = ? and state = 'active' and data->>'lectureId' = ?",
      [QUEUES.lectureLadder, lectureId],
    );
  return Number(row?.count ?? 0);
};

// Each test waits on real ffmpeg runs, which CI shares two cores with the browser journeys' own transcodes.
describe('lecture processing on the job queue', { timeout: bound(120_000) }, () => {
  it('transcodes an upload into its ladder, progressive MP4 and poster, then shows it to learners', async () => {
    const { course } = await createCourse(app);
    const added = await upload(course.id, DEMO_MP4);
    expect(added.status).toBe('PROCESSING');

    const ready = await settled(course.id, added.id);
    expect(ready).toMatchObject({
      status: 'READY',
      processingProgress: null,
      failureReason: null,
      renditionsPending: false,
      renditionsFailureReason: null,
      hlsUrl: `/media/lectures/${added.id}/hls.m3u8`,
      videoUrl: `/media/lectures/${added.id}`,
      contentType: 'video/mp4',
    });
    expect(Math.abs((ready.durationSeconds ?? 0) - DEMO_SECONDS)).toBeLessThanOrEqual(0.2);
    const row = await app.orm.em.fork().findOneOrFail(Lecture, added.id);
    expect(ready.posterUrl).toBe(`/media/lectures/${added.id}/poster.jpg?v=${row.processingVersion}`);
    expect(ready.storyboardUrl).toBe(`/media/lectures/${added.id}/storyboard/${row.processingVersion}/storyboard.vtt`);
    // The 6 s demo: two tiles of 160x90, a frame at 0 and at 5 s.
    expect(row.storyboard).toMatchObject({ intervalSeconds: 5, count: 2, columns: 2, rows: 1, tileWidth: 160 });
    expect(row.processingProgress).toBe(100);

    // The 320x180 demo gets one rendition at its own size; every output is stored under this attempt's version.
    expect(row.renditions?.map((rendition) => [rendition.width, rendition.height])).toEqual([[320, 180]]);
    const version = row.processingVersion;
    const files = await outputFiles(added.id);
    // The first rendition (the H.264/AAC demo copied into HLS, its picture and its sound apart) stays until its
    // purge, due once no URL handed out with it is valid.
    const purges = await app.orm.em
      .fork()
      .execute<{ data: { keys?: string[] } }[]>(`select data from pgboss.job where name = 'storage.purge'`);
    const firstRendition = ['remux.m3u8', 'remux.mp4', 'remux-audio.m3u8', 'remux-audio.mp4'].map(
      (file) => `lectures/${added.id}/${version}/${file}`,
    );
    expect(purges.map((job) => job.data.keys)).toContainEqual(firstRendition);
    // The ladder's sound is a rendition of its own beside the video-only rungs.
    expect(row.audioRendition).toMatchObject({ name: 'audio', codecs: 'mp4a.40.2' });
    expect(files).toEqual(
      [
        ...firstRendition,
        ...[...(row.renditions ?? []), row.audioRendition!].flatMap((rendition) => [
          rendition.playlistKey,
          rendition.mediaKey,
        ]),
        row.progressiveKey as string,
        row.posterKey as string,
        row.storyboard?.spriteKey as string,
        row.storyboard?.vttKey as string,
      ]
        .map((key) => key.replace(`lectures/${added.id}/`, ''))
        .sort(),
    );
    expect(files.every((file) => file.startsWith(`${version}/`))).toBe(true);

    // videoUrl now plays the progressive MP4, its index at the front.
    const video = await fetch(`${app.url}${ready.videoUrl}`, {
      headers: { authorization: `Bearer ${subscriber.token}` },
    });
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await video.arrayBuffer());
    expect(bytes.equals(DEMO_MP4)).toBe(false);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));

    expect((await lecturesFor(course.id, subscriber)).map((lecture) => lecture.id)).toEqual([added.id]);
    const totals = await gql<{ course: { numberOfLectures: number; totalDurationSeconds: number } }>(app, COURSE, {
      id: course.id,
    });
    expect(totals.data?.course.numberOfLectures).toBe(1);
    expect(Math.abs((totals.data?.course.totalDurationSeconds ?? 0) - DEMO_SECONDS)).toBeLessThanOrEqual(0.2);

    const rest = await fetch(`${app.url}/api/v1/courses/${course.id}`, {
      headers: { authorization: `Bearer ${subscriber.token}` },
    });
    const [restLecture] = ((await rest.json()) as { lectures: { lecture: { duration: number; status: string } }[] })
      .lectures;
    expect(restLecture?.lecture.status).toBe('READY');
    expect(Math.abs((restLecture?.lecture.duration ?? 0) - DEMO_SECONDS)).toBeLessThanOrEqual(0.2);

    // Done is done: only a FAILED lecture is processed again.
    expect(errorCode(await gql(app, RETRY, { lectureId: added.id }, admin))).toBe('CONFLICT');
    // The attempt removes its work folder after publishing, so READY may be seen a moment before it is gone.
    await waitFor(async () => (await attemptsAtWork()) === 0, 10_000);
  });

  it('ends a file that is no video FAILED with the reason, and processes it again on retry', async () => {
    const { course } = await createCourse(app);
    // Typed MP4 by its first bytes (so the upload is accepted), then nothing a decoder can read.
    const added = await upload(course.id, mp4OfSize(64 * 1024), 'broken.mp4');
    const failed = await settled(course.id, added.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.failureReason).toEqual(expect.any(String));
    expect(failed.failureReason).not.toBe('');
    expect(failed).toMatchObject({ processingProgress: null, durationSeconds: null, hlsUrl: null, posterUrl: null });
    expect(failed.storyboardUrl).toBeNull();
    expect(await lecturesFor(course.id, subscriber)).toEqual([]);
    expect(await outputFiles(added.id)).toEqual([]);

    const retried = await gql<{ retryLectureProcessing: { status: string; processingProgress: number } }>(
      app,
      RETRY,
      { lectureId: added.id },
      admin,
    );
    expect(retried.data?.retryLectureProcessing).toMatchObject({ status: 'PROCESSING', processingProgress: 0 });
    const again = await settled(course.id, added.id);
    expect(again).toMatchObject({ status: 'FAILED', failureReason: failed.failureReason });
  });

  it('retries a FAILED lecture into READY with one set of outputs, the new attempt’s', async () => {
    const { course } = await createCourse(app);
    const added = await upload(course.id, DEMO_MP4);
    expect((await settled(course.id, added.id)).status).toBe('READY');
    const first = await app.orm.em.fork().findOneOrFail(Lecture, added.id);
    // As a failed outcome leaves it: the outputs of its attempt still stored.
    await app.orm.em
      .fork()
      .execute(`update lectures set status = 'FAILED', failure_reason = 'Storage refused the upload' where id = ?`, [
        added.id,
      ]);

    const retried = await gql(app, RETRY, { lectureId: added.id }, admin);
    expect(retried.errors).toBeUndefined();
    expect((await settled(course.id, added.id)).status).toBe('READY');
    const second = await app.orm.em.fork().findOneOrFail(Lecture, added.id);
    expect(second.processingVersion).not.toBe(first.processingVersion);
    const files = await outputFiles(added.id);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.startsWith(`${second.processingVersion}/`))).toBe(true);
  });

  it.each([
    ['the lecture', (courseId: string, lectureId: string) => gql(app, DELETE_LECTURE, { courseId, lectureId }, admin)],
    ['its course', (courseId: string) => gql(app, DELETE_COURSE, { id: courseId }, admin)],
  ])('deleting %s while its ladder is encoded stops the job and leaves no file', async (_case, remove) => {
    const { course } = await createCourse(app);
    const added = await upload(course.id, longVideo, 'long.mp4');
    const { videoKey } = await app.orm.em.fork().findOneOrFail(Lecture, added.id);
    // The source plays as it is, so its first rendition is a copy made in a moment: the long work, the one a delete
    // interrupts, is the ladder behind it. Under way: its job is active and its attempt has a folder.
    await waitFor(async () => (await ladderJobsActive(added.id)) > 0 && (await attemptsAtWork()) > 0);
    expect((await stateOf(course.id, added.id))?.status).toBe('READY');

    const response = await remove(course.id, added.id);
    expect(response.errors).toBeUndefined();
    // The cancelled attempt ends (ffmpeg killed, its folder removed); whatever it stored is gone.
    await waitFor(async () => (await attemptsAtWork()) === 0);
    // lecture.deleted's subscriber, after the commit, removes the original and what the attempt stored.
    await waitFor(() => filesRemovedFor(added.id));
    expect(await originalExists(videoKey)).toBe(false);
    expect(await outputFiles(added.id)).toEqual([]);
    expect(await app.orm.em.fork().count(Lecture, { id: added.id })).toBe(0);
  });
});

/**
 * On an app of its own (other settings): an ADMIN's new course gets the demo lecture, whose processing is waited out.
 * Returns the lecture's state once it is no longer PROCESSING, and the ADMIN's token.
 */
async function demoLectureSettled(on: TestApp) {
  const { course } = await createCourse(on);
  const { token } = await createUser(on, { role: 'ADMIN' });
  const response = await gqlUpload<{ addLecture: { lecture: { id: string } } }>(
    on,
    ADD,
    { courseId: course.id, input: { title: 'Streams', description: 'How streams flow.' }, video: null },
    [{ path: 'variables.video', filename: 'lecture.mp4', content: DEMO_MP4 }],
    { token },
  );
  const lectureId = response.data!.addLecture.lecture.id;
  let state: LectureState | undefined;
  await waitFor(async () => {
    const listed = await gql<{ lectures: LectureState[] }>(on, LECTURES, { courseId: course.id }, { token });
    state = listed.data?.lectures.find((lecture) => lecture.id === lectureId);
    return state !== undefined && state.status !== 'PROCESSING' && !state.renditionsPending;
  });
  return { lectureId, state: state!, token };
}

describe('a transcode that keeps failing', () => {
  let broken: TestApp;
  beforeAll(async () => {
    // No ffmpeg where the configuration says: the machine's fault, not the file's, so every attempt is retried.
    broken = await startTestApp({ FFMPEG_PATH: path.join(tempDir, 'no-such-ffmpeg') }, { workers: true });
  });
  afterAll(() => broken.close());

  it('ends FAILED with the last attempt’s reason once the queue’s retries are spent', async () => {
    const { lectureId, state } = await demoLectureSettled(broken);
    expect(state.status).toBe('FAILED');
    expect(state.failureReason).toMatch(/FFMPEG_PATH is .*no-such-ffmpeg, which does not run as ffmpeg/);
    expect(await outputFilesOf(broken, lectureId)).toEqual([]);
  });
});

describe('lecture processing with MEDIA_AV1', () => {
  let withAv1: TestApp;
  beforeAll(async () => {
    withAv1 = await startTestApp({ MEDIA_AV1: 'true' }, { workers: true });
  });
  afterAll(() => withAv1.close());

  it('publishes an AV1 twin of every rung in the master playlist, each variant served', {
    timeout: bound(120_000),
  }, async () => {
    const { state, token } = await demoLectureSettled(withAv1);
    expect(state.status).toBe('READY');

    const authorization = { authorization: `Bearer ${token}` };
    const master = await (await fetch(`${withAv1.url}${state.hlsUrl}`, { headers: authorization })).text();
    const variants = master
      .split('\n')
      .flatMap((line, index, lines) =>
        line.startsWith('#EXT-X-STREAM-INF:') ? [{ info: line, uri: lines[index + 1]! }] : [],
      );
    // The 320x180 demo: one rung at its own size, in H.264 and in AV1.
    expect(variants.map(({ info }) => /CODECS="([^.]+)[^"]*",RESOLUTION=(\S+?),/.exec(info)?.slice(1))).toEqual(
      expect.arrayContaining([
        ['av01', '320x180'],
        ['avc1', '320x180'],
      ]),
    );
    expect(variants).toHaveLength(2);
    expect(master).toMatch(/CODECS="av01\.0\.\d{2}M\.08,mp4a\.40\.2"/);
    for (const { uri } of variants) {
      const base = new URL(state.hlsUrl!, withAv1.url);
      const variant = await fetch(new URL(uri, base), { headers: authorization });
      expect(variant.status).toBe(200);
      expect(await variant.text()).toContain('#EXT-X-ENDLIST');
    }
  });
});
