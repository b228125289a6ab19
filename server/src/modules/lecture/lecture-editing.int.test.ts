import { randomUUID } from 'node:crypto';
import { messages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { REORDER_MISMATCH_MESSAGE } from './lecture.service';

const UPDATE = /* GraphQL */ `
  mutation UpdateLecture($lectureId: ID!, $input: LectureInput!) {
    updateLecture(lectureId: $lectureId, input: $input) { id courseId title description position status }
  }`;
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
  app = await startTestApp();
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
