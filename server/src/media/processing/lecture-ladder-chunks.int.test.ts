import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gqlUpload } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import { lectureOps } from '../../../test/lecture-fixtures';
import { POLL } from '../../../test/poll';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { type Job, QUEUES } from '../../jobs/job-queue';
import type { ObjectStorage } from '../../storage/object-storage';
import { ffmpegPaths } from '../transcoder/ffmpeg-binary';
import { parseMediaPlaylist } from '../transcoder/master-playlist';
import { transcode } from '../transcoder/transcode';
import { encodeLadderJob, lectureLadderFailedJob } from './lecture-ladder.job';
import { chunkSetPrefix } from './lecture-ladder-attempt';
import { encodeLadderChunkJob, type LadderChunkJob, type LadderJoinJob } from './lecture-ladder-chunks.job';
import { joinLadderJob } from './lecture-ladder-join.job';
import { purgeStoragePrefixJob } from './lecture-storage-purge.job';
import { transcodeLectureJob } from './lecture-transcode.job';

/**
 * A ladder on the queue in chunks (docs/video.md#chunked-ladder), on a real database with real ffmpeg: 10 s of 180p
 * with a key frame every second, in chunks of 5 s, so the original splits in two at 5 s, a cut of the 2 s grid (1, 3,
 * 5, 7, 9), and the single run makes the same segments. Each job's handler is run here in turn, except where the
 * queue's own retry is what is tested.
 */
const run = promisify(execFile);
const CHUNK_SECONDS = 5;
const { ffmpeg, ffprobe } = ffmpegPaths();

let app: TestApp;
let admin: { token: string };
let dir: string;
let source: string;
let video: Buffer;

beforeAll(async () => {
  app = await startTestApp({ LADDER_CHUNK_SECONDS: String(CHUNK_SECONDS) });
  admin = await createUser(app, { role: 'ADMIN' });
  dir = await mkdtemp(path.join(tmpdir(), 'ladder-chunks-test-'));
  source = path.join(dir, 'source.mp4');
  await run(ffmpeg, [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30:duration=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=10'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
  ]);
  video = await readFile(source);
}, bound(60_000));

afterAll(async () => {
  await app.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const job = <T>(data: T, signal = new AbortController().signal): Job<T> => ({ id: 'test', data, attempt: 0, signal });

/** A lecture of the source, playable on its first rendition, its ladder's job queued. */
async function playable() {
  const { course } = await createCourse(app);
  const response = await gqlUpload<{ addLecture: { lecture: { id: string } } }>(
    app,
    lectureOps.add,
    { courseId: course.id, input: { title: 'Streams', description: 'How streams flow.' }, video: null },
    [{ path: 'variables.video', filename: 'lecture.mp4', content: video }],
    admin,
  );
  const lectureId = response.data!.addLecture.lecture.id;
  await transcodeLectureJob(app.deps)(job({ lectureId }));
  const { processingVersion: version } = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
  return { lectureId, version };
}

/** The data of a queue's jobs for one lecture, oldest first. */
async function queued<T>(queue: string, lectureId: string): Promise<T[]> {
  const rows = await app.orm.em
    .fork()
    .execute<{ data: T }[]>(
      `select data from pgboss.job where name = ? and data->>'lectureId' = ? order by created_on, data->'chunk'->'index'`,
      [queue, lectureId],
    );
  return rows.map((row) => row.data);
}

const chunkRows = (lectureId: string) =>
  app.orm.em
    .fork()
    .execute<{ position: number; attempts: number; done: boolean }[]>(
      'select position, attempts, done_at is not null as done from lecture_ladder_chunks where lecture_id = ? order by position',
      [lectureId],
    );

/** The files of one split's folder in the store (local disk). */
const chunkFiles = (data: LadderChunkJob) =>
  readdir(path.join(app.config.uploadsDir, chunkSetPrefix(data.lectureId, data.version, data.ladderId))).then(
    (names) => names.sort(),
    () => [] as string[],
  );

/** Segment durations of a playlist on disk, and the frames a decode through it gives. */
async function segmentsAndFrames(playlist: string) {
  const segments = parseMediaPlaylist(await readFile(playlist, 'utf8')).segments.map((each) => each.durationSeconds);
  const { stdout } = await run(ffprobe, [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', playlist],
  ]);
  return { segments, frames: Number(stdout.trim().split('\n')[0]) };
}

/** The app's storage, with `beforePut` run before each file is stored: a test's way into that moment of a job. */
const storageAround = (beforePut: (key: string) => Promise<void>) =>
  new Proxy(app.deps.storage, {
    get(target, name: keyof ObjectStorage) {
      const value: unknown = Reflect.get(target, name);
      if (name !== 'put') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: Parameters<ObjectStorage['put']>) => {
        await beforePut(args[0]);
        return target.put(...args);
      };
    },
  });

describe('a ladder encoded in chunks on the queue', { timeout: bound(180_000) }, () => {
  it('is split in two, each chunk encoded, joined and published with the renditions a single run makes', async () => {
    const { lectureId, version } = await playable();
    await encodeLadderJob(app.deps)(job({ lectureId, version }));
    const chunks = await queued<LadderChunkJob>(QUEUES.lectureLadderChunk, lectureId);
    expect(chunks.map((each) => each.chunk)).toEqual([
      { index: 0, startSeconds: 0, endSeconds: CHUNK_SECONDS },
      { index: 1, startSeconds: CHUNK_SECONDS, endSeconds: null },
    ]);
    expect(await chunkFiles(chunks[0]!)).toEqual(['piece-0000.mkv', 'piece-0001.mkv']);
    // Still playing its first rendition: nothing is published before the join.
    expect(await app.orm.em.fork().findOneOrFail(Lecture, lectureId)).toMatchObject({ renditionsPending: true });

    await encodeLadderChunkJob(app.deps)(job(chunks[0]!));
    expect(await queued(QUEUES.lectureLadderJoin, lectureId)).toEqual([]);
    await encodeLadderChunkJob(app.deps)(job(chunks[1]!));
    const [join] = await queued<LadderJoinJob>(QUEUES.lectureLadderJoin, lectureId);
    expect(await chunkRows(lectureId)).toEqual([
      { position: 0, attempts: 1, done: true },
      { position: 1, attempts: 1, done: true },
    ]);
    await joinLadderJob(app.deps)(job(join!));

    const row = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
    expect(row).toMatchObject({ status: 'READY', renditionsPending: false, renditionsFailureReason: null });
    expect(row.posterKey).not.toBeNull();
    expect(row.progressiveKey).not.toBeNull();
    expect(row.storyboard).toMatchObject({ intervalSeconds: 5, count: 2 });

    const singleDir = path.join(dir, 'single');
    await mkdir(singleDir);
    const single = await transcode(source, singleDir);
    expect(row.durationSeconds).toBeCloseTo(single.durationSeconds, 1);
    const sizes = (renditions: { name: string; width: number; height: number; codecs: string }[]) =>
      renditions.map(({ name, width, height, codecs }) => ({ name, width, height, codecs }));
    expect(sizes(row.renditions ?? [])).toEqual(sizes(single.renditions));
    for (const [i, rendition] of (row.renditions ?? []).entries()) {
      const chunked = await segmentsAndFrames(path.join(app.config.uploadsDir, rendition.playlistKey));
      const one = await segmentsAndFrames(path.join(singleDir, single.renditions[i]!.playlistFile));
      expect(chunked.segments.length).toBe(one.segments.length);
      chunked.segments.forEach((seconds, n) => {
        expect(seconds).toBeCloseTo(one.segments[n]!, 1);
      });
      expect(chunked.frames).toBe(300);
      expect(one.frames).toBe(300);
    }

    // The single run's follow-ups, and the split's pieces purged by a job written with the publication.
    expect(await queued(QUEUES.lectureCaptions, lectureId)).toHaveLength(1);
    expect(await queued(QUEUES.lectureSlides, lectureId)).toHaveLength(1);
    expect(await chunkRows(lectureId)).toEqual([]);
    const purges = await app.orm.em
      .fork()
      .execute<{ data: { prefix: string } }[]>(`select data from pgboss.job where name = ? and data->>'prefix' = ?`, [
        QUEUES.storagePurge,
        chunkSetPrefix(lectureId, version, join!.ladderId),
      ]);
    expect(purges).toHaveLength(1);
    await purgeStoragePrefixJob(app.deps)(job(purges[0]!.data));
    expect(await chunkFiles(chunks[0]!)).toEqual([]);
  });

  it('publishes nothing into a video replaced while a chunk is encoded, and leaves none of its pieces', async () => {
    const { lectureId, version } = await playable();
    await encodeLadderJob(app.deps)(job({ lectureId, version }));
    const chunks = await queued<LadderChunkJob>(QUEUES.lectureLadderChunk, lectureId);
    await encodeLadderChunkJob(app.deps)(job(chunks[0]!));

    // The replacement comes while the second chunk stores its encode: the chunk finds out as it finishes.
    let replaced = false;
    const replacing = storageAround(async (key) => {
      if (replaced || !key.endsWith('-0001.mp4')) return;
      replaced = true;
      const response = await gqlUpload(
        app,
        lectureOps.update,
        { lectureId, input: { title: 'Streams, redone', description: 'Again.' }, video: null },
        [{ path: 'variables.video', filename: 'replacement.mp4', content: video }],
        admin,
      );
      expect(response.errors).toBeUndefined();
    });
    await encodeLadderChunkJob({ ...app.deps, storage: replacing })(job(chunks[1]!));
    expect(replaced).toBe(true);

    expect(await queued(QUEUES.lectureLadderJoin, lectureId)).toEqual([]);
    const row = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
    expect(row.status).toBe('PROCESSING');
    expect(row.processingVersion).not.toBe(version);
    expect(row.renditions?.map((rendition) => rendition.name) ?? []).not.toContain('180p');
    expect(await chunkRows(lectureId)).toEqual([]);
    expect(await chunkFiles(chunks[0]!)).toEqual([]);
    // The split's jobs were cancelled with the replacement.
    const states = await app.orm.em
      .fork()
      .execute<{ state: string }[]>(`select state from pgboss.job where name = ? and data->>'lectureId' = ?`, [
        QUEUES.lectureLadderChunk,
        lectureId,
      ]);
    expect(states.map((each) => each.state)).toEqual(['cancelled', 'cancelled']);
  });

  it('queues the join once when both chunks finish at the same moment', async () => {
    const { lectureId, version } = await playable();
    await encodeLadderJob(app.deps)(job({ lectureId, version }));
    const chunks = await queued<LadderChunkJob>(QUEUES.lectureLadderChunk, lectureId);
    // Both chunks encoded, each about to store its last file, when another transaction takes their rows: each then
    // marks itself done only once that commits, at the same moment as the other. Without the lock on the lecture both
    // would count the other undone, and no join would ever be queued.
    let arrived = 0;
    let bothEncoded: () => void = () => undefined;
    let go: () => void = () => undefined;
    const encoded = new Promise<void>((resolve) => {
      bothEncoded = resolve;
    });
    const released = new Promise<void>((resolve) => {
      go = resolve;
    });
    const meeting = storageAround(async (key) => {
      if (!/180p-000[01]\.mp4$/.test(key)) return;
      arrived += 1;
      if (arrived === 2) bothEncoded();
      await released;
    });
    const encode = encodeLadderChunkJob({ ...app.deps, storage: meeting });
    const running = Promise.all(chunks.map((data) => encode(job(data))));
    await encoded;
    await app.orm.em.fork().transactional(async (tx) => {
      await tx.execute('select 1 from lecture_ladder_chunks where lecture_id = ? for update', [lectureId]);
      go();
      const waiting = () =>
        app.orm.em
          .fork()
          .execute<{ count: string }[]>(
            `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
      await expect.poll(async () => Number((await waiting())[0]?.count), POLL).toBe(2);
    });
    await running;
    expect(await queued(QUEUES.lectureLadderJoin, lectureId)).toHaveLength(1);
  });

  it('fails the ladder when a chunk runs out of attempts: the lecture plays on, the pieces go', async () => {
    const { lectureId, version } = await playable();
    await encodeLadderJob(app.deps)(job({ lectureId, version }));
    const [first] = await queued<LadderChunkJob>(QUEUES.lectureLadderChunk, lectureId);
    await lectureLadderFailedJob(app.deps)(job(first!));
    expect(await app.orm.em.fork().findOneOrFail(Lecture, lectureId)).toMatchObject({
      status: 'READY',
      renditionsPending: false,
      renditionsFailureReason: 'Processing did not finish after repeated attempts',
    });
    expect(await chunkRows(lectureId)).toEqual([]);
    expect(await chunkFiles(first!)).toEqual([]);
  });

  it('retries a chunk whose attempt failed alone, through the queue: its sibling is not encoded again', async () => {
    const { lectureId, version } = await playable();
    await encodeLadderJob(app.deps)(job({ lectureId, version }));
    const handler = encodeLadderChunkJob(app.deps);
    const runs: string[] = [];
    let joined: () => void = () => undefined;
    const joinQueued = new Promise<void>((resolve) => {
      joined = resolve;
    });
    await app.deps.jobs.work<LadderChunkJob>(QUEUES.lectureLadderChunk, { concurrency: 1 }, async (each) => {
      if (each.data.lectureId !== lectureId) return;
      const run = `${each.data.chunk.index}:${each.attempt}`;
      // The second chunk's first attempt loses its worker as it starts: its signal aborts, and it fails mid-way.
      const lost = new AbortController();
      if (run === '1:0') lost.abort(new Error('the worker stopped'));
      try {
        await handler({ ...each, signal: AbortSignal.any([each.signal, lost.signal]) });
        runs.push(`${run} done`);
      } catch (error) {
        runs.push(`${run} failed`);
        throw error;
      }
      if ((await queued(QUEUES.lectureLadderJoin, lectureId)).length) joined();
    });
    await joinQueued;
    await app.deps.jobs.stopWorking();

    expect(runs.filter((each) => each.startsWith('0:'))).toEqual(['0:0 done']);
    expect(runs.filter((each) => each.startsWith('1:'))).toEqual(['1:0 failed', '1:1 done']);
    expect(await chunkRows(lectureId)).toEqual([
      { position: 0, attempts: 1, done: true },
      { position: 1, attempts: 2, done: true },
    ]);
    const [join] = await queued<LadderJoinJob>(QUEUES.lectureLadderJoin, lectureId);
    await joinLadderJob(app.deps)(job(join!));
    const row = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
    expect(row).toMatchObject({ status: 'READY', renditionsPending: false });
    expect(row.renditions?.map((rendition) => rendition.name)).toEqual(['180p']);
  });
});
