import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import {
  app,
  courseProgress,
  type Progress,
  SAVE,
  SET_COMPLETED,
  save,
  subscriber,
  useProgressApp,
} from '../../../test/progress-fixtures';
import { LIMITS } from '../../rate-limit/rate-limits';

/** Saving a learner's place in a lecture and marking it completed. Reading it back by course: learner-progress. */
const LECTURES = /* GraphQL */ `
  query Lectures($courseId: ID!) {
    lectures(courseId: $courseId) { id progress { lectureId positionSeconds completed updatedAt } }
  }`;

useProgressApp();

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
