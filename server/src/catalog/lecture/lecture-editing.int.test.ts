import { randomUUID } from 'node:crypto';
import { messages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { DEMO_MP4, mp4OfSize } from '../../../test/fixtures/videos';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { lectureOps, MAX_LECTURE_BYTES, pausedUpload, storedFiles, waitFor } from '../../../test/lecture-fixtures';
import { streamUpload } from '../../../test/streaming-upload';
import { Lecture } from './lecture.entity';
import { REORDER_MISMATCH_MESSAGE } from './lecture.messages';
import { UNSUPPORTED_VIDEO_MESSAGE } from './lecture-video';

/**
 * Editing a course's lectures: their text, their order, and a replacement video that is refused or never arrives whole.
 * A replacement transcoded by the workers: lecture-video-replacement.int.test.ts.
 */
const REORDER = /* GraphQL */ `
  mutation Reorder($courseId: ID!, $lectureIds: [ID!]!) {
    reorderLectures(courseId: $courseId, lectureIds: $lectureIds) { id position status }
  }`;
const LECTURES = /* GraphQL */ `
  query Lectures($courseId: ID!) { lectures(courseId: $courseId) { id title description position } }`;
const CURRICULUM = /* GraphQL */ `
  query Curriculum($id: ID!) { course(id: $id) { lectures { id title position } } }`;

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
    const updated = await asAdmin<{ updateLecture: Record<string, unknown> }>(lectureOps.update, {
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
    const blank = await asAdmin(lectureOps.update, { lectureId, input: { title: ' ', description: 'x' } });
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    expect(errorMessage(blank)).toBe(messages.lectureAllMandatory);
    const tooLong = await asAdmin(lectureOps.update, {
      lectureId,
      input: { title: 'x'.repeat(201), description: 'x' },
    });
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    for (const unknown of [randomUUID(), 'not-an-id']) {
      expect(
        errorCode(await asAdmin(lectureOps.update, { lectureId: unknown, input: { title: 'a', description: 'b' } })),
      ).toBe('NOT_FOUND');
    }
  });
});

describe('updateLecture with a replacement video that does not arrive whole', () => {
  const input = { title: 'Renamed', description: 'Said again.' };
  const videoPart = (content: Buffer, filename = 'replacement.mp4') => ({ path: 'variables.video', filename, content });
  /** The row and what storage holds: what a refused replacement must leave exactly as it was. */
  async function stateOf(lectureId: string) {
    const { title, description, videoKey, videoBytes, contentType, status, processingVersion, progressiveKey } =
      await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
    return {
      row: { title, description, videoKey, videoBytes, contentType, status, processingVersion, progressiveKey },
      files: (await storedFiles(app, 'lectures')).sort(),
      partial: await storedFiles(app, '.tmp'),
    };
  }

  it.each([
    ['a file that is no video', () => videoPart(PNG_1PX), 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_VIDEO_MESSAGE],
    ['a video over MAX_LECTURE_BYTES', () => videoPart(mp4OfSize(MAX_LECTURE_BYTES + 1)), 'PAYLOAD_TOO_LARGE', null],
  ])('refuses %s, leaving the lecture, its title and its files as they were', async (_case, part, code, message) => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const lectureId = lectures[0]?.id as string;
    const before = await stateOf(lectureId);
    const response = await gqlUpload(app, lectureOps.update, { lectureId, input, video: null }, [part()], admin);
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
      lectureOps.update,
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
      query: lectureOps.update,
      variables: { lectureId, input, video: null },
      filePath: 'variables.video',
      filename: 'cut.mp4',
      chunks: chunks(),
      credentials: admin,
      signal: abort.signal,
    });
    await waitFor(async () => (await storedFiles(app, '.tmp')).length > 0);
    abort.abort();
    await expect(pending).rejects.toThrow();
    await waitFor(async () => (await storedFiles(app, '.tmp')).length === 0);
    expect(await stateOf(lectureId)).toEqual(before);
  });

  it('removes the new video when the lecture is deleted during its upload', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 2 });
    const lectureId = lectures[0]?.id as string;
    const { files } = await stateOf(lectureId);
    const upload = pausedUpload(app, {
      query: lectureOps.update,
      variables: { lectureId, input, video: null },
      credentials: admin,
    });
    await waitFor(async () => (await storedFiles(app, '.tmp')).length > 0);
    await app.orm.em.fork().nativeDelete(Lecture, { id: lectureId });
    upload.resume();
    expect(errorCode(await upload.response)).toBe('NOT_FOUND');
    expect((await storedFiles(app, 'lectures')).sort()).toEqual(files);
    expect(await storedFiles(app, '.tmp')).toEqual([]);
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
