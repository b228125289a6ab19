import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { escapeLike } from './course-catalog.service';

const COURSES = /* GraphQL */ `
  query CourseCatalog($search: String, $category: String) {
    courses(search: $search, category: $category) {
      id title description category createdBy thumbnailUrl numberOfLectures createdAt updatedAt
    }
  }`;
const COURSE = /* GraphQL */ `
  query CourseDescription($id: ID!) { course(id: $id) { id title createdBy numberOfLectures thumbnailUrl } }`;
const CATEGORIES = /* GraphQL */ 'query CourseCategories { categories }';

interface CourseData {
  id: string;
  title: string;
  description: string;
  category: string;
  createdBy: string;
  thumbnailUrl: string;
  numberOfLectures: number;
}

const titlesOf = (courses: CourseData[] | undefined) => courses?.map((course) => course.title);

describe('the public catalogue', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await createCourse(app, { title: 'Intro to CSS', category: 'Design', createdBy: 'Lea Verou' });
    await createCourse(
      app,
      { title: 'Node.js Streams', description: 'Backpressure and pipelines', createdBy: 'Matteo Collina' },
      { lectures: 2 },
    );
    await createCourse(
      app,
      {
        title: '100% Pandas',
        category: 'Data Science',
        description: 'Data_frames in depth',
        createdBy: 'Wes McKinney',
      },
      { lectures: 1 },
    );
  });
  afterAll(() => app.close());

  it('lists every course newest first, with lecture counts and a working stable thumbnail URL, to anyone', async () => {
    const response = await gql<{ courses: CourseData[] }>(app, COURSES);
    expect(response.errors).toBeUndefined();
    const courses = response.data!.courses;
    expect(titlesOf(courses)).toEqual(['100% Pandas', 'Node.js Streams', 'Intro to CSS']);
    expect(courses.map((course) => course.numberOfLectures)).toEqual([1, 2, 0]);
    expect(courses[1]).toMatchObject({
      description: 'Backpressure and pipelines',
      category: 'Web Development',
      createdBy: 'Matteo Collina',
    });
    // Stable, like avatars: no signature, no expiry (http/media.int.test.ts).
    expect(courses[0]!.thumbnailUrl).toMatch(/^\/media\/images\/thumbnails\/[\w-]+\.png$/);
    const image = await fetch(`${app.url}${courses[0]!.thumbnailUrl}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it.each([
    ['the title, whatever its case', 'node.JS', ['Node.js Streams']],
    ['the description', 'BACKPRESSURE', ['Node.js Streams']],
    ['the instructor', 'verou', ['Intro to CSS']],
    ['a literal %', '100%', ['100% Pandas']],
    ['a literal _ (not any character)', '_', ['100% Pandas']],
    ['nothing for a % alone in a title without one', '%s', []],
    ['nothing for an unknown word', 'kubernetes', []],
  ])('searches %s', async (_case, search, titles) => {
    const response = await gql<{ courses: CourseData[] }>(app, COURSES, { search });
    expect(titlesOf(response.data?.courses)).toEqual(titles);
  });

  it('filters by category, alone or with a search', async () => {
    const web = await gql<{ courses: CourseData[] }>(app, COURSES, { category: 'Web Development' });
    expect(titlesOf(web.data?.courses)).toEqual(['Node.js Streams']);
    const none = await gql<{ courses: CourseData[] }>(app, COURSES, { category: 'Design', search: 'streams' });
    expect(titlesOf(none.data?.courses)).toEqual([]);
    const blank = await gql<{ courses: CourseData[] }>(app, COURSES, { category: ' ', search: '' });
    expect(blank.data?.courses).toHaveLength(3);
  });

  it('refuses an overlong search text', async () => {
    const response = await gql(app, COURSES, { search: 'x'.repeat(201) });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('lists the distinct categories in use, sorted', async () => {
    const response = await gql<{ categories: string[] }>(app, CATEGORIES);
    expect(response.data?.categories).toEqual(['Data Science', 'Design', 'Web Development']);
  });

  it('returns one course by id', async () => {
    const { course } = await createCourse(app, { title: 'Rust for the Web' }, { lectures: 3 });
    const response = await gql<{ course: CourseData }>(app, COURSE, { id: course.id });
    expect(response.data?.course).toMatchObject({ id: course.id, title: 'Rust for the Web', numberOfLectures: 3 });
  });

  it.each([
    ['an unknown id', '0b8a7c56-5a3e-4c8e-9d61-3f0f1f7f2b11'],
    ['a malformed id', 'not-a-uuid'],
    ['an SQL-looking id', "1' or '1'='1"],
  ])('answers NOT_FOUND for %s', async (_case, id) => {
    const response = await gql(app, COURSE, { id });
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(errorMessage(response)).toBe('Course not found');
  });
});

describe('catalogue SQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const addCourses = async (count: number) => {
    for (let index = 0; index < count; index += 1) await createCourse(app, {}, { lectures: index % 3 });
  };

  it('reads 3 and 30 courses in at most 2 statements, anonymous or logged in', async () => {
    const { token } = await createUser(app);
    await addCourses(3);
    for (const expected of [3, 30]) {
      if (expected === 30) await addCourses(27);
      for (const credentials of [undefined, { token }]) {
        const { result, queries } = await app.captureQueries(() =>
          gql<{ courses: CourseData[] }>(app, COURSES, {}, credentials),
        );
        expect(result.data?.courses).toHaveLength(expected);
        expect(queries.length).toBeLessThanOrEqual(2);
        // The catalogue itself is one statement; a session adds its own lookup.
        expect(queries.filter((sql) => /from "?courses"?/i.test(sql))).toHaveLength(1);
      }
    }
  });

  it('reads one course in one statement', async () => {
    const { course } = await createCourse(app, {}, { lectures: 4 });
    const { result, queries } = await app.captureQueries(() => gql(app, COURSE, { id: course.id }));
    expect(result.errors).toBeUndefined();
    expect(queries).toHaveLength(1);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });
});
