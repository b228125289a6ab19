import { describe, expect, inject, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { withAdmin } from '../../../test/database';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { fetchSegments } from '../../../test/hls-player';
import { makeLectureReady, type TranscodedSource } from '../../../test/ready-lecture';
import { withViewingApp } from '../../../test/viewing-app';
import { recordDeliveries } from './viewing-record.service';
import { endIdleViewingSessions } from './viewing-sessions-end.service';

let app: TestApp;
let source: TranscodedSource;
/** The server's clock that heartbeats are measured against: the tests move it between heartbeats. */
const clock = new ManualClock();
withViewingApp(clock, (running) => {
  ({ app, source } = running);
});

/** A course of one READY lecture (a real 3 s transcode), optionally requiring verified viewing. */
async function readyCourse(requireVerifiedViewing: boolean, on: TestApp = app) {
  const { course, lectures } = await createCourse(on, {}, { lectures: 1 });
  const lectureId = lectures[0]!.id;
  await makeLectureReady(on, lectureId, source);
  await on.orm.em
    .fork()
    .execute('update courses set require_verified_viewing = ? where id = ?', [requireVerifiedViewing, course.id]);
  return { courseId: course.id, lectureId };
}

const PROGRESS = `query ($courseId: ID!) {
  course(id: $courseId) { lectures { id progress { completed verified } } }
  myCertificates { courseId viewingVerified code }
}`;

async function state(token: string, courseId: string, lectureId: string) {
  const response = await gql<{
    course: { lectures: { id: string; progress: { completed: boolean; verified: boolean } | null }[] };
    myCertificates: { courseId: string; viewingVerified: boolean; code: string }[];
  }>(app, PROGRESS, { courseId }, { token });
  expect(response.errors).toBeUndefined();
  return {
    progress: response.data!.course.lectures.find((lecture) => lecture.id === lectureId)?.progress ?? null,
    certificate: response.data!.myCertificates.find((certificate) => certificate.courseId === courseId) ?? null,
  };
}

const HEARTBEAT = `mutation ($lectureId: ID!, $position: Float!, $rate: Float!) {
  recordViewingHeartbeat(lectureId: $lectureId, positionSeconds: $position, playing: true, rate: $rate, visible: true) {
    verified
  }
}`;
const heartbeat = (token: string, lectureId: string, position: number, rate = 1) =>
  gql<{ recordViewingHeartbeat: { verified: boolean } }>(app, HEARTBEAT, { lectureId, position, rate }, { token });

/** The scripted attack of the issue: progress writes and heartbeats, never a media request. */
async function scriptedCompletion(token: string, lectureId: string) {
  const save = await gql(
    app,
    `mutation ($id: ID!) { saveLectureProgress(lectureId: $id, positionSeconds: 2.9) { completed } }`,
    { id: lectureId },
    { token },
  );
  expect(save.errors).toBeUndefined();
  const mark = await gql(
    app,
    `mutation ($id: ID!) { setLectureCompleted(lectureId: $id, completed: true) { completed } }`,
    { id: lectureId },
    { token },
  );
  expect(mark.errors).toBeUndefined();
}

describe('verified completion', () => {
  it('is never earned by a script that drives the progress API without media requests', async () => {
    const { courseId, lectureId } = await readyCourse(false);
    const { token } = await createUser(app, { subscriptionStatus: 'active' });
    await scriptedCompletion(token, lectureId);
    // Heartbeats claiming playback at 1x, but the position runs far ahead of the server's clock.
    expect((await heartbeat(token, lectureId, 0)).data?.recordViewingHeartbeat.verified).toBe(false);
    expect((await heartbeat(token, lectureId, 3)).data?.recordViewingHeartbeat.verified).toBe(false);
    await app.viewing.flush();
    const { progress, certificate } = await state(token, courseId, lectureId);
    expect(progress).toEqual({ completed: true, verified: false });
    // The course does not require it: a certificate, but not "viewing verified".
    expect(certificate).toMatchObject({ viewingVerified: false });
  });

  it('withholds the certificate of a course that requires verified viewing from the script', async () => {
    const { courseId, lectureId } = await readyCourse(true);
    const { token } = await createUser(app, { subscriptionStatus: 'active' });
    await scriptedCompletion(token, lectureId);
    // Even honest-looking heartbeats count for nothing without the segments delivered.
    await heartbeat(token, lectureId, 0, 2);
    clock.advance(2000);
    await heartbeat(token, lectureId, 3, 2);
    const { progress, certificate } = await state(token, courseId, lectureId);
    expect(progress).toEqual({ completed: true, verified: false });
    expect(certificate).toBeNull();
  });

  it('is earned by fetching the segments with the signed URLs and watching at 2x, and issues the certificate', async () => {
    const { courseId, lectureId } = await readyCourse(true);
    const { token } = await createUser(app, { subscriptionStatus: 'active' });
    await scriptedCompletion(token, lectureId);
    expect((await state(token, courseId, lectureId)).certificate).toBeNull();
    await fetchSegments(app, token, lectureId);
    await app.viewing.flush();
    await heartbeat(token, lectureId, 0, 2);
    // 3 s of lecture at 2x take 1.5 s of the server's clock; the player reports its end a little later.
    clock.advance(2000);
    const last = await heartbeat(token, lectureId, 3, 2);
    expect(last.data?.recordViewingHeartbeat.verified).toBe(true);
    const { progress, certificate } = await state(token, courseId, lectureId);
    expect(progress).toEqual({ completed: true, verified: true });
    expect(certificate).toMatchObject({ viewingVerified: true });
    const publicView = await gql<{ certificate: { viewingVerified: boolean } }>(
      app,
      `query ($code: String!) { certificate(code: $code) { viewingVerified } }`,
      { code: certificate!.code },
    );
    expect(publicView.data?.certificate.viewingVerified).toBe(true);
  });

  it('does not verify media delivered but not watched (a buffer ahead of a stop)', async () => {
    const { courseId, lectureId } = await readyCourse(false);
    const { token } = await createUser(app, { subscriptionStatus: 'active' });
    await fetchSegments(app, token, lectureId);
    await app.viewing.flush();
    await heartbeat(token, lectureId, 0);
    clock.advance(2000);
    await heartbeat(token, lectureId, 2);
    expect((await state(token, courseId, lectureId)).progress).toBeNull();
    const [row] = await app.orm.em
      .fork()
      .execute<{ delivered: number[][]; watched: number[][]; verified_at: Date | null }[]>(
        'select delivered, watched, verified_at from lecture_viewings where lecture_id = ?',
        [lectureId],
      );
    expect(row?.delivered).toEqual([[0, expect.closeTo(3, 0)]]);
    expect(row?.watched).toEqual([[0, 2]]);
    expect(row?.verified_at).toBeNull();
  });
});

/** A READY lecture that says it lasts 90 s, delivered whole to each of these devices as the media route records it. */
async function deliveredLecture(authSessionIds: string[]) {
  const { lectureId } = await readyCourse(false);
  await app.orm.em.fork().execute('update lectures set duration_seconds = 90 where id = ?', [lectureId]);
  await recordDeliveries(
    app.orm.em.fork(),
    app.deps,
    authSessionIds.map((authSessionId) => ({ authSessionId, lectureId, sections: [[0, 90]] })),
  );
  return lectureId;
}

/** A subscriber signed in on `devices` devices. */
async function learnerOn(devices: number) {
  const { user } = await createUser(app, { subscriptionStatus: 'active' });
  return Promise.all(Array.from({ length: devices }, () => app.deps.sessions.issue(user)));
}

async function watchedRecord(lectureId: string) {
  const [row] = await app.orm.em
    .fork()
    .execute<{ watched: number[][]; verified_at: Date | null }[]>(
      'select watched, verified_at from lecture_viewings where lecture_id = ?',
      [lectureId],
    );
  return row;
}

describe('verified completion takes the time of watching at 2x', () => {
  it('counts nothing between heartbeats moments apart, takes one per request, and a few a minute', async () => {
    const [device] = await learnerOn(1);
    const lectureId = await deliveredLecture([device!.sessionId]);
    const aliased = await gql(
      app,
      `mutation ($lectureId: ID!) {
        a: recordViewingHeartbeat(lectureId: $lectureId, positionSeconds: 0, playing: true, rate: 2, visible: true) { verified }
        b: recordViewingHeartbeat(lectureId: $lectureId, positionSeconds: 1, playing: true, rate: 2, visible: true) { verified }
      }`,
      { lectureId },
      { token: device!.token },
    );
    expect(aliased.errors?.[0]?.extensions?.code).toBe('EXPENSIVE_FIELD_REPEATED');
    // A second of lecture per heartbeat, each a twentieth of a second after the last.
    for (let position = 0; position < 30; position += 1) {
      expect((await heartbeat(device!.token, lectureId, position, 2)).errors).toBeUndefined();
      clock.advance(50);
    }
    expect((await watchedRecord(lectureId))?.watched).toEqual([]);
    const over = await heartbeat(device!.token, lectureId, 30, 2);
    expect(over.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it("counts a learner's devices playing at once as no more than one device's wall-clock time at 2x", async () => {
    const devices = await learnerOn(3);
    const lectureId = await deliveredLecture(devices.map((device) => device.sessionId));
    // Each device plays its own third of the lecture at 2x, all at the same time: 15 s for 90 s.
    const everyDevice = (advance: number) =>
      Promise.all(devices.map((device, index) => heartbeat(device.token, lectureId, index * 30 + advance, 2)));
    await everyDevice(0);
    clock.advance(10_000);
    await everyDevice(20);
    clock.advance(5000);
    await everyDevice(30);
    const record = await watchedRecord(lectureId);
    expect(record?.verified_at).toBeNull();
    // 15 s of wall-clock time at 2x, whichever devices it is counted for.
    const watched = record!.watched.reduce((total, [start, end]) => total + end! - start!, 0);
    expect(watched).toBeLessThanOrEqual(30);
  });

  it('is earned by one device playing the lecture through at 2x', async () => {
    const [device] = await learnerOn(1);
    const lectureId = await deliveredLecture([device!.sessionId]);
    for (let position = 0; position < 90; position += 20) {
      await heartbeat(device!.token, lectureId, position, 2);
      clock.advance(10_000);
    }
    const last = await heartbeat(device!.token, lectureId, 90, 2);
    expect(last.data?.recordViewingHeartbeat.verified).toBe(true);
    expect((await watchedRecord(lectureId))?.watched).toEqual([[0, 90]]);
  });
});

describe('the viewing record', () => {
  it('is written by the shutdown (what SIGTERM runs after draining the requests), not lost', async () => {
    const other = await startTestApp({ VIEWING_FLUSH_INTERVAL_MS: '60000' });
    try {
      const { lectureId } = await readyCourse(false, other);
      const { token } = await createUser(other, { subscriptionStatus: 'active' });
      await fetchSegments(other, token, lectureId);
      expect(other.viewing.stats().pending).toBe(1);
      await other.viewing.stop();
      const rows = await other.orm.em
        .fork()
        .execute<{ delivered: number[][] }[]>('select delivered from viewing_sessions where lecture_id = ?', [
          lectureId,
        ]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.delivered[0]![0]).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('keeps a batch the database refused, and writes it once the database is back', async () => {
    const { lectureId } = await readyCourse(false);
    const { token } = await createUser(app, { subscriptionStatus: 'active' });
    await fetchSegments(app, token, lectureId);
    expect(app.viewing.stats().pending).toBe(1);
    // A real outage of this file's database: its connections are cut and new ones refused, as in a restart.
    const database = new URL(app.deps.config.databaseUrl ?? '').pathname.slice(1);
    const outage = (allow: boolean) =>
      withAdmin(inject('databaseAdminUrl'), async (admin) => {
        await admin.query(`alter database "${database}" allow_connections ${allow}`);
        if (!allow) {
          await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
        }
      });
    await outage(false);
    try {
      await app.viewing.flush();
      expect(app.viewing.stats()).toMatchObject({ pending: 1, dropped: 0 });
    } finally {
      await outage(true);
    }
    await app.viewing.flush();
    expect(app.viewing.stats().pending).toBe(0);
    const rows = await app.orm.em
      .fork()
      .execute<{ delivered: number[][] }[]>('select delivered from viewing_sessions where lecture_id = ?', [lectureId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.delivered[0]![0]).toBe(0);
  });

  it("ends idle sessions into the lecture's daily figures once", async () => {
    const { lectureId } = await readyCourse(false);
    const { token } = await createUser(app, { subscriptionStatus: 'active' });
    await fetchSegments(app, token, lectureId);
    await app.viewing.flush();
    const em = app.orm.em.fork();
    expect(await endIdleViewingSessions(em, app.deps, { everything: true })).toBeGreaterThanOrEqual(1);
    expect(await endIdleViewingSessions(em, app.deps, { everything: true })).toBe(0);
    const [day] = await em.execute<{ sessions: number; early_stops: number; viewers: number[] }[]>(
      'select sessions, early_stops, viewers from lecture_retention_days where lecture_id = ?',
      [lectureId],
    );
    // Delivered, never watched: a viewer who stopped within the first 15 s, in no retention bucket.
    expect(day).toMatchObject({ sessions: 1, early_stops: 1 });
    expect(day!.viewers.every((count) => count === 0)).toBe(true);
  });
});
