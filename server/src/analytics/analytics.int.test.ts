import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../test/course-factories';
import { createUser } from '../../test/factories';
import { gql } from '../../test/graphql-client';
import { bound } from '../../test/hang-bound';
import { startTestApp, type TestApp } from '../../test/harness';
import { apiKeyWith } from '../../test/trusted-graphql';
import { endIdleViewingSessions } from '../media/viewing/viewing-sessions-end.service';

let app: TestApp;
let admin: { token: string };
let courseId: string;
let lectureA: string;
let lectureB: string;
let versionA: string;

/**
 * A hand-computed fixture: lecture A (30 s, buckets of 1 s) watched by three learners, 0–30 s (with 10 s replayed),
 * 0–10 s and 0–20 s; lecture B (20 s) by one, 0–5 s. One of them finished two hours after starting; a quiz has two
 * submitted attempts, one passed.
 */
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'ADMIN' });
  const { course, lectures } = await createCourse(app, {}, { lectures: 2, lectureSeconds: 30 });
  courseId = course.id;
  [lectureA, lectureB] = [lectures[0]!.id, lectures[1]!.id];
  const em = app.orm.em.fork();
  await em.execute('update lectures set duration_seconds = 20 where id = ?', [lectureB]);
  const users = await Promise.all([1, 2, 3].map(() => createUser(app, { subscriptionStatus: 'active' })));
  const [u1, u2, u3] = users.map(({ user }) => user.id) as [string, string, string];
  const sessions: [string, string, number, number[][], number][] = [
    [u1, lectureA, 30, [[0, 30]], 40],
    [u2, lectureA, 30, [[0, 10]], 10],
    [u3, lectureA, 30, [[0, 20]], 20],
    [u1, lectureB, 20, [[0, 5]], 5],
  ];
  for (const [userId, lectureId, duration, watched, total] of sessions) {
    await em.execute(
      `insert into viewing_sessions (id, user_id, lecture_id, course_id, auth_session_id, duration_seconds, started_at,
         last_seen_at, delivered, watched, watched_total)
       values (?, ?, ?, ?, ?, ?, now(), now(), ?::jsonb, ?::jsonb, ?)`,
      [randomUUID(), userId, lectureId, courseId, randomUUID(), duration, '[[0, 30]]', JSON.stringify(watched), total],
    );
    await em.execute(
      `insert into lecture_viewings (user_id, lecture_id, course_id, delivered, watched, watched_total, first_viewed_at,
         last_viewed_at, verified_at)
       values (?, ?, ?, '[]'::jsonb, ?::jsonb, ?, now() - interval '2 hours', now(), ?)`,
      [
        userId,
        lectureId,
        courseId,
        JSON.stringify(watched),
        total,
        userId === u1 && lectureId === lectureA ? new Date() : null,
      ],
    );
  }
  await em.execute(
    `insert into certificates (code, user_id, course_id, issued_at, learner_name) values ('AAAA-BBBB-CCCC', ?, ?, now(), 'One')`,
    [u1, courseId],
  );
  const quizId = randomUUID();
  await em.execute(
    `insert into quizzes (id, course_id, position, title, pass_mark_percent, created_at, updated_at)
     values (?, ?, 3, 'Check', 50, now(), now())`,
    [quizId, courseId],
  );
  for (const [userId, passed] of [
    [u1, true],
    [u2, false],
  ] as const) {
    await em.execute(
      `insert into quiz_attempts (id, quiz_id, user_id, number, version, presented, started_at, submitted_at, passed)
       values (?, ?, ?, 1, 1, '[]'::jsonb, now(), now(), ?)`,
      [randomUUID(), quizId, userId, passed],
    );
  }
  // Lecture A has captions: its drop-off at 0:10 is marked with the line spoken there.
  const trackId = randomUUID();
  await em.execute(
    `insert into caption_tracks (id, lecture_id, course_id, language, label, source, created_at, updated_at)
     values (?, ?, ?, 'en', 'English', 'upload', now(), now())`,
    [trackId, lectureA, courseId],
  );
  await em.execute(
    `insert into caption_cues (track_id, position, start_seconds, end_seconds, text)
     values (?, 1, 0, 9.5, 'Welcome'), (?, 2, 9.5, 12, 'Now the hard part'), (?, 3, 18, 30, 'Wrapping up')`,
    [trackId, trackId, trackId],
  );
  // Lecture A has a storyboard too (a frame every 5 s, in one row of six): each drop-off shows its frame.
  const storyboard = { intervalSeconds: 5, count: 6, columns: 6, rows: 1, tileWidth: 160, tileHeight: 90 };
  const [row] = await em.execute<{ processing_version: string }[]>(
    `update lectures set storyboard = ?::jsonb where id = ? returning processing_version`,
    [JSON.stringify({ ...storyboard, spriteKey: 'x/storyboard.jpg', vttKey: 'x/storyboard.vtt' }), lectureA],
  );
  versionA = row!.processing_version;
  expect(await endIdleViewingSessions(em, app.deps, { everything: true })).toBe(4);
}, bound(120_000));

afterAll(() => app?.close());

const RETENTION = `query ($id: ID!, $from: DateTimeISO, $to: DateTimeISO) {
  lectureRetention(lectureId: $id, from: $from, to: $to) {
    sessions bucketSeconds averagePercentWatched replaySeconds earlyStops
    points { second share } dropOffs { second share caption frameUrl }
  }
}`;
const ANALYTICS = `query ($id: ID!, $from: DateTimeISO, $to: DateTimeISO) {
  courseAnalytics(courseId: $id, from: $from, to: $to) {
    started finished medianSecondsToComplete
    funnel { lectureId viewers }
    mostDropped { lectureId sessions earlyStops share }
    quizzes { title attempts passed passRate }
  }
}`;

describe('lecture retention', () => {
  it('matches the hand-computed figures', async () => {
    const response = await gql<{ lectureRetention: Record<string, unknown> & { points: { share: number }[] } }>(
      app,
      RETENTION,
      { id: lectureA },
      admin,
    );
    expect(response.errors).toBeUndefined();
    const retention = response.data!.lectureRetention;
    const frame = (x: number) => `/media/lectures/${lectureA}/storyboard/${versionA}/storyboard.jpg#xywh=${x},0,160,90`;
    expect(retention).toMatchObject({
      sessions: 3,
      bucketSeconds: 1,
      averagePercentWatched: 66.7,
      replaySeconds: 10,
      earlyStops: 1,
      dropOffs: [
        { second: 10, share: expect.closeTo(1 / 3, 5), caption: 'Now the hard part', frameUrl: frame(320) },
        { second: 20, share: expect.closeTo(1 / 3, 5), caption: 'Wrapping up', frameUrl: frame(640) },
      ],
    });
    const shares = retention.points.map((point) => Math.round(point.share * 3));
    expect(shares).toEqual([...Array(10).fill(3), ...Array(10).fill(2), ...Array(10).fill(1)]);
  });

  it('shows no frame for a lecture transcoded before storyboards', async () => {
    const response = await gql<{ lectureRetention: { dropOffs: { second: number; frameUrl: unknown }[] } }>(
      app,
      RETENTION,
      { id: lectureB },
      admin,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.lectureRetention.dropOffs).toEqual([expect.objectContaining({ second: 5, frameUrl: null })]);
  });

  it("reaches each lecture's drop-off frames from the course, as the analytics page asks, within the depth limit", async () => {
    const response = await gql<{
      course: { lectures: { lecture: { retention: { dropOffs: { frameUrl: string | null }[] } } }[] };
    }>(
      app,
      `query ($id: ID!) { course(id: $id) { lectures { lecture { retention { dropOffs { frameUrl } } } } } }`,
      { id: courseId },
      admin,
    );
    expect(response.errors).toBeUndefined();
    const frames = response.data!.course.lectures.map((each) => each.lecture.retention.dropOffs.map((d) => d.frameUrl));
    expect(frames).toEqual([
      [expect.stringMatching(/#xywh=320,0,160,90$/), expect.stringMatching(/#xywh=640,0,160,90$/)],
      [null],
    ]);
  });

  it('counts nothing outside the date range', async () => {
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const response = await gql<{ lectureRetention: { sessions: number } }>(
      app,
      RETENTION,
      { id: lectureA, from: lastWeek, to: lastWeek },
      admin,
    );
    expect(response.data?.lectureRetention.sessions).toBe(0);
  });
});

describe('course analytics', () => {
  it('matches the hand-computed funnel, completions, drops and quiz pass rates', async () => {
    const response = await gql<{ courseAnalytics: Record<string, unknown> }>(app, ANALYTICS, { id: courseId }, admin);
    expect(response.errors).toBeUndefined();
    expect(response.data!.courseAnalytics).toEqual({
      started: 3,
      finished: 1,
      medianSecondsToComplete: 7200,
      funnel: [
        { lectureId: lectureA, viewers: 3 },
        { lectureId: lectureB, viewers: 1 },
      ],
      mostDropped: [
        { lectureId: lectureB, sessions: 1, earlyStops: 1, share: 1 },
        { lectureId: lectureA, sessions: 3, earlyStops: 1, share: expect.closeTo(1 / 3, 5) },
      ],
      quizzes: [{ title: 'Check', attempts: 2, passed: 1, passRate: 0.5 }],
    });
  });

  it('answers an API key with the analytics scope, on GraphQL and as CSV', async () => {
    const key = await apiKeyWith(app, admin.token, ['analytics']);
    const response = await gql<{ courseAnalytics: { started: number } }>(
      app,
      ANALYTICS,
      { id: courseId },
      { token: key },
    );
    expect(response.data?.courseAnalytics.started).toBe(3);
    const csv = await fetch(`${app.url}/api/v1/courses/${courseId}/analytics.csv`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'kind,position,title,viewers,sessions,average_percent_watched,early_stops,replay_seconds,attempts,passed',
    );
    expect(lines[1]).toBe('lecture,1,Lecture 1,3,3,66.7,1,10,,');
    expect(lines).toContain('quiz,1,Check,,,,,,2,1');
    expect(lines.at(-1)).toBe('course,,finished,1,,,,,,');
  });

  it('gives a learner the minutes watched and lectures verified on the admin list', async () => {
    const response = await gql<{
      users: { edges: { node: { viewing: { minutesWatched: number; verifiedLectures: number } } }[] };
    }>(app, `{ users(first: 50) { edges { node { viewing { minutesWatched verifiedLectures } } } } }`, {}, admin);
    expect(response.errors).toBeUndefined();
    const figures = response.data!.users.edges.map((edge) => edge.node.viewing);
    // u1: 40 s + 5 s watched, one lecture verified.
    expect(figures).toContainEqual({ minutesWatched: 0.8, verifiedLectures: 1 });
  });
});

describe('the learning overview (dashboard)', () => {
  const OVERVIEW = `query ($from: DateTimeISO, $to: DateTimeISO) {
    learningOverview(from: $from, to: $to) { from to days { day sessions minutesWatched } courses { courseId started finished } }
  }`;
  interface Overview {
    from: string;
    to: string;
    days: { day: string; sessions: number; minutesWatched: number }[];
    courses: { courseId: string; started: number; finished: number }[];
  }

  it("sums the platform's viewing per day, every day of the range, and ranks the courses started", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await gql<{ learningOverview: Overview }>(app, OVERVIEW, {}, admin);
    expect(response.errors).toBeUndefined();
    const overview = response.data!.learningOverview;
    expect(overview.to).toBe(today);
    expect(overview.days).toHaveLength(30);
    // 30 + 10 + 20 + 5 s watched (the 10 s replayed count once): 65 s.
    expect(overview.days.at(-1)).toEqual({ day: today, sessions: 4, minutesWatched: 1.1 });
    expect(overview.days.slice(0, -1).every((day) => day.sessions === 0 && day.minutesWatched === 0)).toBe(true);
    expect(overview.courses).toEqual([{ courseId, started: 3, finished: 1 }]);
  });

  it('is empty outside the range, and refuses a range that ends before it starts', async () => {
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const empty = await gql<{ learningOverview: Overview }>(app, OVERVIEW, { from: lastWeek, to: lastWeek }, admin);
    expect(empty.data?.learningOverview.days).toEqual([{ day: lastWeek.slice(0, 10), sessions: 0, minutesWatched: 0 }]);
    expect(empty.data?.learningOverview.courses).toEqual([]);
    const backwards = await gql(app, OVERVIEW, { from: new Date().toISOString(), to: lastWeek }, admin);
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
