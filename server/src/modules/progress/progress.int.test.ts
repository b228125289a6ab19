import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { LIMITS } from '../../rate-limit/rate-limits';
import type { UserTables } from '../user/user.entity';
import type { LectureProgressTables } from './lecture-progress.entity';

const SAVE = /* GraphQL */ `
  mutation Save($lectureId: ID!, $positionSeconds: Float!) {
    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) {
      lectureId positionSeconds completed completedAt updatedAt
    }
  }`;
const SET_COMPLETED = /* GraphQL */ `
  mutation SetCompleted($lectureId: ID!, $completed: Boolean!) {
    setLectureCompleted(lectureId: $lectureId, completed: $completed) { lectureId positionSeconds completed }
  }`;
const LECTURES = /* GraphQL */ `
  query Lectures($courseId: ID!) {
    lectures(courseId: $courseId) { id progress { lectureId positionSeconds completed updatedAt } }
  }`;
const COURSE_PROGRESS = /* GraphQL */ `
  query CourseProgress($id: ID!) {
    course(id: $id) {
      id
      progress {
        courseId completedLectures totalLectures percent
        nextLecture { id title position durationSeconds progress { positionSeconds completed } }
      }
    }
  }`;
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

interface Progress {
  lectureId: string;
  positionSeconds: number;
  completed: boolean;
  completedAt?: string | null;
  updatedAt?: string;
}
interface CourseProgressData {
  course: {
    id: string;
    progress: {
      courseId: string;
      completedLectures: number;
      totalLectures: number;
      percent: number;
      nextLecture: {
        id: string;
        title: string;
        position: number;
        durationSeconds: number;
        progress: Pick<Progress, 'positionSeconds' | 'completed'> | null;
      } | null;
    } | null;
  };
}
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

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const subscriber = () => createUser(app, { subscriptionStatus: 'active' });

async function save(token: string | undefined, lectureId: string, positionSeconds: number) {
  return gql<{ saveLectureProgress: Progress }>(app, SAVE, { lectureId, positionSeconds }, { token });
}

async function courseProgress(token: string | undefined, id: string) {
  const response = await gql<CourseProgressData>(app, COURSE_PROGRESS, { id }, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.course.progress;
}

describe('saveLectureProgress', () => {
  it('saves the position of a lecture and reads it back on Lecture.progress, for its owner only', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2, lectureSeconds: 600 });
    const [first, second] = lectures.map((lecture) => lecture.id) as [string, string];
    const owner = await subscriber();
    const other = await subscriber();

    const saved = await save(owner.token, first, 123.5);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveLectureProgress).toMatchObject({
      lectureId: first,
      positionSeconds: 123.5,
      completed: false,
      completedAt: null,
    });

    const again = await save(owner.token, first, 200);
    expect(again.data?.saveLectureProgress.positionSeconds).toBe(200);

    const mine = await gql<{ lectures: { id: string; progress: Progress | null }[] }>(
      app,
      LECTURES,
      { courseId: course.id },
      { token: owner.token },
    );
    expect(mine.data?.lectures).toEqual([
      { id: first, progress: expect.objectContaining({ lectureId: first, positionSeconds: 200, completed: false }) },
      { id: second, progress: null },
    ]);

    // Another learner reads the same lectures without the owner's progress, and writing theirs leaves the owner's.
    const theirs = await gql<{ lectures: { id: string; progress: Progress | null }[] }>(
      app,
      LECTURES,
      { courseId: course.id },
      { token: other.token },
    );
    expect(theirs.data?.lectures.map((lecture) => lecture.progress)).toEqual([null, null]);
    expect((await save(other.token, first, 10)).data?.saveLectureProgress.positionSeconds).toBe(10);
    expect((await courseProgress(other.token, course.id))?.nextLecture?.progress?.positionSeconds).toBe(10);
    expect((await courseProgress(owner.token, course.id))?.nextLecture?.progress?.positionSeconds).toBe(200);
  });

  it('completes a lecture at 90% of its duration, and keeps it completed when it is watched again', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1, lectureSeconds: 100 });
    const lectureId = lectures[0]?.id as string;
    const { token } = await subscriber();

    expect((await save(token, lectureId, 89.9)).data?.saveLectureProgress.completed).toBe(false);
    const completed = await save(token, lectureId, 90);
    expect(completed.data?.saveLectureProgress).toMatchObject({ completed: true, positionSeconds: 90 });
    const completedAt = completed.data?.saveLectureProgress.completedAt;
    expect(completedAt).toEqual(expect.any(String));

    const rewatched = await save(token, lectureId, 3);
    expect(rewatched.data?.saveLectureProgress).toMatchObject({ completed: true, positionSeconds: 3, completedAt });
  });

  it('takes positions from 0 to 5 s past the end, and refuses anything else', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1, lectureSeconds: 30 });
    const lectureId = lectures[0]?.id as string;
    const { token } = await subscriber();

    expect((await save(token, lectureId, 0)).data?.saveLectureProgress.positionSeconds).toBe(0);
    expect((await save(token, lectureId, 35)).data?.saveLectureProgress).toMatchObject({
      positionSeconds: 35,
      completed: true,
    });
    for (const position of [-1, 35.01, 1e9]) {
      const refused = await save(token, lectureId, position);
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.extensions?.field).toBe('positionSeconds');
    }
    // GraphQL's Float has no NaN or infinity: such a value never reaches the service.
    const notANumber = await gql(app, SAVE.replace('$positionSeconds: Float!', '$positionSeconds: String!'), {
      lectureId,
      positionSeconds: 'NaN',
    });
    expect(notANumber.errors).toBeDefined();
    expect((await courseProgress(token, lectures[0]?.course.id as string))?.nextLecture).toBeNull();
  });

  it('is for callers who may play the lecture, and READY lectures only', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const { lectures: processing } = await createCourse(app, {}, { lectures: 1, status: 'PROCESSING' });
    const lectureId = lectures[0]?.id as string;
    const learner = await createUser(app);
    const lapsed = await createUser(app, { subscriptionStatus: 'past_due' });
    const admin = await createUser(app, { role: 'ADMIN' });
    const { token } = await subscriber();

    expect(errorCode(await save(undefined, lectureId, 1))).toBe('UNAUTHENTICATED');
    expect(errorCode(await save(learner.token, lectureId, 1))).toBe('FORBIDDEN');
    expect(errorCode(await save(lapsed.token, lectureId, 1))).toBe('FORBIDDEN');
    expect((await save(admin.token, lectureId, 1)).errors).toBeUndefined();
    expect(errorCode(await save(token, processing[0]?.id as string, 1))).toBe('NOT_FOUND');
    expect(errorCode(await save(token, randomUUID(), 1))).toBe('NOT_FOUND');
    expect(errorCode(await save(token, 'not-an-id', 1))).toBe('NOT_FOUND');
  });

  it('is rate limited per learner', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const lectureId = lectures[0]?.id as string;
    const busy = await subscriber();
    const calm = await subscriber();
    for (let saved = 0; saved < LIMITS.progressWritesPerUserPerMinute; saved += 1) {
      const response = await save(busy.token, lectureId, saved % 30);
      expect(response.errors).toBeUndefined();
    }
    const limited = await save(busy.token, lectureId, 1);
    expect(errorCode(limited)).toBe('TOO_MANY_REQUESTS');
    // Counted per learner, not per address: another learner on the same address still saves.
    expect((await save(calm.token, lectureId, 1)).errors).toBeUndefined();
  });
});

describe('setLectureCompleted', () => {
  it('marks a lecture completed and not completed by hand, keeping the position', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1, lectureSeconds: 600 });
    const lectureId = lectures[0]?.id as string;
    const { token } = await subscriber();
    const set = (completed: boolean) =>
      gql<{ setLectureCompleted: Progress }>(app, SET_COMPLETED, { lectureId, completed }, { token });

    expect((await set(true)).data?.setLectureCompleted).toEqual({ lectureId, positionSeconds: 0, completed: true });
    await save(token, lectureId, 42);
    expect((await set(false)).data?.setLectureCompleted).toEqual({ lectureId, positionSeconds: 42, completed: false });
    expect((await set(true)).data?.setLectureCompleted.completed).toBe(true);

    const learner = await createUser(app);
    const refused = await gql(app, SET_COMPLETED, { lectureId, completed: true }, { token: learner.token });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, SET_COMPLETED, { lectureId, completed: true }))).toBe('UNAUTHENTICATED');
  });

  it('is rate limited per learner, in the same budget as the saved positions', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const lectureId = lectures[0]?.id as string;
    const busy = await subscriber();
    const calm = await subscriber();
    const set = (token: string, completed: boolean) => gql(app, SET_COMPLETED, { lectureId, completed }, { token });
    for (let toggled = 0; toggled < LIMITS.progressWritesPerUserPerMinute; toggled += 1) {
      expect((await set(busy.token, toggled % 2 === 0)).errors).toBeUndefined();
    }
    const limited = await set(busy.token, true);
    expect(errorCode(limited)).toBe('TOO_MANY_REQUESTS');
    expect(limited.errors?.[0]?.message).toMatch(/^Too many attempts\. Please try again in /);
    expect(errorCode(await save(busy.token, lectureId, 1))).toBe('TOO_MANY_REQUESTS');
    expect((await set(calm.token, true)).errors).toBeUndefined();
  });
});

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
