import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/clock';
import { createCourse } from '../../test/course-factories';
import { createUser } from '../../test/factories';
import { gql } from '../../test/graphql-client';
import { startTestApp, type TestApp } from '../../test/harness';
import { apiKeyWith } from '../../test/trusted-graphql';

/** A Wednesday: this week started on Monday 2026-11-16 (UTC). */
const NOW = new Date('2026-11-18T12:00:00Z');
const ENGAGEMENT = `{
  engagementOverview { weeks { weekStart active returning } paths { pathId title started completed } }
}`;
interface Engagement {
  weeks: { weekStart: string; active: number; returning: number }[];
  paths: { pathId: string; title: string; started: number; completed: number }[];
}

let app: TestApp;
let admin: { token: string };
let learner: { token: string };
let pathId: string;
let emptyPathId: string;

beforeAll(async () => {
  app = await startTestApp({}, { clock: new ManualClock(NOW) });
  admin = await createUser(app, { role: 'ADMIN' });
  const { course, lectures } = await createCourse(app, {}, { lectures: 1, lectureSeconds: 30 });
  const lectureId = lectures[0]!.id;
  const users = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(app, { subscriptionStatus: 'active' })));
  learner = users[0]!;
  const [u1, u2, u3, u4, u5] = users.map(({ user }) => user.id) as [string, string, string, string, string];
  const em = app.orm.em.fork();
  const sessions: [string, string][] = [
    [u1, '2026-09-30T09:00:00Z'],
    [u1, '2026-11-17T09:00:00Z'],
    [u2, '2026-11-18T10:00:00Z'],
    [u3, '2026-11-10T09:00:00Z'],
    [u3, '2026-11-12T09:00:00Z'],
    [u3, '2026-11-16T00:30:00Z'],
    [u4, '2026-08-01T09:00:00Z'],
    [u4, '2026-11-03T09:00:00Z'],
    // Sunday night, UTC: the week before this one.
    [u5, '2026-11-15T23:30:00Z'],
  ];
  for (const [userId, startedAt] of sessions) {
    await em.execute(
      `insert into viewing_sessions (id, user_id, lecture_id, course_id, auth_session_id, duration_seconds, started_at,
         last_seen_at, ended_at, delivered, watched, watched_total)
       values (?, ?, ?, ?, ?, 30, ?, ?, ?, '[]'::jsonb, '[[0, 10]]'::jsonb, 10)`,
      [randomUUID(), userId, lectureId, course.id, randomUUID(), startedAt, startedAt, startedAt],
    );
  }
  for (const userId of [u1, u2]) {
    await em.execute(
      `insert into lecture_viewings (user_id, lecture_id, course_id, delivered, watched, watched_total, first_viewed_at,
         last_viewed_at) values (?, ?, ?, '[]'::jsonb, '[[0, 10]]'::jsonb, 10, ?, ?)`,
      [userId, lectureId, course.id, NOW, NOW],
    );
  }
  [pathId, emptyPathId] = [randomUUID(), randomUUID()];
  await em.execute(
    `insert into learning_paths (id, slug, title, description, outcome, published, created_at, updated_at)
     values (?, 'data', 'Data', 'd', 'o', true, now(), now()), (?, 'empty', 'Empty', 'd', 'o', false, now(), now())`,
    [pathId, emptyPathId],
  );
  await em.execute(
    `insert into path_courses (path_id, course_id, position, requires_previous) values (?, ?, 1, false)`,
    [pathId, course.id],
  );
  await em.execute(
    `insert into certificates (code, user_id, path_id, issued_at, learner_name) values ('PATH-AAAA-BBBB', ?, ?, now(), 'One')`,
    [u1, pathId],
  );
});
afterAll(async () => {
  await app?.close();
});

describe('the engagement overview (dashboard)', () => {
  it('counts, for each of the last 8 weeks, the learners who watched and those of them who had watched before', async () => {
    const response = await gql<{ engagementOverview: Engagement }>(app, ENGAGEMENT, {}, admin);
    expect(response.errors).toBeUndefined();
    const { weeks } = response.data!.engagementOverview;
    expect(weeks.map((week) => week.weekStart)).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    const busy = weeks.filter((week) => week.active > 0);
    expect(busy).toEqual([
      { weekStart: '2026-09-28', active: 1, returning: 0 },
      // u4 watched in August, before the range.
      { weekStart: '2026-11-02', active: 1, returning: 1 },
      // u3 twice and u5 on Sunday night: each counted once, neither had watched before.
      { weekStart: '2026-11-09', active: 2, returning: 0 },
      // u1 and u3 came back; u2 is new.
      { weekStart: '2026-11-16', active: 3, returning: 2 },
    ]);
  });

  it('gives each path the learners who started one of its courses and the certificates it issued', async () => {
    const response = await gql<{ engagementOverview: Engagement }>(app, ENGAGEMENT, {}, admin);
    expect(response.data!.engagementOverview.paths).toEqual([
      { pathId, title: 'Data', started: 2, completed: 1 },
      { pathId: emptyPathId, title: 'Empty', started: 0, completed: 0 },
    ]);
  });

  it('is for ADMINs and API keys with the analytics scope only', async () => {
    const refused = await gql(app, ENGAGEMENT, {}, learner);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const key = await apiKeyWith(app, admin.token, ['analytics']);
    const withKey = await gql<{ engagementOverview: Engagement }>(app, ENGAGEMENT, {}, { token: key });
    expect(withKey.errors).toBeUndefined();
    expect(withKey.data?.engagementOverview.weeks).toHaveLength(8);
  });
});
