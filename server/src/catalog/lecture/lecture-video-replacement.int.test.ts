import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { childProcessesNamed } from '../../../test/fixtures/media-sources';
import { DEMO_MP4 } from '../../../test/fixtures/videos';
import { gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { lectureOps } from '../../../test/lecture-fixtures';
import { QUEUES } from '../../jobs/job-queue';
import { purgeStoragePrefixJob } from '../../media/processing/lecture-storage-purge.job';
import { Lecture } from './lecture.entity';
import { lectureOutputPrefix } from './lecture-renditions';
import { replacedOutputsPurgeSeconds } from './lecture-video-replacement';

describe('replacing a lecture video, transcoded by the workers', () => {
  const STATES = /* GraphQL */ `
    query LectureStates($courseId: ID!) {
      lectures(courseId: $courseId) { id title status processingProgress durationSeconds failureReason }
    }`;
  interface LectureState {
    id: string;
    title: string;
    status: string;
    processingProgress: number | null;
    durationSeconds: number | null;
    failureReason: string | null;
  }
  /** Where the generated sources are written. */
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'lecture-editing-sources-'));
  let worked: TestApp;
  let owner: { token: string };
  let subscriber: { token: string };
  /** 3 s, told apart from the 6 s demo lecture by its duration. */
  let shortVideo: Buffer;
  /**
   * Long and large enough to be replaced while it is transcoded, and not H.264: its first playable rendition is an
   * encode, not a moment's remux, so the ffmpeg found running is the transcode's, before the lecture is READY.
   */
  let longVideo: Buffer;

  const generate = (
    name: string,
    size: string,
    seconds: number,
    video = ['-c:v', 'libx264', '-preset', 'ultrafast'],
  ) => {
    const file = path.join(tempDir, name);
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
      ...[...video, '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
    ]);
    return readFileSync(file);
  };

  beforeAll(async () => {
    worked = await startTestApp({}, { workers: true });
    owner = await createUser(worked, { role: 'ADMIN' });
    subscriber = await createUser(worked, { subscriptionStatus: 'active' });
    shortVideo = generate('short.mp4', '320x180', 3);
    longVideo = generate('long.mp4', '1920x1080', 12, ['-c:v', 'mpeg4', '-q:v', '5']);
  });
  afterAll(async () => {
    await worked.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  const resume = (pid: number) => {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // Gone already: killed by the cancellation.
    }
  };

  /** Real transcodes by the workers: a test here waits up to this long for each of two, and is given that long. */
  const TRANSCODE_WAIT_MS = 90_000;
  const waitFor = (condition: () => Promise<boolean>, timeout = TRANSCODE_WAIT_MS) =>
    vi.waitUntil(condition, { timeout, interval: 200 });
  async function statesFor(courseId: string, viewer: { token: string }) {
    const response = await gql<{ lectures: LectureState[] }>(worked, STATES, { courseId }, viewer);
    expect(response.errors).toBeUndefined();
    return response.data?.lectures ?? [];
  }
  async function settled(courseId: string, lectureId: string) {
    let state: LectureState | undefined;
    await waitFor(async () => {
      state = (await statesFor(courseId, owner)).find((lecture) => lecture.id === lectureId);
      return state?.status !== 'PROCESSING';
    });
    return state as LectureState;
  }
  async function upload(courseId: string, content: Buffer) {
    const response = await gqlUpload<{ addLecture: { lecture: { id: string } } }>(
      worked,
      lectureOps.add,
      { courseId, input: { title: 'Streams', description: 'How streams flow.' }, video: null },
      [{ path: 'variables.video', filename: 'lecture.mp4', content }],
      owner,
    );
    expect(response.errors).toBeUndefined();
    return response.data?.addLecture.lecture.id as string;
  }
  const replace = (lectureId: string, content: Buffer) =>
    gqlUpload<{ updateLecture: Record<string, unknown> }>(
      worked,
      lectureOps.update,
      { lectureId, input: { title: 'Streams, redone', description: 'Shorter.' }, video: null },
      [{ path: 'variables.video', filename: 'replacement.mp4', content }],
      owner,
    );
  const rowOf = (lectureId: string) => worked.orm.em.fork().findOneOrFail(Lecture, lectureId);
  /** Every file under a lecture's outputs folder, by path within it. */
  async function outputFiles(lectureId: string) {
    const dir = path.join(worked.config.uploadsDir, 'lectures', lectureId);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  }
  async function purgeScheduledIn(prefix: string) {
    const [job] = await worked.orm.em
      .fork()
      .execute<{ delay: string }[]>(
        `select extract(epoch from start_after - now()) as delay from pgboss.job where name = ? and data->>'prefix' = ?`,
        [QUEUES.storagePurge, prefix],
      );
    return job ? Number(job.delay) : null;
  }

  /** Whether the workers have no lecture job waiting or running (transcode, ladder, slides, captions). */
  async function lectureJobsIdle() {
    const [open] = await worked.orm.em
      .fork()
      .execute<{ count: number }[]>(
        `select count(*)::int as count from pgboss.job where name like 'lecture.%' and state in ('created', 'retry', 'active')`,
      );
    return open?.count === 0;
  }

  it(
    'processes the new video as a new upload, hidden from learners until READY; the old files go',
    async () => {
      const { course } = await createCourse(worked);
      const lectureId = await upload(course.id, DEMO_MP4);
      expect((await settled(course.id, lectureId)).status).toBe('READY');
      const old = await rowOf(lectureId);
      const oldOutputs = await outputFiles(lectureId);
      expect(oldOutputs.length).toBeGreaterThan(0);

      const replaced = await replace(lectureId, shortVideo);
      expect(replaced.errors).toBeUndefined();
      expect(replaced.data?.updateLecture).toMatchObject({
        id: lectureId,
        title: 'Streams, redone',
        description: 'Shorter.',
        position: 1,
        status: 'PROCESSING',
        processingProgress: 0,
        contentType: 'video/mp4',
      });
      // Until it is READY again, learners do not see it (nor the catalogue count it).
      expect(await statesFor(course.id, subscriber)).toEqual([]);
      const swapped = await rowOf(lectureId);
      expect(swapped.videoKey).not.toBe(old.videoKey);
      expect(swapped.videoBytes).toBe(shortVideo.length);
      expect(await worked.deps.storage.exists(swapped.videoKey)).toBe(true);
      expect(await worked.deps.storage.exists(old.videoKey)).toBe(false);
      // The old outputs stay for the URLs handed out before, and their purge is queued for when those are dead.
      const oldPrefix = lectureOutputPrefix(lectureId, old.processingVersion);
      const delay = await purgeScheduledIn(oldPrefix);
      const expected = replacedOutputsPurgeSeconds(worked.config);
      expect(delay).toBeGreaterThan(expected - 30);
      expect(delay).toBeLessThanOrEqual(expected);

      const ready = await settled(course.id, lectureId);
      expect(ready).toMatchObject({ status: 'READY', title: 'Streams, redone', failureReason: null });
      expect(Math.abs((ready.durationSeconds ?? 0) - 3)).toBeLessThanOrEqual(0.2);
      expect((await statesFor(course.id, subscriber)).map((lecture) => lecture.id)).toEqual([lectureId]);
      const published = await rowOf(lectureId);
      expect(published.processingVersion).not.toBe(old.processingVersion);
      const newOutputs = (await outputFiles(lectureId)).filter((file) => !oldOutputs.includes(file));
      expect(newOutputs.length).toBeGreaterThan(0);
      expect(newOutputs.every((file) => file.startsWith(`${published.processingVersion}/`))).toBe(true);

      // The purge, when it runs, removes the old outputs and only those.
      await purgeStoragePrefixJob(worked.deps)({
        id: randomUUID(),
        data: { prefix: oldPrefix },
        attempt: 0,
        signal: new AbortController().signal,
      });
      expect(await outputFiles(lectureId)).toEqual(newOutputs);
      const video = await fetch(`${worked.url}/media/lectures/${lectureId}`, {
        headers: { authorization: `Bearer ${subscriber.token}` },
      });
      expect(video.status).toBe(200);
      expect(Buffer.from(await video.arrayBuffer()).indexOf('moov')).toBeGreaterThan(0);
    },
    2 * TRANSCODE_WAIT_MS,
  );

  it(
    'stops a transcode still running on the old video and transcodes the new one',
    async () => {
      // An earlier test's ladder or slides may still run: their ffmpeg would be taken for this lecture's transcode.
      await waitFor(lectureJobsIdle);
      const { course } = await createCourse(worked);
      const lectureId = await upload(course.id, longVideo);
      // Under way: its ffmpeg runs (the workers run in this process). Frozen there, it is still running when the video
      // is replaced, however fast the machine: watching its progress instead missed a transcode done in a moment.
      await waitFor(async () => childProcessesNamed('ffmpeg').length > 0);
      const transcoding = childProcessesNamed('ffmpeg');
      for (const pid of transcoding) process.kill(pid, 'SIGSTOP');
      const running = await rowOf(lectureId);
      expect(running.status).toBe('PROCESSING');

      const replaced = await replace(lectureId, DEMO_MP4);
      // The replacement killed the frozen transcode (SIGKILL reaches a stopped process); any other ffmpeg goes on.
      for (const pid of transcoding) resume(pid);
      expect(replaced.errors).toBeUndefined();
      const ready = await settled(course.id, lectureId);
      expect(ready.status).toBe('READY');
      expect(Math.abs((ready.durationSeconds ?? 0) - 6)).toBeLessThanOrEqual(0.2);
      // The demo's one 320x180 rendition, not the long video's ladder of three.
      const published = await rowOf(lectureId);
      expect(published.renditions?.map((rendition) => rendition.height)).toEqual([180]);
      expect(await worked.deps.storage.exists(running.videoKey)).toBe(false);
      expect(await purgeScheduledIn(lectureOutputPrefix(lectureId, running.processingVersion))).not.toBeNull();
    },
    2 * TRANSCODE_WAIT_MS,
  );
});
