import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { streakOf, weekStartOf } from './weekly-goal.service';

// A Wednesday: this week began on Monday 2027-03-08 (UTC).
const clock = new ManualClock(new Date('2027-03-10T15:00:00.000Z'));
let app: TestApp;
let courseId: string;
let lectureId: string;
beforeAll(async () => {
  app = await startTestApp({}, { clock });
  const { course, lectures } = await createCourse(app, {}, { lectures: 1, lectureSeconds: 600 });
  courseId = course.id;
  lectureId = lectures[0]?.id ?? '';
});
afterAll(() => app.close());

const GOAL = 'query { weeklyGoal { weeklyMinutes minutesThisWeek streakWeeks weeks { weekStart minutes } } }';
const SET =
  'mutation Set($minutes: Int) { setWeeklyGoal(minutes: $minutes) { weeklyMinutes minutesThisWeek streakWeeks } }';

interface Goal {
  weeklyMinutes: number | null;
  minutesThisWeek: number;
  streakWeeks: number;
  weeks: { weekStart: string; minutes: number }[];
}

/** A viewing session of the learner that started at `startedAt`, with `minutes` watched. */
async function watched(userId: string, startedAt: string, minutes: number) {
  await app.orm.em.fork().execute(
    `insert into viewing_sessions (id, user_id, lecture_id, course_id, auth_session_id, duration_seconds, started_at,
       last_seen_at, ended_at, delivered, watched, watched_total)
     values (gen_random_uuid(), ?, ?, ?, gen_random_uuid(), 600, ?, ?, ?, '[]', '[]', ?)`,
    [userId, lectureId, courseId, startedAt, startedAt, startedAt, minutes * 60],
  );
}

describe('the weekly goal', () => {
  it('counts the minutes watched by week, Monday to Sunday UTC, and the weeks in a row that reached the goal', async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    await watched(learner.user.id, '2027-03-08T00:10:00Z', 20); // this week's Monday
    await watched(learner.user.id, '2027-03-10T09:00:00Z', 15);
    await watched(learner.user.id, '2027-03-07T23:50:00Z', 45); // last week's Sunday
    await watched(learner.user.id, '2027-02-23T10:00:00Z', 30); // two weeks back
    await watched(learner.user.id, '2027-02-15T10:00:00Z', 30); // three weeks back
    await watched(learner.user.id, '2027-03-11T10:00:00Z', 99); // tomorrow: not watched yet by the clock's today

    const none = await gql<{ weeklyGoal: Goal }>(app, GOAL, {}, learner);
    expect(none.data?.weeklyGoal).toMatchObject({ weeklyMinutes: null, minutesThisWeek: 35, streakWeeks: 0 });
    expect(none.data?.weeklyGoal.weeks.slice(-4)).toEqual([
      { weekStart: '2027-02-15', minutes: 30 },
      { weekStart: '2027-02-22', minutes: 30 },
      { weekStart: '2027-03-01', minutes: 45 },
      { weekStart: '2027-03-08', minutes: 35 },
    ]);
    expect(none.data?.weeklyGoal.weeks).toHaveLength(8);

    // 30 a week: this week, last week and the two before reached it.
    const set = await gql<{ setWeeklyGoal: Goal }>(app, SET, { minutes: 30 }, learner);
    expect(set.data?.setWeeklyGoal).toEqual({ weeklyMinutes: 30, minutesThisWeek: 35, streakWeeks: 4 });
    // 40 a week: this week is not there yet, last week was; the week before broke it.
    const higher = await gql<{ setWeeklyGoal: Goal }>(app, SET, { minutes: 40 }, learner);
    expect(higher.data?.setWeeklyGoal.streakWeeks).toBe(1);
    // A week later by the clock: the session of the 11th counts in last week now; this week has not reached the goal
    // yet, and the weeks before hold the streak.
    await gql(app, SET, { minutes: 30 }, learner);
    clock.advance(7 * 86_400_000);
    // A week idle signs a session out: the learner signs in again.
    const again = { token: (await app.deps.sessions.issue(learner.user)).token };
    const later = await gql<{ weeklyGoal: Goal }>(app, GOAL, {}, again);
    expect(later.data?.weeklyGoal).toMatchObject({ minutesThisWeek: 0, streakWeeks: 4 });
    expect(later.data?.weeklyGoal.weeks.at(-2)).toEqual({ weekStart: '2027-03-08', minutes: 134 });

    const off = await gql<{ setWeeklyGoal: Goal }>(app, SET, { minutes: null }, again);
    expect(off.data?.setWeeklyGoal).toMatchObject({ weeklyMinutes: null, streakWeeks: 0 });
  });

  it('refuses a goal outside 10 to 1200 minutes, and asks who it is', async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    expect(errorCode(await gql(app, SET, { minutes: 5 }, learner))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(app, SET, { minutes: 1201 }, learner))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(app, GOAL, {}))).toBe('UNAUTHENTICATED');
  });

  it('finds weeks from Monday, and breaks a streak at the first week short of the goal', () => {
    expect(weekStartOf(new Date('2027-03-14T23:59:59Z')).toISOString()).toBe('2027-03-08T00:00:00.000Z');
    expect(weekStartOf(new Date('2027-03-08T00:00:00Z')).toISOString()).toBe('2027-03-08T00:00:00.000Z');
    const thisWeek = new Date('2027-03-08T00:00:00Z');
    const weeks = new Map([
      ['2027-03-08', 10],
      ['2027-03-01', 60],
      ['2027-02-22', 60],
      ['2027-02-08', 60],
    ]);
    expect(streakOf(weeks, thisWeek, 60)).toBe(2);
    expect(streakOf(weeks, thisWeek, 10)).toBe(3);
  });
});
