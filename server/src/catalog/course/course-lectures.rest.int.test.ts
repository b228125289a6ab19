import { messages } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { isStored, lecturePart, MAX_LECTURE_BYTES, UNKNOWN_ID, withCourseRestApp } from '../../../test/course-rest-app';
import { PNG_1PX } from '../../../test/fixtures/images';
import { mp4OfSize, WEBM_HEADER } from '../../../test/fixtures/videos';
import { gql, gqlUpload } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { POLL } from '../../../test/poll';
import type { RestClient } from '../../../test/rest-client';
import { Lecture } from '../lecture/lecture.entity';
import { WATCH_DENIED_MESSAGE } from '../lecture/lecture.messages';
import { UNSUPPORTED_VIDEO_MESSAGE } from '../lecture/lecture-video';

let app: TestApp;
let rest: RestClient;
let admin: { cookie: string };
let learner: { cookie: string };
let subscriber: { cookie: string };
withCourseRestApp((started) => {
  ({ app, rest, admin, learner, subscriber } = started);
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
      lecturePart(),
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
    expect((await rest.form('POST', `/courses/${course.id}`, form, lecturePart())).status).toBe(401);
    expect((await rest.form('POST', `/courses/${course.id}`, form, lecturePart(), learner)).status).toBe(403);
    expect((await rest.form('POST', `/courses/${course.id}`, form, lecturePart(), subscriber)).status).toBe(403);
    expect(await app.orm.em.fork().count(Lecture, { course: course.id })).toBe(0);
  });

  it('refuses a missing video or title (400), a non-video (415), an oversized video (413), an unknown course (404)', async () => {
    const { course } = await createCourse(app);
    const noVideo = await rest.form('POST', `/courses/${course.id}`, { title: 'T', description: 'D' }, {}, admin);
    expect(noVideo.status).toBe(400);
    expect(noVideo.body.message).toBe(messages.lectureAllMandatory);
    const noTitle = await rest.form('POST', `/courses/${course.id}`, { description: 'D' }, lecturePart(), admin);
    expect(noTitle.body.message).toBe(messages.lectureAllMandatory);
    const image = await rest.form(
      'POST',
      `/courses/${course.id}`,
      { title: 'T', description: 'D' },
      lecturePart(PNG_1PX, 'a.mp4'),
      admin,
    );
    expect(image.status).toBe(415);
    expect(image.body.message).toBe(UNSUPPORTED_VIDEO_MESSAGE);
    const big = await rest.form(
      'POST',
      `/courses/${course.id}`,
      { title: 'T', description: 'D' },
      lecturePart(mp4OfSize(MAX_LECTURE_BYTES + 1)),
      admin,
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('File is too large: the limit is 64 KB');
    const unknown = await rest.form(
      'POST',
      `/courses/${UNKNOWN_ID}`,
      { title: 'T', description: 'D' },
      lecturePart(),
      admin,
    );
    expect(unknown.status).toBe(404);
    expect(await app.orm.em.fork().count(Lecture, { course: course.id })).toBe(0);
  });

  it('writes the same row as GraphQL addLecture', async () => {
    const a = await createCourse(app);
    const b = await createCourse(app);
    const input = { title: 'Parity', description: 'Same on both transports' };
    const webm = Buffer.concat([WEBM_HEADER, Buffer.alloc(512)]);
    expect((await rest.form('POST', `/courses/${a.course.id}`, input, lecturePart(webm, 'v.webm'), admin)).status).toBe(
      201,
    );
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
    await expect.poll(() => isStored(app, first!.videoKey), POLL).toBe(false);
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
