import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { DEMO_MP4, MOV_HEADER, MP4_FTYP, mp4OfSize, WEBM_HEADER } from '../../../test/fixtures/videos';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { sendMultipart, streamUpload } from '../../../test/streaming-upload';
import { FILE_ORDER_MESSAGE, FILE_REUSED_MESSAGE } from '../../http/graphql/multipart-uploads';
import { QUEUES } from '../../jobs/job-queue';
import { Course } from '../course/course.entity';
import { Lecture } from './lecture.entity';
import { RETRY_NOT_FAILED_MESSAGE, WATCH_DENIED_MESSAGE } from './lecture.messages';
import { UNSUPPORTED_VIDEO_MESSAGE } from './lecture-video';

// A private os.tmpdir(): GraphQL uploads stream straight into storage, so nothing may ever appear in it.
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'lecture-tmp-'));
process.env.TMPDIR = tempDir;

const LECTURES = /* GraphQL */ `
  query CourseLectures($courseId: ID!) {
    lectures(courseId: $courseId) { id courseId title description videoUrl contentType position }
  }`;
const ADD = /* GraphQL */ `
  mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
    addLecture(courseId: $courseId, input: $input, video: $video) {
      success message
      course { id numberOfLectures }
      lecture { id title position videoUrl contentType status processingProgress }
      lectures { id position status }
    }
  }`;
const DELETE = /* GraphQL */ `
  mutation DeleteLecture($courseId: ID!, $lectureId: ID!) {
    deleteLecture(courseId: $courseId, lectureId: $lectureId) { success message course { id numberOfLectures } }
  }`;

interface LectureData {
  id: string;
  courseId: string;
  title: string;
  position: number;
  videoUrl: string;
  contentType: string;
}
interface AddData {
  addLecture: {
    success: boolean;
    message: string;
    course: { id: string; numberOfLectures: number };
    lecture: LectureData & { status: string; processingProgress: number | null };
    lectures: { id: string; position: number; status: string }[];
  };
}

const MAX_LECTURE_BYTES = 256 * 1024;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let app: TestApp;
let admin: { token: string };
let learner: { token: string };
let lapsed: { token: string };
let subscriber: { token: string };

beforeAll(async () => {
  app = await startTestApp({ MAX_LECTURE_BYTES: String(MAX_LECTURE_BYTES) });
  admin = await createUser(app, { role: 'ADMIN' });
  learner = await createUser(app);
  lapsed = await createUser(app, { subscriptionStatus: 'past_due' });
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
});
afterAll(async () => {
  await app.close();
  await rm(tempDir, { recursive: true, force: true });
});

const videoPart = (content: Buffer = DEMO_MP4, filename = 'lecture.mp4') => ({
  path: 'variables.video',
  filename,
  content,
});
const lectureInput = (overrides: Record<string, string> = {}) => ({
  title: 'Backpressure',
  description: 'Why streams pause, and how pipeline() handles it.',
  ...overrides,
});
/** addLecture by the ADMIN, the video sent as a file part. */
const addAsAdmin = <T = Record<string, unknown>>(courseId: string, video = videoPart(), input = lectureInput()) =>
  gqlUpload<T>(app, ADD, { courseId, input, video: null }, [video], admin);
const storedFiles = (folder: string) => readdir(path.join(app.config.uploadsDir, folder)).catch(() => [] as string[]);
/** What the app left in os.tmpdir(), besides the harness's own data folder. */
const tempFiles = async () => (await readdir(tempDir)).filter((name) => !name.startsWith('coursehub-test-'));
const lectureCount = () => app.orm.em.fork().count(Lecture);

const waitFor = (condition: () => Promise<boolean>, timeout = 5000) =>
  vi.waitUntil(condition, { timeout, interval: 20 });
const snapshot = async () => ({
  lectures: await lectureCount(),
  files: (await storedFiles('lectures')).length,
  partial: (await storedFiles('.tmp')).length,
  temp: await tempFiles(),
});

describe('lectures', () => {
  it('lists the lectures in order with stable playback URLs to an ADMIN and an active subscriber', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 3 });
    for (const viewer of [admin, subscriber]) {
      const response = await gql<{ lectures: LectureData[] }>(app, LECTURES, { courseId: course.id }, viewer);
      expect(response.errors).toBeUndefined();
      expect(response.data?.lectures.map((lecture) => [lecture.id, lecture.position])).toEqual(
        lectures.map((lecture) => [lecture.id, lecture.position]),
      );
      expect(response.data?.lectures[0]).toMatchObject({
        courseId: course.id,
        title: 'Lecture 1',
        contentType: 'video/mp4',
      });
    }
    const [first] = (await gql<{ lectures: LectureData[] }>(app, LECTURES, { courseId: course.id }, admin)).data!
      .lectures;
    // No signature, no expiry: each request to it is authorized by the session (http/media/media-router.int.test.ts).
    expect(first!.videoUrl).toBe(`/media/lectures/${first!.id}`);
    const video = await fetch(`${app.url}${first!.videoUrl}`, {
      headers: { Range: 'bytes=4-7', authorization: `Bearer ${subscriber.token}` },
    });
    expect(video.status).toBe(206);
    expect(Buffer.from(await video.arrayBuffer()).toString('latin1')).toBe('ftyp');
  });

  it('returns an empty list for a course without lectures', async () => {
    const { course } = await createCourse(app);
    const response = await gql<{ lectures: LectureData[] }>(app, LECTURES, { courseId: course.id }, subscriber);
    expect(response.data?.lectures).toEqual([]);
  });

  it.each([
    ['anonymous', () => undefined, 'UNAUTHENTICATED', 'Please log in to continue'],
    ['a USER without a subscription', () => learner, 'FORBIDDEN', WATCH_DENIED_MESSAGE],
    ['a USER whose subscription is past due', () => lapsed, 'FORBIDDEN', WATCH_DENIED_MESSAGE],
  ])('refuses %s', async (_case, credentials, code, message) => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    const response = await gql(app, LECTURES, { courseId: course.id }, credentials());
    expect(errorCode(response)).toBe(code);
    expect(errorMessage(response)).toBe(message);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers NOT_FOUND for the course %j', async (courseId) => {
    const response = await gql(app, LECTURES, { courseId }, admin);
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(errorMessage(response)).toBe('Course not found');
  });

  it('reads 2 and 20 lectures in at most 2 statements, the session lookup included', async () => {
    for (const count of [2, 20]) {
      const { course } = await createCourse(app, {}, { lectures: count });
      const { result, queries } = await app.captureQueries(() =>
        gql<{ lectures: LectureData[] }>(app, LECTURES, { courseId: course.id }, subscriber),
      );
      expect(result.data?.lectures).toHaveLength(count);
      expect(queries.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('addLecture', () => {
  it('stores the video, appends the lecture PROCESSING and returns the course with all its lectures', async () => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    const response = await addAsAdmin<AddData>(course.id);
    expect(response.errors).toBeUndefined();
    const payload = response.data!.addLecture;
    expect(payload).toMatchObject({
      success: true,
      message: 'Lecture added successfully',
      // The course counts the lectures a learner can watch: the new one joins them once transcoded.
      course: { id: course.id, numberOfLectures: 1 },
      lecture: {
        title: 'Backpressure',
        position: 2,
        contentType: 'video/mp4',
        status: 'PROCESSING',
        processingProgress: 0,
      },
    });
    expect(payload.lectures.map((lecture) => [lecture.position, lecture.status])).toEqual([
      [1, 'READY'],
      [2, 'PROCESSING'],
    ]);
    expect(payload.lectures[1]?.id).toBe(payload.lecture.id);
    // Until it is transcoded, learners do not see it, nor can they play it.
    const forSubscriber = await gql<{ lectures: LectureData[] }>(app, LECTURES, { courseId: course.id }, subscriber);
    expect(forSubscriber.data?.lectures.map((lecture) => lecture.id)).not.toContain(payload.lecture.id);
    const refused = await fetch(`${app.url}${payload.lecture.videoUrl}`, {
      headers: { authorization: `Bearer ${subscriber.token}` },
    });
    expect(refused.status).toBe(404);

    const video = await fetch(`${app.url}${payload.lecture.videoUrl}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(Buffer.from(await video.arrayBuffer()).equals(DEMO_MP4)).toBe(true);
    const row = await app.orm.em.fork().findOneOrFail(Lecture, payload.lecture.id);
    expect(row).toMatchObject({ videoBytes: DEMO_MP4.length, contentType: 'video/mp4', position: 2 });
    expect(await tempFiles()).toEqual([]);
  });

  it('gives concurrent uploads to one course distinct positions', async () => {
    const { course } = await createCourse(app);
    const responses = await Promise.all(
      [1, 2, 3].map((n) => addAsAdmin<AddData>(course.id, videoPart(), lectureInput({ title: `Part ${n}` }))),
    );
    expect(responses.map((response) => response.errors)).toEqual([undefined, undefined, undefined]);
    const positions = responses.map((response) => response.data!.addLecture.lecture.position);
    expect(positions.sort()).toEqual([1, 2, 3]);
  });

  it.each([
    ['a MOV', MOV_HEADER, 'video/quicktime', /\.mov$/],
    ['a WEBM', WEBM_HEADER, 'video/webm', /\.webm$/],
  ])('accepts %s by its content, and plays it with that type', async (_case, content, contentType, extension) => {
    const { course } = await createCourse(app);
    const response = await addAsAdmin<AddData>(course.id, videoPart(content, 'clip.bin'));
    const { lecture } = response.data!.addLecture;
    expect(lecture.contentType).toBe(contentType);
    expect((await app.orm.em.fork().findOneOrFail(Lecture, lecture.id)).videoKey).toMatch(extension);
    const video = await fetch(`${app.url}${lecture.videoUrl}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(video.headers.get('content-type')).toBe(contentType);
  });

  it.each([
    ['anonymous', () => undefined, 'UNAUTHENTICATED'],
    ['a USER', () => learner, 'FORBIDDEN'],
    ['a subscribed USER', () => subscriber, 'FORBIDDEN'],
  ])('refuses %s and stores nothing', async (_case, credentials, code) => {
    const { course } = await createCourse(app);
    const before = await snapshot();
    const response = await gqlUpload(
      app,
      ADD,
      { courseId: course.id, input: lectureInput(), video: null },
      [videoPart()],
      credentials(),
    );
    expect(errorCode(response)).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['the title', lectureInput({ title: '' }), true],
    ['the description', lectureInput({ description: ' ' }), true],
    ['the video', lectureInput(), false],
  ])('refuses a lecture without %s with the spec message', async (_case, input, withFile) => {
    const { course } = await createCourse(app);
    const before = await snapshot();
    const response = await gqlUpload(
      app,
      ADD,
      { courseId: course.id, input, video: null },
      withFile ? [videoPart()] : [],
      admin,
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe(messages.lectureAllMandatory);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image named .mp4 by its content (415), leaving no file, row or temp file', async () => {
    const { course } = await createCourse(app);
    const before = await snapshot();
    const response = await addAsAdmin(course.id, videoPart(PNG_1PX, 'lecture.mp4'));
    expect(errorCode(response)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(errorMessage(response)).toBe(UNSUPPORTED_VIDEO_MESSAGE);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a video over MAX_LECTURE_BYTES, leaving no file, partial file, row or temp file', async () => {
    const { course } = await createCourse(app);
    const before = await snapshot();
    const response = await addAsAdmin(course.id, videoPart(mp4OfSize(MAX_LECTURE_BYTES + 1)));
    expect(errorCode(response)).toBe('PAYLOAD_TOO_LARGE');
    expect(await snapshot()).toEqual(before);
  });

  it('leaves no partial file in uploads/.tmp however early an oversized upload is refused', async () => {
    // Refused within the first few hundred KB, the upload can fail while LocalDiskStorage is still
    // opening its temporary file; repeated, so that a race between that open and the clean-up shows.
    const { course } = await createCourse(app);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await addAsAdmin(course.id, videoPart(mp4OfSize(MAX_LECTURE_BYTES + 1 + attempt * 4096)));
      expect(errorCode(response)).toBe('PAYLOAD_TOO_LARGE');
      expect(await storedFiles('.tmp'), `attempt ${attempt}`).toEqual([]);
    }
  });

  it('accepts a video just under MAX_LECTURE_BYTES', async () => {
    // Not exactly at the limit: busboy (graphql-upload-minimal, maxFileSize in app.ts) already cuts a file that reaches it.
    const { course } = await createCourse(app);
    const response = await addAsAdmin<AddData>(course.id, videoPart(mp4OfSize(MAX_LECTURE_BYTES - 1)));
    expect(response.errors).toBeUndefined();
    expect(await tempFiles()).toEqual([]);
  });

  it.each([UNKNOWN_ID, 'nope'])('answers NOT_FOUND for the course %j before storing anything', async (courseId) => {
    const before = await snapshot();
    const response = await gqlUpload(app, ADD, { courseId, input: lectureInput(), video: null }, [videoPart()], admin);
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it('removes the stored video when the row cannot be written (course deleted during the upload)', async () => {
    const { course } = await createCourse(app);
    const before = await snapshot();
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
      query: ADD,
      variables: { courseId: course.id, input: lectureInput(), video: null },
      filePath: 'variables.video',
      filename: 'race.mp4',
      chunks: chunks(),
      credentials: admin,
    });
    // The video is being written to storage, and only there: the course existed when the upload began.
    await waitFor(async () => (await storedFiles('.tmp')).length > before.partial);
    expect(await tempFiles()).toEqual([]);
    await app.orm.em.fork().nativeDelete(Course, { id: course.id });
    proceed();

    const response = await pending;
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });
});

describe('GraphQL multipart requests, read as they stream in', () => {
  const ADD_TWO = /* GraphQL */ `
    mutation AddTwo($courseId: ID!, $input: LectureInput!, $first: Upload, $second: Upload) {
      one: addLecture(courseId: $courseId, input: $input, video: $first) { lecture { id } }
      two: addLecture(courseId: $courseId, input: $input, video: $second) { lectures { id } }
    }`;
  /** Well over what the parser buffers ahead of a reader, so a part nobody reads stops the request. */
  const video = (name: string, size = 200 * 1024) => ({ name, filename: `${name}.mp4`, content: mp4OfSize(size) });
  /** Far more than the sockets buffer: the client gets it all out only if the server reads it. */
  const hugeVideo = (name: string) => ({
    name,
    filename: `${name}.mp4`,
    content: async function* () {
      yield mp4OfSize(1024 * 1024);
      for (let sent = 1; sent < 48; sent += 1) yield Buffer.alloc(1024 * 1024, 0x5a);
    },
  });
  const settled = (promise: Promise<void>, ms = 15_000) =>
    Promise.race([
      promise.then(() => 'sent'),
      new Promise((resolve) => setTimeout(() => resolve('stuck'), ms).unref()),
    ]);
  const lecturesOf = (courseId: string) => app.orm.em.fork().count(Lecture, { course: courseId });

  it.each([
    ['anonymous, refused before the resolver', UNKNOWN_ID, () => undefined, 'UNAUTHENTICATED'],
    ['an ADMIN, for a course that does not exist', UNKNOWN_ID, () => admin, 'NOT_FOUND'],
  ])('answers %s at once, then reads the rest of the unread video', async (_case, courseId, credentials, code) => {
    const before = await snapshot();
    const response = await sendMultipart(app, {
      query: ADD,
      variables: { courseId, input: lectureInput(), video: null },
      map: { 0: ['variables.video'] },
      parts: ['operations', 'map', hugeVideo('0')],
      credentials: credentials(),
    });
    expect(errorCode(response)).toBe(code);
    expect(await settled(response.bodySent)).toBe('sent');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file sent before the operations and map with a 400, and reads the rest of the body', async () => {
    const { course } = await createCourse(app);
    const response = await sendMultipart(app, {
      query: ADD,
      variables: { courseId: course.id, input: lectureInput(), video: null },
      map: { 0: ['variables.video'] },
      parts: [hugeVideo('0'), 'operations', 'map'],
      credentials: admin,
    });
    expect(response.status).toBe(400);
    expect(await settled(response.bodySent)).toBe('sent');
    expect(await lecturesOf(course.id)).toBe(0);
  });

  it.each([
    ['more than two files', { 0: ['variables.video'], 1: ['variables.a'], 2: ['variables.b'] }, ''],
    ['an operations field over 1 MB', { 0: ['variables.video'] }, 'x'.repeat(1_000_001)],
  ])('answers %s with a 413 before running anything, and reads the rest of the body', async (_case, map, padding) => {
    const { course } = await createCourse(app);
    const response = await sendMultipart(app, {
      query: ADD,
      variables: { courseId: course.id, input: lectureInput({ description: `Long.${padding}` }), video: null },
      map,
      parts: ['operations', 'map', hugeVideo('0')],
      credentials: admin,
    });
    expect(response.status).toBe(413);
    expect(await settled(response.bodySent)).toBe('sent');
    expect(await lecturesOf(course.id)).toBe(0);
  });

  it('stores two videos of one mutation sent in the order its fields use them', async () => {
    const { course } = await createCourse(app);
    const response = await sendMultipart<{ two: { lectures: { id: string }[] } }>(app, {
      query: ADD_TWO,
      variables: { courseId: course.id, input: lectureInput(), first: null, second: null },
      map: { 0: ['variables.first'], 1: ['variables.second'] },
      parts: ['operations', 'map', video('0'), video('1')],
      credentials: admin,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.two.lectures).toHaveLength(2);
  });

  it('answers videos sent in another order than the fields use them with an error instead of waiting for ever', async () => {
    const { course } = await createCourse(app);
    const before = await snapshot();
    const response = await sendMultipart(app, {
      query: ADD_TWO,
      variables: { courseId: course.id, input: lectureInput(), first: null, second: null },
      map: { 0: ['variables.first'], 1: ['variables.second'] },
      parts: ['operations', 'map', video('1'), video('0')],
      credentials: admin,
    });
    // The first field waited for its video, so the one ahead of it was skipped, and the second field cannot have it.
    expect(response.errors?.map((error) => [error.path, error.extensions?.code, error.message])).toEqual([
      [['two'], 'BAD_USER_INPUT', FILE_ORDER_MESSAGE],
    ]);
    expect(await settled(response.bodySent)).toBe('sent');
    expect(await lecturesOf(course.id)).toBe(1);
    expect((await storedFiles('lectures')).length).toBe(before.files + 1);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses one video used by two fields: its stream can be read once', async () => {
    const { course } = await createCourse(app);
    const response = await sendMultipart(app, {
      query: ADD_TWO,
      variables: { courseId: course.id, input: lectureInput(), first: null, second: null },
      map: { 0: ['variables.first', 'variables.second'] },
      parts: ['operations', 'map', video('0')],
      credentials: admin,
    });
    expect(response.errors?.map((error) => [error.path, error.message])).toEqual([[['two'], FILE_REUSED_MESSAGE]]);
    expect(await lecturesOf(course.id)).toBe(1);
  });

  it('skips a file mapped to a variable the operation does not declare, even ahead of the video', async () => {
    const { course } = await createCourse(app);
    const response = await sendMultipart<AddData>(app, {
      query: ADD,
      variables: { courseId: course.id, input: lectureInput(), video: null },
      map: { 0: ['variables.extra'], 1: ['variables.video'] },
      parts: ['operations', 'map', video('0'), video('1', 100 * 1024)],
      credentials: admin,
    });
    expect(response.errors).toBeUndefined();
    const lecture = await app.orm.em.fork().findOneOrFail(Lecture, response.data!.addLecture.lecture.id);
    expect(lecture.videoBytes).toBe(100 * 1024);
  });

  it('answers a file the map names but the body lacks with BAD_USER_INPUT', async () => {
    const { course } = await createCourse(app);
    const response = await sendMultipart(app, {
      query: ADD,
      variables: { courseId: course.id, input: lectureInput(), video: null },
      map: { 0: ['variables.video'] },
      parts: ['operations', 'map'],
      credentials: admin,
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(await lecturesOf(course.id)).toBe(0);
  });
});

describe('deleteLecture', () => {
  it('removes the row, then the stored video, and returns the course with its new count', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const file = path.join(app.config.uploadsDir, lectures[0]!.videoKey);
    expect((await storedFiles('lectures')).includes(path.basename(file))).toBe(true);
    const response = await gql<{ deleteLecture: { success: boolean; message: string; course: unknown } }>(
      app,
      DELETE,
      { courseId: course.id, lectureId: lectures[0]!.id },
      admin,
    );
    expect(response.data?.deleteLecture).toEqual({
      success: true,
      message: 'Lecture deleted successfully',
      course: { id: course.id, numberOfLectures: 1 },
    });
    expect(await app.orm.em.fork().count(Lecture, { id: lectures[0]!.id })).toBe(0);
    expect((await storedFiles('lectures')).includes(path.basename(file))).toBe(false);
  });

  it('answers NOT_FOUND for a lecture of another course, and deletes nothing', async () => {
    const first = await createCourse(app, {}, { lectures: 1 });
    const second = await createCourse(app, {}, { lectures: 1 });
    const before = await snapshot();
    for (const ids of [
      { courseId: second.course.id, lectureId: first.lectures[0]!.id },
      { courseId: first.course.id, lectureId: UNKNOWN_ID },
      { courseId: 'nope', lectureId: first.lectures[0]!.id },
    ]) {
      const response = await gql(app, DELETE, ids, admin);
      expect(errorCode(response)).toBe('NOT_FOUND');
      expect(errorMessage(response)).toBe('Lecture not found');
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['anonymous', () => undefined, 'UNAUTHENTICATED'],
    ['a USER', () => learner, 'FORBIDDEN'],
    ['a subscribed USER', () => subscriber, 'FORBIDDEN'],
  ])('refuses %s and keeps the lecture', async (_case, credentials, code) => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const response = await gql(app, DELETE, { courseId: course.id, lectureId: lectures[0]!.id }, credentials());
    expect(errorCode(response)).toBe(code);
    expect(await app.orm.em.fork().count(Lecture, { id: lectures[0]!.id })).toBe(1);
  });
});

describe('the processing lifecycle, as each viewer sees it', () => {
  const STATES = /* GraphQL */ `
    query LectureStates($courseId: ID!) {
      lectures(courseId: $courseId) {
        id status processingProgress failureReason durationSeconds posterUrl hlsUrl videoUrl
      }
    }`;
  const COURSE = /* GraphQL */ `
    query CourseTotals($id: ID!) { course(id: $id) { numberOfLectures totalDurationSeconds } }`;
  const RETRY = /* GraphQL */ `
    mutation Retry($lectureId: ID!) {
      retryLectureProcessing(lectureId: $lectureId) { id status processingProgress failureReason durationSeconds }
    }`;
  interface LectureState {
    id: string;
    status: string;
    processingProgress: number | null;
    failureReason: string | null;
    durationSeconds: number | null;
    posterUrl: string | null;
    hlsUrl: string | null;
    videoUrl: string;
  }

  /** One course with a READY lecture (12 s), one PROCESSING at 37 % and one FAILED. */
  async function mixedCourse() {
    const { course, lectures } = await createCourse(app, {}, { lectures: 3, lectureSeconds: 12 });
    const [ready, processing, failed] = lectures as [Lecture, Lecture, Lecture];
    const em = app.orm.em.fork();
    await em.execute(
      `update lectures set status = 'PROCESSING', processing_progress = 37, duration_seconds = null,
         progressive_key = null where id = ?`,
      [processing.id],
    );
    await em.execute(
      `update lectures set status = 'FAILED', processing_progress = 0, failure_reason = 'Not a video',
         duration_seconds = null, progressive_key = null where id = ?`,
      [failed.id],
    );
    return { course, ready, processing, failed };
  }

  it('shows an ADMIN every lecture with its state, and a subscriber the READY ones only', async () => {
    const { course, ready, processing, failed } = await mixedCourse();
    const forAdmin = await gql<{ lectures: LectureState[] }>(app, STATES, { courseId: course.id }, admin);
    expect(forAdmin.data?.lectures).toEqual([
      {
        id: ready.id,
        status: 'READY',
        processingProgress: null,
        failureReason: null,
        durationSeconds: 12,
        // A factory lecture has a progressive file but no ladder or poster.
        posterUrl: null,
        hlsUrl: null,
        videoUrl: `/media/lectures/${ready.id}`,
      },
      {
        id: processing.id,
        status: 'PROCESSING',
        processingProgress: 37,
        failureReason: null,
        durationSeconds: null,
        posterUrl: null,
        hlsUrl: null,
        videoUrl: `/media/lectures/${processing.id}`,
      },
      {
        id: failed.id,
        status: 'FAILED',
        processingProgress: null,
        failureReason: 'Not a video',
        durationSeconds: null,
        posterUrl: null,
        hlsUrl: null,
        videoUrl: `/media/lectures/${failed.id}`,
      },
    ]);
    const forSubscriber = await gql<{ lectures: LectureState[] }>(app, STATES, { courseId: course.id }, subscriber);
    expect(forSubscriber.data?.lectures.map((lecture) => [lecture.id, lecture.status])).toEqual([[ready.id, 'READY']]);
  });

  it('counts and sums the READY lectures only in the course', async () => {
    const { course } = await mixedCourse();
    for (const viewer of [undefined, subscriber, admin]) {
      const response = await gql<{ course: { numberOfLectures: number; totalDurationSeconds: number } }>(
        app,
        COURSE,
        { id: course.id },
        viewer,
      );
      expect(response.data?.course).toEqual({ numberOfLectures: 1, totalDurationSeconds: 12 });
    }
    const empty = await createCourse(app);
    const response = await gql<{ course: unknown }>(app, COURSE, { id: empty.course.id });
    expect(response.data?.course).toEqual({ numberOfLectures: 0, totalDurationSeconds: 0 });
  });

  it('plays a lecture that is not READY to an ADMIN only (the original), and is NOT_FOUND for a subscriber', async () => {
    const { processing, failed } = await mixedCourse();
    for (const lecture of [processing, failed]) {
      const url = `${app.url}/media/lectures/${lecture.id}`;
      const forSubscriber = await fetch(url, { headers: { authorization: `Bearer ${subscriber.token}` } });
      expect(forSubscriber.status).toBe(404);
      const forAdmin = await fetch(url, { headers: { Range: 'bytes=4-7', authorization: `Bearer ${admin.token}` } });
      expect(forAdmin.status).toBe(206);
      expect(Buffer.from(await forAdmin.arrayBuffer()).toString('latin1')).toBe('ftyp');
    }
  });

  it('restarts a FAILED lecture as a new attempt, and refuses the others with CONFLICT', async () => {
    const { ready, processing, failed } = await mixedCourse();
    const before = await app.orm.em.fork().findOneOrFail(Lecture, failed.id);
    const response = await gql<{ retryLectureProcessing: unknown }>(app, RETRY, { lectureId: failed.id }, admin);
    expect(response.errors).toBeUndefined();
    expect(response.data?.retryLectureProcessing).toEqual({
      id: failed.id,
      status: 'PROCESSING',
      processingProgress: 0,
      failureReason: null,
      durationSeconds: null,
    });
    const after = await app.orm.em.fork().findOneOrFail(Lecture, failed.id);
    expect(after.processingVersion).not.toBe(before.processingVersion);

    for (const lecture of [ready, processing, after]) {
      const refused = await gql(app, RETRY, { lectureId: lecture.id }, admin);
      expect(errorCode(refused)).toBe('CONFLICT');
      expect(errorMessage(refused)).toBe(RETRY_NOT_FAILED_MESSAGE);
    }
    for (const lectureId of [UNKNOWN_ID, 'nope']) {
      expect(errorCode(await gql(app, RETRY, { lectureId }, admin))).toBe('NOT_FOUND');
    }
  });

  it('queues the retry while the failed attempt’s job still holds the lecture’s job slot', async () => {
    const { failed } = await mixedCourse();
    const { jobs } = app.deps;
    // The transcodes the other tests queued (this app runs no workers) go, so that the worker below takes this one.
    await app.orm.em.fork().execute('delete from pgboss.job where name = ?', [QUEUES.lectureTranscode]);
    // The failed attempt's worker: the row says FAILED, and its job is still active (cleaning up).
    await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: failed.id }, { key: failed.id });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running = false;
    await jobs.work(QUEUES.lectureTranscode, { concurrency: 1 }, async () => {
      running = true;
      await held;
    });
    try {
      await vi.waitFor(() => expect(running).toBe(true), { timeout: 10_000 });
      expect((await gql(app, RETRY, { lectureId: failed.id }, admin)).errors).toBeUndefined();
      const jobStates = await app.orm.em
        .fork()
        .execute<{ state: string }[]>(
          'select state from pgboss.job where name = ? and singleton_key = ? order by created_on',
          [QUEUES.lectureTranscode, failed.id],
        );
      expect(jobStates.map(({ state }) => state)).toEqual(['cancelled', 'created']);
    } finally {
      release();
      await jobs.stopWorking();
    }
  });

  it.each([
    ['anonymous', () => undefined, 'UNAUTHENTICATED'],
    ['a subscribed USER', () => subscriber, 'FORBIDDEN'],
  ])('refuses a retry by %s and leaves the lecture FAILED', async (_case, credentials, code) => {
    const { failed } = await mixedCourse();
    expect(errorCode(await gql(app, RETRY, { lectureId: failed.id }, credentials()))).toBe(code);
    expect((await app.orm.em.fork().findOneOrFail(Lecture, failed.id)).status).toBe('FAILED');
  });
});

describe('MP4_FTYP', () => {
  it('is a 24-byte ftyp box', () => {
    expect(MP4_FTYP.readUInt32BE(0)).toBe(24);
    expect(MP4_FTYP.subarray(4, 12).toString('latin1')).toBe('ftypisom');
  });
});
