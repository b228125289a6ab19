import { messages } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { createCourse, deleteCategory, insertBulkCourses } from '../../../test/course-factories';
import {
  cookieSession,
  courseFields,
  isStored,
  MAX_IMAGE_BYTES,
  thumbnailPart,
  UNKNOWN_ID,
  withCourseRestApp,
} from '../../../test/course-rest-app';
import { PNG_1PX, SCRIPT_AS_IMAGE, WEBP_1PX } from '../../../test/fixtures/images';
import { gql, gqlUpload } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { POLL } from '../../../test/poll';
import type { RestClient } from '../../../test/rest-client';
import { Lecture } from '../lecture/lecture.entity';
import { Course } from './course.entity';
import { UNSUPPORTED_THUMBNAIL_MESSAGE } from './thumbnail';

let app: TestApp;
let rest: RestClient;
let admin: { cookie: string };
let learner: { cookie: string };
let subscriber: { cookie: string };
/** After-commit subscribers run from the job queue, polled every second or two: a wait, not a timed assertion. */
withCourseRestApp((started) => {
  ({ app, rest, admin, learner, subscriber } = started);
});

describe('GET /courses', () => {
  it('lists the catalogue anonymously with both lecture-count and both description spellings', async () => {
    const { course } = await createCourse(
      app,
      { title: 'Catalogue Entry', category: 'Catalogue' },
      { lectures: 2, lectureSeconds: 61.5 },
    );
    const response = await rest.get('/courses');
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const listed = response.body.courses.find((each: { _id: string }) => each._id === course.id);
    expect(listed).toEqual({
      _id: course.id,
      title: 'Catalogue Entry',
      description: course.description,
      decription: course.description,
      category: 'Catalogue',
      createdBy: 'Test Instructor',
      thumbnail: { secure_url: `/media/images/${course.thumbnailKey}` },
      numberoflectures: 2,
      numberOfLectures: 2,
      totalDurationSeconds: 123,
      status: 'PUBLISHED',
      language: 'en',
    });
  });

  it('filters by search text and category, like GraphQL', async () => {
    await createCourse(app, { title: 'Quantum Knitting', category: 'Crafts' });
    const bySearch = await rest.get('/courses?search=quantum%20knit');
    expect(bySearch.body.courses.map((each: { title: string }) => each.title)).toEqual(['Quantum Knitting']);
    const byCategory = await rest.get('/courses?category=Crafts');
    expect(byCategory.body.courses).toHaveLength(1);
    const viaGraphql = await gql<{ courses: { edges: { node: { id: string } }[] } }>(
      app,
      'query { courses(category: "Crafts") { edges { node { id } } } }',
    );
    expect(byCategory.body.courses.map((each: { _id: string }) => each._id)).toEqual(
      viaGraphql.data?.courses.edges.map(({ node }) => node.id),
    );
    expect((await rest.get('/courses?search=a&search=b')).status).toBe(400);
  });

  it('serves a page at a time: limit, cursor, a next cursor in the body and a Link header, in each order', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 1, n));
    await createCourse(app, { title: 'Paged C', category: 'Paged', createdAt: day(1) }, { lectures: 1 });
    await createCourse(app, { title: 'Paged A', category: 'Paged', createdAt: day(2) });
    await createCourse(app, { title: 'Paged E', category: 'Paged', createdAt: day(3) }, { lectures: 2 });
    await createCourse(app, { title: 'Paged B', category: 'Paged', createdAt: day(4) });
    await createCourse(app, { title: 'Paged D', category: 'Paged', createdAt: day(5) });
    const walk = async (query: string) => {
      const titles: string[] = [];
      let path: string | null = `/courses?${query}`;
      while (path) {
        const response = await rest.get(path);
        expect(response.status).toBe(200);
        expect(response.body.courses.length).toBeLessThanOrEqual(2);
        titles.push(...response.body.courses.map((each: { title: string }) => each.title));
        const link = response.headers.get('link');
        if (response.body.next === null) {
          expect(link).toBeNull();
          path = null;
        } else {
          // The Link names this very request with the next cursor.
          const next = new URLSearchParams({ cursor: response.body.next }).toString();
          expect(link).toMatch(/^<\/api\/v1\/courses\?[^>]+>; rel="next"$/);
          expect(link).toContain(next);
          path = /^<\/api\/v1([^>]+)>/.exec(link ?? '')![1]!;
        }
      }
      return titles;
    };
    expect(await walk('category=Paged&limit=2')).toEqual(['Paged D', 'Paged B', 'Paged E', 'Paged A', 'Paged C']);
    expect(await walk('category=Paged&limit=2&sort=title')).toEqual([
      'Paged A',
      'Paged B',
      'Paged C',
      'Paged D',
      'Paged E',
    ]);
    expect(await walk('category=Paged&limit=2&sort=most-lectures')).toEqual([
      'Paged E',
      'Paged C',
      'Paged D',
      'Paged B',
      'Paged A',
    ]);
    expect(await walk('search=paged%20e&limit=2&sort=RELEVANCE')).toEqual(['Paged E']);
    // The same answers, cached and anonymous, carry the same links.
    const again = await rest.get('/courses?category=Paged&limit=2');
    expect(again.headers.get('link')).toContain(`cursor=${again.body.next}`);
  });

  it('reads each page in one catalogue statement, whatever the page, sort or search', async () => {
    const signedIn = { token: (await cookieSession(app)).token };
    const readsCourses = (queries: string[]) => queries.filter((sql) => /from "?courses"?/i.test(sql));
    const first = await rest.get('/courses?limit=2', signedIn);
    for (const query of ['limit=2', `limit=2&cursor=${first.body.next}`, 'sort=title', 'search=paged&sort=relevance']) {
      const { result, queries } = await app.captureQueries(() => rest.get(`/courses?${query}`, signedIn));
      expect(result.status, query).toBe(200);
      expect(readsCourses(queries), query).toHaveLength(1);
    }
  });

  it('answers every course without limit, up to 1,000 with a Link to more; pages of at most 100 with limit', async () => {
    const em = app.orm.em.fork();
    const bulk = (from: number, to: number) => insertBulkCourses(em, { category: 'Bulk', from, to });
    await bulk(1, 106);
    try {
      // A client that knows no paging sees all 106, as the spec's catalogue page lists them.
      const whole = await rest.get('/courses?category=Bulk');
      expect(whole.body.courses).toHaveLength(106);
      expect(whole.body.next).toBeNull();
      expect(whole.headers.get('link')).toBeNull();
      const paged = await rest.get('/courses?category=Bulk&limit=100');
      expect(paged.body.courses).toHaveLength(100);
      expect(paged.headers.get('link')).toBe(
        `</api/v1/courses?category=Bulk&limit=100&cursor=${paged.body.next}>; rel="next"`,
      );
      expect((await rest.get(`/courses?category=Bulk&limit=100&cursor=${paged.body.next}`)).body.courses).toHaveLength(
        6,
      );

      await bulk(107, 1001);
      const capped = await rest.get('/courses?category=Bulk');
      expect(capped.body.courses).toHaveLength(1000);
      expect(capped.headers.get('link')).toBe(`</api/v1/courses?category=Bulk&cursor=${capped.body.next}>; rel="next"`);
      const after = await rest.get(`/courses?category=Bulk&cursor=${capped.body.next}`);
      expect(after.body.courses).toHaveLength(1);
      expect(after.body.next).toBeNull();
    } finally {
      await deleteCategory(em, 'Bulk');
    }
    const titleCursor = (await rest.get('/courses?sort=title&limit=1')).body.next;
    for (const query of [
      'limit=101',
      'limit=0',
      'limit=-1',
      'limit=2.5',
      'limit=many',
      'cursor=garbage!',
      `cursor=${titleCursor}`,
      `cursor=${Buffer.from('{"k":"courses:newest","v":[1,2]}').toString('base64url')}`,
      'sort=cheapest',
    ]) {
      const response = await rest.get(`/courses?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.success, query).toBe(false);
    }
    expect((await rest.get(`/courses?sort=title&cursor=${titleCursor}`)).status).toBe(200);
  });
});

describe('POST /courses', () => {
  it('creates a course for an ADMIN (201)', async () => {
    const response = await rest.form('POST', '/courses', courseFields(), thumbnailPart(), admin);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Course created successfully',
      course: {
        _id: expect.any(String),
        ...courseFields(),
        decription: courseFields().description,
        thumbnail: { secure_url: expect.stringMatching(/^\/media\/images\/thumbnails\/[\w-]+\.png$/) },
        numberoflectures: 0,
        numberOfLectures: 0,
        totalDurationSeconds: 0,
        status: 'DRAFT',
        language: 'en',
      },
    });
    const row = await app.orm.em.fork().findOneOrFail(Course, response.body.course._id);
    expect(row.title).toBe('Distributed Systems');
  });

  it('answers 401 anonymously and 403 to a USER or subscriber, creating nothing', async () => {
    const before = await app.orm.em.fork().count(Course);
    expect((await rest.form('POST', '/courses', courseFields(), thumbnailPart())).status).toBe(401);
    for (const who of [learner, subscriber]) {
      const response = await rest.form('POST', '/courses', courseFields(), thumbnailPart(), who);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You are not allowed to do this');
    }
    expect(await app.orm.em.fork().count(Course)).toBe(before);
  });

  it.each([
    ['a missing title', courseFields({ title: '' }), thumbnailPart()],
    ['a missing instructor', courseFields({ createdBy: ' ' }), thumbnailPart()],
    ['a missing thumbnail', courseFields(), {}],
  ])('refuses %s with 400 and the spec message', async (_case, form, files) => {
    const response = await rest.form('POST', '/courses', form, files, admin);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.courseAllMandatory);
  });

  it('refuses a WEBP or a script thumbnail by its bytes (415), an oversized one (413), a misnamed one (400)', async () => {
    for (const content of [WEBP_1PX, SCRIPT_AS_IMAGE]) {
      const response = await rest.form('POST', '/courses', courseFields(), thumbnailPart(content, 'cover.png'), admin);
      expect(response.status).toBe(415);
      expect(response.body.message).toBe(UNSUPPORTED_THUMBNAIL_MESSAGE);
    }
    const big = await rest.form(
      'POST',
      '/courses',
      courseFields(),
      thumbnailPart(Buffer.concat([PNG_1PX, Buffer.alloc(MAX_IMAGE_BYTES)])),
      admin,
    );
    expect(big.status).toBe(413);
    const misnamed = await rest.form(
      'POST',
      '/courses',
      courseFields(),
      { image: { content: PNG_1PX, filename: 'a.png' } },
      admin,
    );
    expect(misnamed.status).toBe(400);
    expect(misnamed.body.message).toBe("Unexpected file field 'image': send the file as 'thumbnail'");
  });

  it('writes the same row as GraphQL createCourse', async () => {
    const same = courseFields({ title: 'Twice Created', category: 'Parity' });
    const viaRest = await rest.form('POST', '/courses', same, thumbnailPart(), admin);
    const viaGraphql = await gqlUpload<{ createCourse: { id: string } }>(
      app,
      'mutation C($input: CourseInput!, $thumbnail: Upload) { createCourse(input: $input, thumbnail: $thumbnail) { id } }',
      { input: same, thumbnail: null },
      [{ path: 'variables.thumbnail', filename: 'cover.png', content: PNG_1PX }],
      { cookie: admin.cookie },
    );
    const ids = [viaRest.body.course._id, viaGraphql.data?.createCourse.id];
    const rows = await app.orm.em.fork().find(Course, { id: { $in: ids } });
    const comparable = ({ title, description, category, createdBy, thumbnailKey }: Course) => ({
      title,
      description,
      category,
      createdBy,
      thumbnail: thumbnailKey.replace(/[\w-]+\.png$/, '*.png'),
    });
    expect(rows).toHaveLength(2);
    expect(comparable(rows[0]!)).toEqual(comparable(rows[1]!));
    expect(await Promise.all(rows.map((row) => isStored(app, row.thumbnailKey)))).toEqual([true, true]);
  });
});

describe('PUT /courses/{id}', () => {
  it('replaces the fields, keeping the thumbnail unless one is sent', async () => {
    const { course } = await createCourse(app);
    const keep = await rest.form('PUT', `/courses/${course.id}`, courseFields({ title: 'Renamed' }), {}, admin);
    expect(keep.status).toBe(200);
    expect(keep.body).toMatchObject({
      success: true,
      message: 'Course updated successfully',
      course: { title: 'Renamed' },
    });
    expect((await app.orm.em.fork().findOneOrFail(Course, course.id)).thumbnailKey).toBe(course.thumbnailKey);

    const replace = await rest.form('PUT', `/courses/${course.id}`, courseFields(), thumbnailPart(), admin);
    expect(replace.status).toBe(200);
    const row = await app.orm.em.fork().findOneOrFail(Course, course.id);
    expect(row.thumbnailKey).not.toBe(course.thumbnailKey);
    expect(await isStored(app, course.thumbnailKey)).toBe(false);
  });

  it('answers 404 for an unknown course, 401/403 without the role, 400 for a missing field', async () => {
    const { course } = await createCourse(app);
    expect((await rest.form('PUT', `/courses/${UNKNOWN_ID}`, courseFields(), {}, admin)).status).toBe(404);
    expect((await rest.form('PUT', `/courses/${course.id}`, courseFields(), {})).status).toBe(401);
    expect((await rest.form('PUT', `/courses/${course.id}`, courseFields(), {}, learner)).status).toBe(403);
    const missing = await rest.form('PUT', `/courses/${course.id}`, courseFields({ category: '' }), {}, admin);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messages.courseAllMandatory);
  });
});

describe('DELETE /courses/{id}', () => {
  it('deletes the course, its lectures and their files for an ADMIN', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const response = await rest.delete(`/courses/${course.id}`, admin);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Course Deleted Successfully' });
    expect(await app.orm.em.fork().count(Course, { id: course.id })).toBe(0);
    expect(await app.orm.em.fork().count(Lecture, { course: course.id })).toBe(0);
    // The lecture's video once lecture.deleted's subscriber ran after the commit.
    await expect.poll(() => isStored(app, lectures[0]!.videoKey), POLL).toBe(false);
    expect((await rest.delete(`/courses/${course.id}`, admin)).status).toBe(404);
  });

  it('answers 401 anonymously and 403 to a USER or subscriber, deleting nothing', async () => {
    const { course } = await createCourse(app);
    expect((await rest.delete(`/courses/${course.id}`)).status).toBe(401);
    expect((await rest.delete(`/courses/${course.id}`, learner)).status).toBe(403);
    expect((await rest.delete(`/courses/${course.id}`, subscriber)).status).toBe(403);
    expect(await app.orm.em.fork().count(Course, { id: course.id })).toBe(1);
  });

  it('has the same effect as GraphQL deleteCourse', async () => {
    const a = await createCourse(app, {}, { lectures: 1 });
    const b = await createCourse(app, {}, { lectures: 1 });
    expect((await rest.delete(`/courses/${a.course.id}`, admin)).status).toBe(200);
    const viaGraphql = await gql(
      app,
      'mutation D($id: ID!) { deleteCourse(id: $id) { success } }',
      { id: b.course.id },
      admin,
    );
    expect(viaGraphql.errors).toBeUndefined();
    for (const { course, lectures } of [a, b]) {
      expect(await app.orm.em.fork().count(Course, { id: course.id })).toBe(0);
      expect(await isStored(app, course.thumbnailKey)).toBe(false);
      await expect.poll(() => isStored(app, lectures[0]!.videoKey), POLL).toBe(false);
    }
  });
});
