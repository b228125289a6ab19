import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import {
  app,
  courseProgress,
  type Progress,
  SET_COMPLETED,
  save,
  subscriber,
  useProgressApp,
} from '../../../test/progress-fixtures';
import type { UserTables } from '../../identity/user/user.entity';
import type { LectureProgressTables } from './lecture-progress.entity';

/**
 * A learner's progress as the pages read it: per course, across the courses they started, and what to watch next.
 * Writing it: progress-writes.int.test.ts.
 */
const CATALOGUE_PROGRESS = /* GraphQL */ `
  query CatalogueProgress($category: String) {
    courses(category: $category) {
      edges {
        node {
          id
          progress { completedLectures totalLectures percent nextLecture { id title } }
          certificate { code }
        }
      }
    }
  }`;
const CONTINUE = /* GraphQL */ `
  query Continue {
    continueWatching {
      lastWatchedAt
      course { id title }
      progress { completedLectures totalLectures percent }
      nextLecture { id position progress { positionSeconds completed } lecture { id videoUrl } }
    }
  }`;

const MY_COURSE_PROGRESS = /* GraphQL */ `
  query MyCourseProgress { myCourseProgress { courseId completedLectures totalLectures percent } }`;
interface ContinueData {
  continueWatching: {
    lastWatchedAt: string;
    course: { id: string; title: string };
    progress: { completedLectures: number; totalLectures: number; percent: number };
    nextLecture: {
      id: string;
      position: number;
      progress: Pick<Progress, 'positionSeconds' | 'completed'> | null;
      lecture: { id: string; videoUrl: string } | null;
    } | null;
  }[];
}

useProgressApp();

describe('Course.progress', () => {
  it('counts completed READY lectures and names the next one to watch', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 3, lectureSeconds: 100 });
    const [first, second, third] = lectures.map((lecture) => lecture.id) as [string, string, string];
    const { token } = await subscriber();

    expect(await courseProgress(undefined, course.id)).toBeNull();
    expect(await courseProgress(token, course.id)).toEqual({
      courseId: course.id,
      completedLectures: 0,
      totalLectures: 3,
      percent: 0,
      nextLecture: { id: first, title: 'Lecture 1', position: 1, durationSeconds: 100, progress: null },
    });

    await save(token, first, 95);
    await save(token, second, 40);
    expect(await courseProgress(token, course.id)).toMatchObject({
      completedLectures: 1,
      percent: 33,
      nextLecture: { id: second, progress: { positionSeconds: 40, completed: false } },
    });

    // Completing out of order: the next lecture is the first one not completed.
    await gql(app, SET_COMPLETED, { lectureId: third, completed: true }, { token });
    expect(await courseProgress(token, course.id)).toMatchObject({ completedLectures: 2, nextLecture: { id: second } });
    await save(token, second, 100);
    expect(await courseProgress(token, course.id)).toMatchObject({
      completedLectures: 3,
      totalLectures: 3,
      percent: 100,
      nextLecture: null,
    });
  });

  it('costs the same statements for 1 course as for 20, with certificates', async () => {
    const { token } = await subscriber();
    const statements = async (count: number) => {
      const category = `Batch ${randomUUID()}`;
      for (let made = 0; made < count; made += 1) {
        const { lectures } = await createCourse(app, { category }, { lectures: 3 });
        await save(token, lectures[0]?.id as string, 5);
      }
      const { result, queries } = await app.captureQueries(() =>
        gql<{ courses: { edges: unknown[] } }>(app, CATALOGUE_PROGRESS, { category }, { token }),
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.courses.edges).toHaveLength(count);
      return queries.length;
    };
    const one = await statements(1);
    expect(await statements(20)).toBe(one);
    // The session, the catalogue, the curricula, the learner's rows, the courses' quiz passes, the certificates. (A next
    // lecture's own progress is one level deeper than the depth limit lets a catalogue page ask.)
    expect(one).toBe(6);
  });
});

describe('myCourseProgress', () => {
  type MyProgressData = {
    myCourseProgress: { courseId: string; completedLectures: number; totalLectures: number; percent: number }[];
  };
  const myProgress = async (token?: string) => {
    const response = await gql<MyProgressData>(app, MY_COURSE_PROGRESS, {}, { token });
    expect(response.errors).toBeUndefined();
    return response.data?.myCourseProgress;
  };

  it("answers the caller's progress in each course they started, completed ones included, for them only", async () => {
    const { token } = await subscriber();
    const other = await subscriber();
    const started = await createCourse(app, {}, { lectures: 4, lectureSeconds: 100 });
    const finished = await createCourse(app, {}, { lectures: 1, lectureSeconds: 100 });
    await createCourse(app, {}, { lectures: 2 });

    expect(await myProgress(token)).toEqual([]);
    await save(token, started.lectures[0]?.id as string, 95);
    await save(token, started.lectures[1]?.id as string, 10);
    await save(token, finished.lectures[0]?.id as string, 99);
    await save(other.token, started.lectures[2]?.id as string, 99);

    const mine = await myProgress(token);
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(
      expect.arrayContaining([
        { courseId: started.course.id, completedLectures: 1, totalLectures: 4, percent: 25 },
        { courseId: finished.course.id, completedLectures: 1, totalLectures: 1, percent: 100 },
      ]),
    );
    expect(await myProgress(other.token)).toEqual([
      { courseId: started.course.id, completedLectures: 1, totalLectures: 4, percent: 25 },
    ]);
    expect(await myProgress()).toEqual([]);
  });

  it('takes the same statements for 1 course started as for 12', async () => {
    const { token } = await subscriber();
    const statements = async () => {
      const { result, queries } = await app.captureQueries(() =>
        gql<MyProgressData>(app, MY_COURSE_PROGRESS, {}, { token }),
      );
      expect(result.errors).toBeUndefined();
      return { listed: result.data?.myCourseProgress.length, count: queries.length };
    };
    const first = await createCourse(app, {}, { lectures: 2 });
    await save(token, first.lectures[0]?.id as string, 5);
    const one = await statements();
    expect(one.listed).toBe(1);
    for (let made = 0; made < 11; made += 1) {
      const course = await createCourse(app, {}, { lectures: 3 });
      await save(token, course.lectures[1]?.id as string, 5);
    }
    expect(await statements()).toEqual({ listed: 12, count: one.count });
  });
});

describe('continueWatching', () => {
  it("lists the caller's courses in progress, most recently watched first, without completed ones", async () => {
    const { token } = await subscriber();
    const other = await subscriber();
    const a = await createCourse(app, { title: 'Continue A' }, { lectures: 2, lectureSeconds: 100 });
    const b = await createCourse(app, { title: 'Continue B' }, { lectures: 2, lectureSeconds: 100 });
    const done = await createCourse(app, { title: 'Continue Done' }, { lectures: 1, lectureSeconds: 100 });

    expect((await gql<ContinueData>(app, CONTINUE, {}, { token })).data?.continueWatching).toEqual([]);
    await save(token, a.lectures[0]?.id as string, 50);
    await save(token, b.lectures[1]?.id as string, 20);
    await save(token, done.lectures[0]?.id as string, 99);
    await save(other.token, done.lectures[0]?.id as string, 10);

    const listed = (await gql<ContinueData>(app, CONTINUE, {}, { token })).data?.continueWatching;
    expect(listed?.map((item) => item.course.title)).toEqual(['Continue B', 'Continue A']);
    expect(listed?.[0]).toMatchObject({
      progress: { completedLectures: 0, totalLectures: 2, percent: 0 },
      nextLecture: { id: b.lectures[0]?.id, position: 1, progress: null, lecture: { id: b.lectures[0]?.id } },
    });
    expect(listed?.[1]?.nextLecture).toMatchObject({ id: a.lectures[0]?.id, progress: { positionSeconds: 50 } });

    // Watching A again puts it first; the other learner sees only their own course.
    await save(token, a.lectures[0]?.id as string, 60);
    const again = (await gql<ContinueData>(app, CONTINUE, {}, { token })).data?.continueWatching;
    expect(again?.map((item) => item.course.title)).toEqual(['Continue A', 'Continue B']);
    const theirs = (await gql<ContinueData>(app, CONTINUE, {}, { token: other.token })).data?.continueWatching;
    expect(theirs?.map((item) => item.course.title)).toEqual(['Continue Done']);

    expect((await gql<ContinueData>(app, CONTINUE)).data?.continueWatching).toEqual([]);
  });

  it('resumes the lecture the learner stopped in, at its position, not the first one left unfinished', async () => {
    const { token } = await subscriber();
    const { lectures } = await createCourse(app, {}, { lectures: 3, lectureSeconds: 100 });
    const [first, , third] = lectures.map((lecture) => lecture.id);
    const RESUME = /* GraphQL */ `
      query Resume {
        continueWatching { nextLecture { id } resumeLecture { id progress { positionSeconds completed } } }
      }`;
    type ResumeData = {
      continueWatching: {
        nextLecture: { id: string } | null;
        resumeLecture: { id: string; progress: { positionSeconds: number; completed: boolean } | null } | null;
      }[];
    };
    const resume = async () => (await gql<ResumeData>(app, RESUME, {}, { token })).data?.continueWatching[0];

    await save(token, first as string, 30);
    await save(token, third as string, 40);
    expect(await resume()).toEqual({
      nextLecture: { id: first },
      resumeLecture: { id: third, progress: { positionSeconds: 40, completed: false } },
    });
    // Once the lecture stopped in is finished, the next unfinished one follows it (here, round to the first).
    await save(token, third as string, 95);
    expect((await resume())?.resumeLecture).toEqual({ id: first, progress: { positionSeconds: 30, completed: false } });
  });

  it("keeps a lapsed learner's progress but not their playable lectures", async () => {
    const { user, token } = await subscriber();
    const { lectures } = await createCourse(app, {}, { lectures: 2 });
    await save(token, lectures[0]?.id as string, 5);
    const users = app.orm.em.fork().getKysely<UserTables>();
    await users.updateTable('users').set({ subscription_status: 'canceled' }).where('id', '=', user.id).execute();
    const listed = (await gql<ContinueData>(app, CONTINUE, {}, { token })).data?.continueWatching;
    expect(listed?.[0]?.nextLecture).toMatchObject({
      id: lectures[0]?.id,
      progress: { positionSeconds: 5 },
      lecture: null,
    });
  });

  it('lists at most 10 courses, in constant statements', async () => {
    const { token } = await subscriber();
    const statements = async () => {
      const { result, queries } = await app.captureQueries(() => gql<ContinueData>(app, CONTINUE, {}, { token }));
      expect(result.errors).toBeUndefined();
      return { listed: result.data?.continueWatching.length, count: queries.length };
    };
    const { lectures } = await createCourse(app, {}, { lectures: 2 });
    await save(token, lectures[0]?.id as string, 5);
    const one = await statements();
    expect(one.listed).toBe(1);
    for (let made = 0; made < 11; made += 1) {
      const course = await createCourse(app, {}, { lectures: 2 });
      await save(token, course.lectures[0]?.id as string, 5);
    }
    const many = await statements();
    expect(many).toEqual({ listed: 10, count: one.count });
  });

  it('forgets progress with the course it belongs to', async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    const { token } = await subscriber();
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    await save(token, lectures[0]?.id as string, 5);
    const deleted = await gql(
      app,
      'mutation Delete($id: ID!) { deleteCourse(id: $id) { success } }',
      { id: course.id },
      { token: admin.token },
    );
    expect(deleted.errors).toBeUndefined();
    expect((await gql<ContinueData>(app, CONTINUE, {}, { token })).data?.continueWatching).toEqual([]);
    const row = await app.orm.em
      .fork()
      .getKysely<LectureProgressTables>()
      .selectFrom('lecture_progress')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    expect(Number(row?.count)).toBe(0);
  });
});
