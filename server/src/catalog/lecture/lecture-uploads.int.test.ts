import { messages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { DEMO_MP4, MOV_HEADER, mp4OfSize, WEBM_HEADER } from '../../../test/fixtures/videos';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  type LectureData,
  lectureOps,
  lectureSnapshot,
  MAX_LECTURE_BYTES,
  pausedUpload,
  privateTempDir,
  storedFiles,
  waitFor,
} from '../../../test/lecture-fixtures';
import { sendMultipart } from '../../../test/streaming-upload';
import { FILE_ORDER_MESSAGE, FILE_REUSED_MESSAGE } from '../../http/graphql/multipart-uploads';
import { Course } from '../course/course.entity';
import { Lecture } from './lecture.entity';
import { UNSUPPORTED_VIDEO_MESSAGE } from './lecture-video';

/**
 * Adding a lecture with its video (GraphQL multipart, streamed into storage as it arrives): what is stored, and what a
 * refused or broken upload leaves behind (nothing). Listing and deleting lectures: lecture-listing.int.test.ts.
 */
const temp = privateTempDir('lecture-tmp-');

interface AddData {
  addLecture: {
    success: boolean;
    message: string;
    course: { id: string; numberOfLectures: number };
    lecture: LectureData & { status: string; processingProgress: number | null };
    lectures: { id: string; position: number; status: string }[];
  };
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let app: TestApp;
let admin: { token: string };
let learner: { token: string };
let subscriber: { token: string };

beforeAll(async () => {
  app = await startTestApp({ MAX_LECTURE_BYTES: String(MAX_LECTURE_BYTES) });
  admin = await createUser(app, { role: 'ADMIN' });
  learner = await createUser(app);
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
});
afterAll(async () => {
  await app.close();
  await temp.remove();
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
  gqlUpload<T>(app, lectureOps.add, { courseId, input, video: null }, [video], admin);
const tempFiles = temp.files;
const snapshot = () => lectureSnapshot(app, temp);

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
    const forSubscriber = await gql<{ lectures: LectureData[] }>(
      app,
      lectureOps.lectures,
      { courseId: course.id },
      subscriber,
    );
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
      lectureOps.add,
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
      lectureOps.add,
      { courseId: course.id, input, video: null },
      withFile ? [videoPart()] : [],
      admin,
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe(messages.lectureAllMandatory);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image named .mp4 by its content (415), and an empty file as empty, leaving nothing', async () => {
    const { course } = await createCourse(app);
    const before = await snapshot();
    const image = await addAsAdmin(course.id, videoPart(PNG_1PX, 'lecture.mp4'));
    expect(errorCode(image)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(errorMessage(image)).toBe(UNSUPPORTED_VIDEO_MESSAGE);
    const empty = await addAsAdmin(course.id, videoPart(Buffer.alloc(0), 'lecture.mp4'));
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    expect(errorMessage(empty)).toBe(messages.emptyFile);
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
      expect(await storedFiles(app, '.tmp'), `attempt ${attempt}`).toEqual([]);
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
    const response = await gqlUpload(
      app,
      lectureOps.add,
      { courseId, input: lectureInput(), video: null },
      [videoPart()],
      admin,
    );
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it('removes the stored video when the row cannot be written (course deleted during the upload)', async () => {
    const { course } = await createCourse(app);
    const before = await snapshot();
    const upload = pausedUpload(app, {
      query: lectureOps.add,
      variables: { courseId: course.id, input: lectureInput(), video: null },
      credentials: admin,
    });
    // The video is being written to storage, and only there: the course existed when the upload began.
    await waitFor(async () => (await storedFiles(app, '.tmp')).length > before.partial);
    expect(await tempFiles()).toEqual([]);
    await app.orm.em.fork().nativeDelete(Course, { id: course.id });
    upload.resume();

    const response = await upload.response;
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
      query: lectureOps.add,
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
      query: lectureOps.add,
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
      query: lectureOps.add,
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
    expect((await storedFiles(app, 'lectures')).length).toBe(before.files + 1);
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
      query: lectureOps.add,
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
      query: lectureOps.add,
      variables: { courseId: course.id, input: lectureInput(), video: null },
      map: { 0: ['variables.video'] },
      parts: ['operations', 'map'],
      credentials: admin,
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(await lecturesOf(course.id)).toBe(0);
  });
});
