import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { endIdleViewingSessions } from './viewing-sessions-end.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('ending viewing sessions', () => {
  it('lets two sweeps run at once over the same lectures: each session counted once, no deadlock', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2, lectureSeconds: 60 });
    const { user } = await createUser(app, { subscriptionStatus: 'active' });
    const [first, second] = lectures.map((lecture) => lecture.id) as [string, string];
    // 1,000 sessions, the two lectures alternating in the order a sweep takes them (last seen), the first batch of 500
    // starting with one lecture and the second with the other: two sweeps at once each lock both lectures' rows, in
    // opposite orders when taken as the sessions come (which deadlocked).
    await app.orm.em.fork().execute(
      `insert into viewing_sessions (id, user_id, lecture_id, course_id, auth_session_id, duration_seconds, started_at,
         last_seen_at, delivered, watched, watched_total)
       select gen_random_uuid(), ?, case when (n % 2 = 1) <> (n > 500) then ?::uuid else ?::uuid end, ?, gen_random_uuid(), 60,
         now() - interval '1 hour', now() - interval '1 hour' + make_interval(secs => n), '[[0,30]]', '[[0,30]]', 30
       from generate_series(1, 1000) n`,
      [user.id, first, second, course.id],
    );
    const sweep = () => endIdleViewingSessions(app.orm.em.fork(), app.deps, { everything: true });
    const ended = await Promise.all([sweep(), sweep()]);
    expect(ended[0] + ended[1]).toBe(1000);
    const days = await app.orm.em
      .fork()
      .execute<{ lecture_id: string; sessions: number; watched_seconds: number }[]>(
        'select lecture_id, sessions, watched_seconds from lecture_retention_days where course_id = ? order by lecture_id',
        [course.id],
      );
    expect(days.map((day) => Number(day.sessions))).toEqual([500, 500]);
    expect(days.map((day) => Number(day.watched_seconds))).toEqual([15_000, 15_000]);
  });
});
