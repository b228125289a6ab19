import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createCourse } from '../../../test/course-factories';
import { DEMO_MP4 } from '../../../test/fixtures/videos';
import { errorCode, errorMessage, gqlUpload } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { Lecture } from './lecture.entity';
import { COURSE_FULL_MESSAGE, MAX_LECTURES_PER_COURSE } from './lecture.messages';

const ADD = /* GraphQL */ `
  mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
    addLecture(courseId: $courseId, input: $input, video: $video) { success lecture { id position } }
  }`;

let app: TestApp;
let admin: { token: string };
withAdminApp((started) => {
  ({ app, admin } = started);
});

const add = (courseId: string) =>
  gqlUpload<{ addLecture: { success: boolean; lecture: { position: number } } }>(
    app,
    ADD,
    { courseId, input: { title: 'One more', description: 'Past the limit?' }, video: null },
    [{ path: 'variables.video', filename: 'lecture.mp4', content: DEMO_MP4 }],
    admin,
  );

/** Fills the course up to `count` lectures, as rows (their videos are never read here). */
async function fillTo(courseId: string, count: number) {
  const em = app.orm.em.fork();
  for (let position = 1; position <= count; position += 1) {
    em.create(Lecture, {
      course: courseId,
      title: `Lecture ${position}`,
      description: 'Filler',
      videoKey: `lectures/filler-${courseId}-${position}.mp4`,
      videoBytes: 1,
      contentType: 'video/mp4',
      position,
      status: 'READY',
    });
  }
  await em.flush();
}

describe(`a course holds at most ${MAX_LECTURES_PER_COURSE} lectures`, () => {
  it('adds the last one that fits, then refuses the next with CONFLICT and stores nothing', async () => {
    const { course } = await createCourse(app);
    await fillTo(course.id, MAX_LECTURES_PER_COURSE - 1);
    const last = await add(course.id);
    expect(last.errors).toBeUndefined();
    expect(last.data?.addLecture.lecture.position).toBe(MAX_LECTURES_PER_COURSE);

    const refused = await add(course.id);
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(errorMessage(refused)).toBe(COURSE_FULL_MESSAGE);
    expect(await app.orm.em.fork().count(Lecture, { course: course.id })).toBe(MAX_LECTURES_PER_COURSE);
  });
});
