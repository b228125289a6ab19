import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { DEMO_MP4, mp4OfSize } from '../../../test/fixtures/videos';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { streamUpload } from '../../../test/streaming-upload';
import { QUEUES } from '../../jobs/job-queue';
import { Lecture } from './lecture.entity';
import { REORDER_MISMATCH_MESSAGE } from './lecture.messages';
import { lectureOutputPrefix } from './lecture-renditions';
import { purgeStoragePrefixJob } from './lecture-transcode.job';
import { UNSUPPORTED_VIDEO_MESSAGE } from './lecture-video';
import { replacedOutputsPurgeSeconds } from './lecture-video-replacement';

const UPDATE = /* GraphQL */ `
  mutation UpdateLecture($lectureId: ID!, $input: LectureInput!, $video: Upload) {
    updateLecture(lectureId: $lectureId, input: $input, video: $video) {
      id courseId title description position status processingProgress contentType
    }
  }`;
const REORDER = /* GraphQL */ `
  mutation Reorder($courseId: ID!, $lectureIds: [ID!]!) {
    reorderLectures(courseId: $courseId, lectureIds: $lectureIds) { id position status }
  }`;
const LECTURES = /* GraphQL */ `
  query Lectures($courseId: ID!) { lectures(courseId: $courseId) { id title description position } }`;
const CURRICULUM = /* GraphQL */ `
  query Curriculum($id: ID!) { course(id: $id) { lectures { id title position } } }`;

const MAX_LECTURE_BYTES = 256 * 1024;

let app: TestApp;
let admin: { token: string };

beforeAll(async () => {
  app = await startTestApp({ MAX_LECTURE_BYTES: String(MAX_LECTURE_BYTES) });
  admin = await createUser(app, { role: 'ADMIN' });
});
afterAll(() => app.close());

const asAdmin = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) =>
  gql<T>(app, query, variables, admin);

describe('updateLecture', () => {
  it("replaces a lecture's title and description, seen at once in the public curriculum", async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const lectureId = lectures[1]?.id as string;
    // Read anonymously once, so the catalogue cache holds the old curriculum.
    await gql(app, CURRICULUM, { id: course.id });
    const updated = await asAdmin<{ updateLecture: Record<string, unknown> }>(UPDATE, {
      lectureId,
      input: { title: '  Closures, again ', description: 'Now with examples.' },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateLecture).toEqual({
      id: lectureId,
      courseId: course.id,
      title: 'Closures, again',
      description: 'Now with examples.',
      position: 2,
      status: 'READY',
      processingProgress: null,
      contentType: 'video/mp4',
    });
    const shown = await gql<{ course: { lectures: { title: string }[] } }>(app, CURRICULUM, { id: course.id });
    expect(shown.data?.course.lectures.map((lecture) => lecture.title)).toEqual(['Lecture 1', 'Closures, again']);
  });

  it('validates as an upload does, and answers NOT_FOUND for an unknown lecture', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const lectureId = lectures[0]?.id as string;
    const blank = await asAdmin(UPDATE, { lectureId, input: { title: ' ', description: 'x' } });
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    expect(errorMessage(blank)).toBe(messages.lectureAllMandatory);
    const tooLong = await asAdmin(UPDATE, { lectureId, input: { title: 'x'.repeat(201), description: 'x' } });
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    for (const unknown of [randomUUID(), 'not-an-id']) {
      expect(errorCode(await asAdmin(UPDATE, { lectureId: unknown, input: { title: 'a', description: 'b' } }))).toBe(
        'NOT_FOUND',
      );
    }
  });
});

describe('updateLecture with a replacement video that does not arrive whole', () => {
  const input = { title: 'Renamed', description: 'Said again.' };
  const videoPart = (content: Buffer, filename = 'replacement.mp4') => ({ path: 'variables.video', filename, content });
  const storedFiles = (folder: string) => readdir(path.join(app.config.uploadsDir, folder)).catch(() => [] as string[]);
  /** The row and what storage holds: what a refused replacement must leave exactly as it was. */
  async function stateOf(lectureId: string) {
    const { title, description, videoKey, videoBytes, contentType, status, processingVersion, progressiveKey } =
      await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
    return {
      row: { title, description, videoKey, videoBytes, contentType, status, processingVersion, progressiveKey },
      files: (await storedFiles('lectures')).sort(),
      partial: await storedFiles('.tmp'),
    };
  }
  const waitFor = (condition: () => Promise<boolean>, timeout = 5000) =>
    vi.waitUntil(condition, { timeout, interval: 20 });

  it.each([
    ['a file that is no video', () => videoPart(PNG_1PX), 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_VIDEO_MESSAGE],
    ['a video over MAX_LECTURE_BYTES', () => videoPart(mp4OfSize(MAX_LECTURE_BYTES + 1)), 'PAYLOAD_TOO_LARGE', null],
  ])('refuses %s, leaving the lecture, its title and its files as they were', async (_case, part, code, message) => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const lectureId = lectures[0]?.id as string;
    const before = await stateOf(lectureId);
    const response = await gqlUpload(app, UPDATE, { lectureId, input, video: null }, [part()], admin);
    expect(errorCode(response)).toBe(code);
    if (message) expect(errorMessage(response)).toBe(message);
    expect(await stateOf(lectureId)).toEqual(before);
    const shown = await gql<{ course: { lectures: { title: string }[] } }>(app, CURRICULUM, { id: course.id });
    expect(shown.data?.course.lectures.map((lecture) => lecture.title)).toEqual(['Lecture 1']);
  });

  it.each([
    ['a blank title', 'lecture', () => admin, { title: ' ', description: 'x' }, 'BAD_USER_INPUT'],
    ['an unknown lecture', 'unknown', () => admin, input, 'NOT_FOUND'],
    ['an anonymous caller', 'lecture', () => undefined, input, 'UNAUTHENTICATED'],
  ])('answers %s before storing anything', async (_case, which, credentials, fields, code) => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const lectureId = lectures[0]?.id as string;
    const before = await stateOf(lectureId);
    const response = await gqlUpload(
      app,
      UPDATE,
      { lectureId: which === 'unknown' ? randomUUID() : lectureId, input: fields, video: null },
      [videoPart(DEMO_MP4)],
      credentials(),
    );
    expect(errorCode(response)).toBe(code);
    expect(await stateOf(lectureId)).toEqual(before);
  });

  it('leaves the lecture as it was, and no partial file, when the upload is cut off midway', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const lectureId = lectures[0]?.id as string;
    const before = await stateOf(lectureId);
    const abort = new AbortController();
    async function* chunks() {
      yield mp4OfSize(64 * 1024);
      await new Promise(() => undefined); // the rest never comes: the client goes away
    }
    const pending = streamUpload(app, {
      query: UPDATE,
      variables: { lectureId, input, video: null },
      filePath: 'variables.video',
      filename: 'cut.mp4',
      chunks: chunks(),
      credentials: admin,
      signal: abort.signal,
    });
    await waitFor(async () => (await storedFiles('.tmp')).length > 0);
    abort.abort();
    await expect(pending).rejects.toThrow();
    await waitFor(async () => (await storedFiles('.tmp')).length === 0);
    expect(await stateOf(lectureId)).toEqual(before);
  });

  it('removes the new video when the lecture is deleted during its upload', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 2 });
    const lectureId = lectures[0]?.id as string;
    const { files } = await stateOf(lectureId);
    let proceed!: () => void;
    const resume = new Promise<void>((resolve) => {
      proceed = resolve;
    });
    async function* chunks() {
      yield mp4OfSize(64 * 1024);
      await resume;
      yield Buffer.alloc(64 * 1024, 1);
    }
    const pending = streamUpload(app, {
      query: UPDATE,
      variables: { lectureId, input, video: null },
      filePath: 'variables.video',
      filename: 'race.mp4',
      chunks: chunks(),
      credentials: admin,
    });
    await waitFor(async () => (await storedFiles('.tmp')).length > 0);
    await app.orm.em.fork().nativeDelete(Lecture, { id: lectureId });
    proceed();
    expect(errorCode(await pending)).toBe('NOT_FOUND');
    expect((await storedFiles('lectures')).sort()).toEqual(files);
    expect(await storedFiles('.tmp')).toEqual([]);
  });
});

describe('reorderLectures', () => {
  it('puts every lecture of the course, whatever its status, in the order given', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 4 });
    const [a, b, c, d] = lectures.map((lecture) => lecture.id) as [string, string, string, string];
    await app.orm.em.fork().execute(`update lectures set status = 'PROCESSING' where id = ?`, [c]);
    // A gap (a lecture deleted) is closed by the new order.
    const deleted = await asAdmin(
      'mutation Delete($courseId: ID!, $lectureId: ID!) { deleteLecture(courseId: $courseId, lectureId: $lectureId) { success } }',
      { courseId: course.id, lectureId: b },
    );
    expect(deleted.errors).toBeUndefined();

    const reordered = await asAdmin<{ reorderLectures: { id: string; position: number; status: string }[] }>(REORDER, {
      courseId: course.id,
      lectureIds: [d, c, a.toUpperCase()],
    });
    expect(reordered.errors).toBeUndefined();
    expect(reordered.data?.reorderLectures).toEqual([
      { id: d, position: 1, status: 'READY' },
      { id: c, position: 2, status: 'PROCESSING' },
      { id: a, position: 3, status: 'READY' },
    ]);
    const listed = await asAdmin<{ lectures: { id: string; position: number }[] }>(LECTURES, { courseId: course.id });
    expect(listed.data?.lectures.map((lecture) => lecture.id)).toEqual([d, c, a]);
    const shown = await gql<{ course: { lectures: { id: string; position: number }[] } }>(app, CURRICULUM, {
      id: course.id,
    });
    expect(shown.data?.course.lectures).toEqual([
      { id: d, title: 'Lecture 4', position: 1 },
      { id: a, title: 'Lecture 1', position: 3 },
    ]);
  });

  it('refuses a list that is not exactly the course lectures, changing nothing', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 3 });
    const other = await createCourse(app, {}, { lectures: 1 });
    const [a, b, c] = lectures.map((lecture) => lecture.id) as [string, string, string];
    for (const lectureIds of [
      [a, b],
      [a, b, c, c],
      [a, b, b],
      [a, b, other.lectures[0]?.id],
      [a, b, 'not-an-id'],
      [],
    ]) {
      const refused = await asAdmin(REORDER, { courseId: course.id, lectureIds });
      expect(errorCode(refused), JSON.stringify(lectureIds)).toBe('BAD_USER_INPUT');
      expect(errorMessage(refused)).toBe(REORDER_MISMATCH_MESSAGE);
    }
    const listed = await asAdmin<{ lectures: { id: string }[] }>(LECTURES, { courseId: course.id });
    expect(listed.data?.lectures.map((lecture) => lecture.id)).toEqual([a, b, c]);
    expect(errorCode(await asAdmin(REORDER, { courseId: randomUUID(), lectureIds: [] }))).toBe('NOT_FOUND');
  });

  it('orders a course without lectures trivially', async () => {
    const { course } = await createCourse(app);
    const reordered = await asAdmin<{ reorderLectures: unknown[] }>(REORDER, { courseId: course.id, lectureIds: [] });
    expect(reordered.data?.reorderLectures).toEqual([]);
  });
});

describe('replacing a lecture video, transcoded by the workers', () => {
  const ADD = /* GraphQL */ `
    mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
      addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id } }
    }`;
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
  /** Long and large enough to be replaced while it is transcoded. */
  let longVideo: Buffer;

  const generate = (name: string, size: string, seconds: number) => {
    const file = path.join(tempDir, name);
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
    ]);
    return readFileSync(file);
  };

  beforeAll(async () => {
    worked = await startTestApp({}, { workers: true });
    owner = await createUser(worked, { role: 'ADMIN' });
    subscriber = await createUser(worked, { subscriptionStatus: 'active' });
    shortVideo = generate('short.mp4', '320x180', 3);
    longVideo = generate('long.mp4', '1920x1080', 12);
  });
  afterAll(async () => {
    await worked.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  const waitFor = (condition: () => Promise<boolean>, timeout = 90_000) =>
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
      ADD,
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
      UPDATE,
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

  it('processes the new video as a new upload, hidden from learners until READY; the old files go', async () => {
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
  });

  it('stops a transcode still running on the old video and transcodes the new one', async () => {
    const { course } = await createCourse(worked);
    const lectureId = await upload(course.id, longVideo);
    // Under way: the transcode has reported progress.
    await waitFor(
      async () =>
        ((await statesFor(course.id, owner)).find((lecture) => lecture.id === lectureId)?.processingProgress ?? 0) > 0,
    );
    const running = await rowOf(lectureId);

    const replaced = await replace(lectureId, DEMO_MP4);
    expect(replaced.errors).toBeUndefined();
    const ready = await settled(course.id, lectureId);
    expect(ready.status).toBe('READY');
    expect(Math.abs((ready.durationSeconds ?? 0) - 6)).toBeLessThanOrEqual(0.2);
    // The demo's one 320x180 rendition, not the long video's ladder of three.
    const published = await rowOf(lectureId);
    expect(published.renditions?.map((rendition) => rendition.height)).toEqual([180]);
    expect(await worked.deps.storage.exists(running.videoKey)).toBe(false);
    expect(await purgeScheduledIn(lectureOutputPrefix(lectureId, running.processingVersion))).not.toBeNull();
  });
});
