import { access } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@coursehub/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse, deleteCategory, insertBulkCourses } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX, SCRIPT_AS_IMAGE, WEBP_1PX } from '../../../test/fixtures/images';
import { mp4OfSize, WEBM_HEADER } from '../../../test/fixtures/videos';
import { gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type FilePart, type RestClient, restClient, spooledUploads } from '../../../test/rest-client';
import { Lecture } from '../lecture/lecture.entity';
import { WATCH_DENIED_MESSAGE } from '../lecture/lecture.messages';
import { UNSUPPORTED_VIDEO_MESSAGE } from '../lecture/lecture-video';
import { Course } from './course.entity';
import { UNSUPPORTED_THUMBNAIL_MESSAGE } from './thumbnail';

const MAX_IMAGE_BYTES = 4096;
const MAX_LECTURE_BYTES = 64 * 1024;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let app: TestApp;
let rest: RestClient;
let admin: { cookie: string };
let learner: { cookie: string };
let subscriber: { cookie: string };

const session = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const { token } = await createUser(app, overrides);
  return { cookie: `token=${token}`, token };
};

beforeAll(async () => {
  app = await startTestApp({ MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES), MAX_LECTURE_BYTES: String(MAX_LECTURE_BYTES) });
  rest = restClient(app);
  admin = await session({ role: 'ADMIN' });
  learner = await session();
  subscriber = await session({ subscriptionStatus: 'active' });
});
afterAll(() => app.close());
afterEach(async () => {
  await vi.waitFor(async () => expect(await spooledUploads(app)).toEqual([]), { timeout: 5000 });
});

const fields = (overrides: Record<string, string> = {}) => ({
  title: 'Distributed Systems',
  description: 'Consensus, replication and failure.',
  category: 'Computer Science',
  createdBy: 'Leslie Lamport',
  ...overrides,
});
const thumbnail = (content = PNG_1PX, filename = 'cover.png'): Record<string, FilePart> => ({
  thumbnail: { content, filename, type: 'image/png' },
});
const video = (content = mp4OfSize(2048), filename = 'intro.mp4'): Record<string, FilePart> => ({
  lecture: { content, filename, type: 'video/mp4' },
});
const stored = (key: string) =>
  access(path.join(app.config.uploadsDir, key)).then(
    () => true,
    () => false,
  );

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
    const signedIn = { token: (await session()).token };
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
    const response = await rest.form('POST', '/courses', fields(), thumbnail(), admin);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Course created successfully',
      course: {
        _id: expect.any(String),
        ...fields(),
        decription: fields().description,
        thumbnail: { secure_url: expect.stringMatching(/^\/media\/images\/thumbnails\/[\w-]+\.png$/) },
        numberoflectures: 0,
        numberOfLectures: 0,
        totalDurationSeconds: 0,
        status: 'DRAFT',
      },
    });
    const row = await app.orm.em.fork().findOneOrFail(Course, response.body.course._id);
    expect(row.title).toBe('Distributed Systems');
  });

  it('answers 401 anonymously and 403 to a USER or subscriber, creating nothing', async () => {
    const before = await app.orm.em.fork().count(Course);
    expect((await rest.form('POST', '/courses', fields(), thumbnail())).status).toBe(401);
    for (const who of [learner, subscriber]) {
      const response = await rest.form('POST', '/courses', fields(), thumbnail(), who);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You are not allowed to do this');
    }
    expect(await app.orm.em.fork().count(Course)).toBe(before);
  });

  it.each([
    ['a missing title', fields({ title: '' }), thumbnail()],
    ['a missing instructor', fields({ createdBy: ' ' }), thumbnail()],
    ['a missing thumbnail', fields(), {}],
  ])('refuses %s with 400 and the spec message', async (_case, form, files) => {
    const response = await rest.form('POST', '/courses', form, files, admin);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.courseAllMandatory);
  });

  it('refuses a WEBP or a script thumbnail by its bytes (415), an oversized one (413), a misnamed one (400)', async () => {
    for (const content of [WEBP_1PX, SCRIPT_AS_IMAGE]) {
      const response = await rest.form('POST', '/courses', fields(), thumbnail(content, 'cover.png'), admin);
      expect(response.status).toBe(415);
      expect(response.body.message).toBe(UNSUPPORTED_THUMBNAIL_MESSAGE);
    }
    const big = await rest.form(
      'POST',
      '/courses',
      fields(),
      thumbnail(Buffer.concat([PNG_1PX, Buffer.alloc(MAX_IMAGE_BYTES)])),
      admin,
    );
    expect(big.status).toBe(413);
    const misnamed = await rest.form(
      'POST',
      '/courses',
      fields(),
      { image: { content: PNG_1PX, filename: 'a.png' } },
      admin,
    );
    expect(misnamed.status).toBe(400);
    expect(misnamed.body.message).toBe("Unexpected file field 'image': send the file as 'thumbnail'");
  });

  it('writes the same row as GraphQL createCourse', async () => {
    const same = fields({ title: 'Twice Created', category: 'Parity' });
    const viaRest = await rest.form('POST', '/courses', same, thumbnail(), admin);
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
    expect(await Promise.all(rows.map((row) => stored(row.thumbnailKey)))).toEqual([true, true]);
  });
});

describe('PUT /courses/{id}', () => {
  it('replaces the fields, keeping the thumbnail unless one is sent', async () => {
    const { course } = await createCourse(app);
    const keep = await rest.form('PUT', `/courses/${course.id}`, fields({ title: 'Renamed' }), {}, admin);
    expect(keep.status).toBe(200);
    expect(keep.body).toMatchObject({
      success: true,
      message: 'Course updated successfully',
      course: { title: 'Renamed' },
    });
    expect((await app.orm.em.fork().findOneOrFail(Course, course.id)).thumbnailKey).toBe(course.thumbnailKey);

    const replace = await rest.form('PUT', `/courses/${course.id}`, fields(), thumbnail(), admin);
    expect(replace.status).toBe(200);
    const row = await app.orm.em.fork().findOneOrFail(Course, course.id);
    expect(row.thumbnailKey).not.toBe(course.thumbnailKey);
    expect(await stored(course.thumbnailKey)).toBe(false);
  });

  it('answers 404 for an unknown course, 401/403 without the role, 400 for a missing field', async () => {
    const { course } = await createCourse(app);
    expect((await rest.form('PUT', `/courses/${UNKNOWN_ID}`, fields(), {}, admin)).status).toBe(404);
    expect((await rest.form('PUT', `/courses/${course.id}`, fields(), {})).status).toBe(401);
    expect((await rest.form('PUT', `/courses/${course.id}`, fields(), {}, learner)).status).toBe(403);
    const missing = await rest.form('PUT', `/courses/${course.id}`, fields({ category: '' }), {}, admin);
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
    expect(await stored(lectures[0]!.videoKey)).toBe(false);
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
      expect(await stored(course.thumbnailKey)).toBe(false);
      expect(await stored(lectures[0]!.videoKey)).toBe(false);
    }
  });
});

describe('GET /courses/{id} (lectures)', () => {
  it('answers an ADMIN and an active subscriber with the lectures in order', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    for (const who of [admin, subscriber]) {
      const response = await rest.get(`/courses/${course.id}`, who);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        lectures: lectures.map((lecture) => ({
          _id: lecture.id,
          title: lecture.title,
          description: lecture.description,
          lecture: {
            secure_url: `/media/lectures/${lecture.id}`,
            duration: 30,
            status: 'READY',
          },
          // Beside the spec's fields: no caption tracks yet.
          captions: [],
        })),
        next: null,
      });
      expect(response.headers.get('link')).toBeNull();
    }
    const first = await rest.get(`/courses/${course.id}`, subscriber);
    // Relative to the API origin; the session cookie, as a browser's <video> sends it.
    const videoUrl = `${app.url}${first.body.lectures[0].lecture.secure_url}`;
    const videoResponse = await fetch(videoUrl, { headers: { cookie: subscriber.cookie } });
    expect(videoResponse.status).toBe(200);
  });

  it('answers 401 anonymously and 403 without a subscription (the GraphQL rule and message)', async () => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    expect((await rest.get(`/courses/${course.id}`)).status).toBe(401);
    const denied = await rest.get(`/courses/${course.id}`, learner);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(WATCH_DENIED_MESSAGE);
    const viaGraphql = await gql(
      app,
      'query L($id: ID!) { lectures(courseId: $id) { id } }',
      { id: course.id },
      learner,
    );
    expect(viaGraphql.errors?.[0]?.message).toBe(denied.body.message);
  });

  it('answers 404 for an unknown or malformed course id', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      const response = await rest.get(`/courses/${id}`, admin);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Course not found');
    }
  });
});

describe('POST /courses/{id} (add a lecture)', () => {
  it('adds the video for an ADMIN and answers with the course and all its lectures (201)', async () => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    const response = await rest.form(
      'POST',
      `/courses/${course.id}`,
      { title: 'Second', description: 'The second one', preview: 'ignored' },
      video(),
      admin,
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Lecture added successfully',
      // The count is of the lectures a learner can watch: the new one joins them once transcoded.
      course: { _id: course.id, numberoflectures: 1, numberOfLectures: 1 },
    });
    expect(
      response.body.course.lectures.map(
        (each: { title: string; lecture: { status: string; duration: number | null } }) => [
          each.title,
          each.lecture.status,
          each.lecture.duration,
        ],
      ),
    ).toEqual([
      ['Lecture 1', 'READY', 30],
      ['Second', 'PROCESSING', null],
    ]);
    const row = await app.orm.em.fork().findOneOrFail(Lecture, { course: course.id, title: 'Second' });
    expect(row).toMatchObject({ position: 2, contentType: 'video/mp4', videoBytes: 2048 });
  });

  it('answers 401 anonymously and 403 to a USER or subscriber, before taking the upload', async () => {
    const { course } = await createCourse(app);
    const form = { title: 'T', description: 'D' };
    expect((await rest.form('POST', `/courses/${course.id}`, form, video())).status).toBe(401);
    expect((await rest.form('POST', `/courses/${course.id}`, form, video(), learner)).status).toBe(403);
    expect((await rest.form('POST', `/courses/${course.id}`, form, video(), subscriber)).status).toBe(403);
    expect(await app.orm.em.fork().count(Lecture, { course: course.id })).toBe(0);
  });

  it('refuses a missing video or title (400), a non-video (415), an oversized video (413), an unknown course (404)', async () => {
    const { course } = await createCourse(app);
    const noVideo = await rest.form('POST', `/courses/${course.id}`, { title: 'T', description: 'D' }, {}, admin);
    expect(noVideo.status).toBe(400);
    expect(noVideo.body.message).toBe(messages.lectureAllMandatory);
    const noTitle = await rest.form('POST', `/courses/${course.id}`, { description: 'D' }, video(), admin);
    expect(noTitle.body.message).toBe(messages.lectureAllMandatory);
    const image = await rest.form(
      'POST',
      `/courses/${course.id}`,
      { title: 'T', description: 'D' },
      video(PNG_1PX, 'a.mp4'),
      admin,
    );
    expect(image.status).toBe(415);
    expect(image.body.message).toBe(UNSUPPORTED_VIDEO_MESSAGE);
    const big = await rest.form(
      'POST',
      `/courses/${course.id}`,
      { title: 'T', description: 'D' },
      video(mp4OfSize(MAX_LECTURE_BYTES + 1)),
      admin,
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('File is too large: the limit is 64 KB');
    const unknown = await rest.form('POST', `/courses/${UNKNOWN_ID}`, { title: 'T', description: 'D' }, video(), admin);
    expect(unknown.status).toBe(404);
    expect(await app.orm.em.fork().count(Lecture, { course: course.id })).toBe(0);
  });

  it('writes the same row as GraphQL addLecture', async () => {
    const a = await createCourse(app);
    const b = await createCourse(app);
    const input = { title: 'Parity', description: 'Same on both transports' };
    const webm = Buffer.concat([WEBM_HEADER, Buffer.alloc(512)]);
    expect((await rest.form('POST', `/courses/${a.course.id}`, input, video(webm, 'v.webm'), admin)).status).toBe(201);
    const viaGraphql = await gqlUpload(
      app,
      'mutation A($courseId: ID!, $input: LectureInput!, $video: Upload) { addLecture(courseId: $courseId, input: $input, video: $video) { success } }',
      { courseId: b.course.id, input, video: null },
      [{ path: 'variables.video', filename: 'v.webm', content: webm }],
      admin,
    );
    expect(viaGraphql.errors).toBeUndefined();
    const [rowA, rowB] = await Promise.all(
      [a, b].map(({ course }) => app.orm.em.fork().findOneOrFail(Lecture, { course: course.id })),
    );
    const comparable = ({ title, description, position, contentType, videoBytes, videoKey }: Lecture) => ({
      title,
      description,
      position,
      contentType,
      videoBytes,
      folder: videoKey.split('/')[0],
    });
    expect(comparable(rowA!)).toEqual(comparable(rowB!));
  });
});

describe('DELETE /courses?courseId=&lectureId=', () => {
  it('deletes the lecture and its file for an ADMIN', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const [first] = lectures;
    const response = await rest.delete(`/courses?courseId=${course.id}&lectureId=${first!.id}`, admin);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Lecture deleted successfully' });
    expect(await app.orm.em.fork().count(Lecture, { course: course.id })).toBe(1);
    expect(await stored(first!.videoKey)).toBe(false);
  });

  it('answers 400 without both ids, 404 for a lecture of another course, 401/403 without the role', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const other = await createCourse(app);
    const missing = await rest.delete(`/courses?courseId=${course.id}`, admin);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('lectureId is required');
    const path = `/courses?courseId=${other.course.id}&lectureId=${lectures[0]!.id}`;
    expect((await rest.delete(path, admin)).status).toBe(404);
    const own = `/courses?courseId=${course.id}&lectureId=${lectures[0]!.id}`;
    expect((await rest.delete(own)).status).toBe(401);
    expect((await rest.delete(own, subscriber)).status).toBe(403);
    expect(await app.orm.em.fork().count(Lecture, { course: course.id })).toBe(1);
  });
});
