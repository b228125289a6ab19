import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { workDomainEvents } from '../../../test/domain-event-worker';
import { createUser } from '../../../test/factories';
import { JPEG_HEADER, PNG_1PX, SCRIPT_AS_IMAGE, WEBP_1PX } from '../../../test/fixtures/images';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { POLL } from '../../../test/poll';
import { Lecture } from '../lecture/lecture.entity';
import { Course } from './course.entity';
import { UNSUPPORTED_THUMBNAIL_MESSAGE } from './thumbnail';

const CREATE = /* GraphQL */ `
  mutation CreateCourse($input: CourseInput!, $thumbnail: Upload) {
    createCourse(input: $input, thumbnail: $thumbnail) {
      id title description category createdBy thumbnailUrl numberOfLectures
    }
  }`;
const UPDATE = /* GraphQL */ `
  mutation UpdateCourse($id: ID!, $input: CourseInput!, $thumbnail: Upload) {
    updateCourse(id: $id, input: $input, thumbnail: $thumbnail) { id title category createdBy thumbnailUrl numberOfLectures }
  }`;
const DELETE = /* GraphQL */ `
  mutation DeleteCourse($id: ID!) { deleteCourse(id: $id) { id success message } }`;

interface CourseData {
  id: string;
  title: string;
  category: string;
  createdBy: string;
  thumbnailUrl: string;
  numberOfLectures: number;
}

const MAX_IMAGE_BYTES = 4096;
const input = (overrides: Record<string, string> = {}) => ({
  title: 'Distributed Systems',
  description: 'Consensus, replication and failure, from first principles.',
  category: 'Computer Science',
  createdBy: 'Leslie Lamport',
  ...overrides,
});
const thumbnailPart = (content: Buffer = PNG_1PX, filename = 'cover.png') => ({
  path: 'variables.thumbnail',
  filename,
  content,
});

let app: TestApp;
let admin: { token: string };
let learner: { token: string };
let subscriber: { token: string };

/** The after-commit subscribers run from the job queue, polled every second or two: a wait, not a timed assertion. */

beforeAll(async () => {
  app = await startTestApp({ MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES) });
  await workDomainEvents(app);
  admin = await createUser(app, { role: 'ADMIN' });
  learner = await createUser(app);
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
});
afterAll(() => app.close());

const storedFiles = (folder: string) => readdir(path.join(app.config.uploadsDir, folder)).catch(() => [] as string[]);
const keyOf = (url: string) => decodeURIComponent(new URL(url, app.url).pathname.replace(/^\/media\/images\//, ''));
const courseCount = () => app.orm.em.fork().count(Course);
const snapshot = async () => ({ courses: await courseCount(), thumbnails: (await storedFiles('thumbnails')).length });

describe('createCourse', () => {
  it('creates a course with a PNG or JPEG thumbnail and returns it', async () => {
    const response = await gqlUpload<{ createCourse: CourseData }>(
      app,
      CREATE,
      { input: input({ title: '  Distributed Systems  ' }), thumbnail: null },
      [thumbnailPart()],
      admin,
    );
    expect(response.errors).toBeUndefined();
    const course = response.data!.createCourse;
    expect(course).toMatchObject({
      title: 'Distributed Systems',
      category: 'Computer Science',
      createdBy: 'Leslie Lamport',
      numberOfLectures: 0,
    });
    const image = await fetch(`${app.url}${course.thumbnailUrl}`);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1PX)).toBe(true);

    // A DRAFT: in the ADMIN's catalogue, not yet in anyone else's.
    const listed = await gql<{ courses: { edges: { node: CourseData }[] } }>(
      app,
      'query { courses { edges { node { id } } } }',
      {},
      admin,
    );
    expect(listed.data?.courses.edges.map(({ node }) => node.id)).toContain(course.id);

    const jpeg = await gqlUpload<{ createCourse: CourseData }>(
      app,
      CREATE,
      { input: input(), thumbnail: null },
      [thumbnailPart(JPEG_HEADER, 'cover.jpeg')],
      admin,
    );
    expect(jpeg.data?.createCourse.thumbnailUrl).toMatch(/^\/media\/images\/thumbnails\/[\w-]+\.jpg$/);
  });

  it.each([
    ['anonymous', () => undefined, 'UNAUTHENTICATED'],
    ['a USER', () => learner, 'FORBIDDEN'],
    ['a subscribed USER', () => subscriber, 'FORBIDDEN'],
  ])('refuses %s and stores nothing', async (_case, credentials, code) => {
    const before = await snapshot();
    const response = await gqlUpload(
      app,
      CREATE,
      { input: input(), thumbnail: null },
      [thumbnailPart()],
      credentials(),
    );
    expect(errorCode(response)).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['the title', input({ title: '' }), true],
    ['the description', input({ description: '   ' }), true],
    ['the category', input({ category: '' }), true],
    ['the instructor', input({ createdBy: '' }), true],
    ['the thumbnail', input(), false],
  ])('refuses a course without %s with the spec message and stores nothing', async (_case, fields, withFile) => {
    const before = await snapshot();
    const response = await gqlUpload(
      app,
      CREATE,
      { input: fields, thumbnail: null },
      withFile ? [thumbnailPart()] : [],
      admin,
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe(messages.courseAllMandatory);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a script named .png', SCRIPT_AS_IMAGE, 'cover.png'],
    ['a WEBP named .jpg (allowed for avatars, not thumbnails)', WEBP_1PX, 'cover.jpg'],
  ])('refuses %s by its content (415) and stores nothing', async (_case, content, filename) => {
    const before = await snapshot();
    const response = await gqlUpload(
      app,
      CREATE,
      { input: input(), thumbnail: null },
      [thumbnailPart(content, filename)],
      admin,
    );
    expect(errorCode(response)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(errorMessage(response)).toBe(UNSUPPORTED_THUMBNAIL_MESSAGE);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a thumbnail over MAX_IMAGE_BYTES while streaming and leaves no partial file', async () => {
    const before = await snapshot();
    const oversized = Buffer.concat([PNG_1PX, Buffer.alloc(MAX_IMAGE_BYTES * 2)]);
    const response = await gqlUpload(
      app,
      CREATE,
      { input: input(), thumbnail: null },
      [thumbnailPart(oversized)],
      admin,
    );
    expect(errorCode(response)).toBe('PAYLOAD_TOO_LARGE');
    expect(await snapshot()).toEqual(before);
    expect(await storedFiles('.tmp')).toEqual([]);
  });
});

describe('updateCourse', () => {
  it('updates the fields and keeps the thumbnail when none is sent', async () => {
    const { course } = await createCourse(app, {}, { lectures: 2 });
    const response = await gqlUpload<{ updateCourse: CourseData }>(
      app,
      UPDATE,
      { id: course.id, input: input({ title: 'Renamed', category: 'Systems' }), thumbnail: null },
      [],
      admin,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateCourse).toMatchObject({ id: course.id, title: 'Renamed', numberOfLectures: 2 });
    expect(keyOf(response.data!.updateCourse.thumbnailUrl)).toBe(course.thumbnailKey);
  });

  it('replaces the thumbnail and removes the old file after the row is updated', async () => {
    const { course } = await createCourse(app);
    const oldFile = path.join(app.config.uploadsDir, course.thumbnailKey);
    expect(existsSync(oldFile)).toBe(true);
    const response = await gqlUpload<{ updateCourse: CourseData }>(
      app,
      UPDATE,
      { id: course.id, input: input(), thumbnail: null },
      [thumbnailPart(JPEG_HEADER, 'new.jpg')],
      admin,
    );
    const newKey = keyOf(response.data!.updateCourse.thumbnailUrl);
    expect(newKey).toMatch(/^thumbnails\/[\w-]+\.jpg$/);
    expect(existsSync(oldFile)).toBe(false);
    expect(existsSync(path.join(app.config.uploadsDir, newKey))).toBe(true);
    const row = await app.orm.em.fork().findOneOrFail(Course, course.id);
    expect(row.thumbnailKey).toBe(newKey);
  });

  it('refuses a missing field, a USER and an unknown course, and changes nothing', async () => {
    const { course } = await createCourse(app, { title: 'Unchanged' });
    const missing = await gql(app, UPDATE, { id: course.id, input: input({ createdBy: ' ' }) }, admin);
    expect(errorMessage(missing)).toBe(messages.courseAllMandatory);
    const denied = await gql(app, UPDATE, { id: course.id, input: input() }, learner);
    expect(errorCode(denied)).toBe('FORBIDDEN');
    const unknown = await gql(app, UPDATE, { id: '00000000-0000-4000-8000-000000000000', input: input() }, admin);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const row = await app.orm.em.fork().findOneOrFail(Course, course.id);
    expect(row.title).toBe('Unchanged');
  });

  it('does not store a new thumbnail for an unknown course', async () => {
    const before = await snapshot();
    const response = await gqlUpload(
      app,
      UPDATE,
      { id: '00000000-0000-4000-8000-000000000000', input: input(), thumbnail: null },
      [thumbnailPart()],
      admin,
    );
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });
});

describe('deleteCourse', () => {
  it('removes the course, its lectures and every stored file', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 3 });
    const other = await createCourse(app, {}, { lectures: 1 });
    const files = [course.thumbnailKey, ...lectures.map((lecture) => lecture.videoKey)].map((key) =>
      path.join(app.config.uploadsDir, key),
    );
    expect(files.every((file) => existsSync(file))).toBe(true);

    const response = await gql<{ deleteCourse: { id: string; success: boolean; message: string } }>(
      app,
      DELETE,
      { id: course.id },
      admin,
    );
    // The deleted course's id; the deprecated fields still answer as they did, for integrators not yet moved.
    expect(response.data?.deleteCourse).toEqual({
      id: course.id,
      success: true,
      message: 'Course Deleted Successfully',
    });
    const em = app.orm.em.fork();
    expect(await em.count(Course, { id: course.id })).toBe(0);
    expect(await em.count(Lecture, { course: course.id })).toBe(0);
    // The course's images at once; its lectures' files once lecture.deleted's subscriber ran after the commit.
    expect(existsSync(files[0]!)).toBe(false);
    await expect.poll(() => files.filter((file) => existsSync(file)), POLL).toEqual([]);
    // Another course is untouched.
    expect(await em.count(Lecture, { course: other.course.id })).toBe(1);
    expect(existsSync(path.join(app.config.uploadsDir, other.lectures[0]!.videoKey))).toBe(true);

    const again = await gql(app, DELETE, { id: course.id }, admin);
    expect(errorCode(again)).toBe('NOT_FOUND');
  });

  it('still succeeds when storage fails after the commit: rows gone, the failure logged', async () => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    const remove = vi.spyOn(app.deps.storage, 'delete').mockRejectedValue(new Error('storage is down'));
    const logged = vi.spyOn(app.deps.logger, 'error');
    try {
      const response = await gql<{ deleteCourse: { success: boolean } }>(app, DELETE, { id: course.id }, admin);
      expect(response.data?.deleteCourse.success).toBe(true);
      expect(logged.mock.calls[0]?.[0]).toMatchObject({ key: course.thumbnailKey });
      // The lecture's original, once lecture.deleted's subscriber ran after the commit: refused and logged too.
      await expect.poll(() => remove.mock.calls.length, POLL).toBe(2);
      await expect.poll(() => logged.mock.calls.length, POLL).toBe(2);
    } finally {
      remove.mockRestore();
      logged.mockRestore();
    }
    expect(await app.orm.em.fork().count(Course, { id: course.id })).toBe(0);
  });

  it.each([
    ['anonymous', () => undefined, 'UNAUTHENTICATED'],
    ['a USER', () => learner, 'FORBIDDEN'],
    ['a subscribed USER', () => subscriber, 'FORBIDDEN'],
  ])('refuses %s and keeps the course', async (_case, credentials, code) => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    const response = await gql(app, DELETE, { id: course.id }, credentials());
    expect(errorCode(response)).toBe(code);
    expect(await app.orm.em.fork().count(Course, { id: course.id })).toBe(1);
    expect(existsSync(path.join(app.config.uploadsDir, course.thumbnailKey))).toBe(true);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'nope'])('answers NOT_FOUND for %j', async (id) => {
    const response = await gql(app, DELETE, { id }, admin);
    expect(errorCode(response)).toBe('NOT_FOUND');
  });
});
