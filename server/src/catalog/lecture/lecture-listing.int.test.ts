import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { workDomainEvents } from '../../../test/domain-event-worker';
import { createUser } from '../../../test/factories';
import { MP4_FTYP } from '../../../test/fixtures/videos';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  type LectureData,
  lectureOps,
  lectureSnapshot,
  privateTempDir,
  storedFiles,
} from '../../../test/lecture-fixtures';
import { POLL } from '../../../test/poll';
import { QUEUES } from '../../jobs/job-queue';
import { Lecture } from './lecture.entity';
import { RETRY_NOT_FAILED_MESSAGE, WATCH_DENIED_MESSAGE } from './lecture.messages';

/**
 * Lectures as each viewer reads and plays them, through the states of their processing, and deleting them. Adding
 * them: lecture-uploads.int.test.ts.
 */
const temp = privateTempDir('lecture-listing-tmp-');

const DELETE = /* GraphQL */ `
  mutation DeleteLecture($courseId: ID!, $lectureId: ID!) {
    deleteLecture(courseId: $courseId, lectureId: $lectureId) { success message course { id numberOfLectures } }
  }`;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let app: TestApp;
let admin: { token: string };
let learner: { token: string };
let lapsed: { token: string };
let subscriber: { token: string };

beforeAll(async () => {
  app = await startTestApp();
  await workDomainEvents(app);
  admin = await createUser(app, { role: 'ADMIN' });
  learner = await createUser(app);
  lapsed = await createUser(app, { subscriptionStatus: 'past_due' });
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
});
afterAll(async () => {
  await app.close();
  await temp.remove();
});

const snapshot = () => lectureSnapshot(app, temp);

describe('lectures', () => {
  it('lists the lectures in order with stable playback URLs to an ADMIN and an active subscriber', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 3 });
    for (const viewer of [admin, subscriber]) {
      const response = await gql<{ lectures: LectureData[] }>(
        app,
        lectureOps.lectures,
        { courseId: course.id },
        viewer,
      );
      expect(response.errors).toBeUndefined();
      expect(response.data?.lectures.map((lecture) => [lecture.id, lecture.position])).toEqual(
        lectures.map((lecture) => [lecture.id, lecture.position]),
      );
      expect(response.data?.lectures[0]).toMatchObject({
        courseId: course.id,
        title: 'Lecture 1',
        contentType: 'video/mp4',
      });
    }
    const [first] = (await gql<{ lectures: LectureData[] }>(app, lectureOps.lectures, { courseId: course.id }, admin))
      .data!.lectures;
    // No signature, no expiry: each request to it is authorized by the session (http/media/media-router.int.test.ts).
    expect(first!.videoUrl).toBe(`/media/lectures/${first!.id}`);
    const video = await fetch(`${app.url}${first!.videoUrl}`, {
      headers: { Range: 'bytes=4-7', authorization: `Bearer ${subscriber.token}` },
    });
    expect(video.status).toBe(206);
    expect(Buffer.from(await video.arrayBuffer()).toString('latin1')).toBe('ftyp');
  });

  it('returns an empty list for a course without lectures', async () => {
    const { course } = await createCourse(app);
    const response = await gql<{ lectures: LectureData[] }>(
      app,
      lectureOps.lectures,
      { courseId: course.id },
      subscriber,
    );
    expect(response.data?.lectures).toEqual([]);
  });

  it.each([
    ['anonymous', () => undefined, 'UNAUTHENTICATED', 'Please log in to continue'],
    ['a USER without a subscription', () => learner, 'FORBIDDEN', WATCH_DENIED_MESSAGE],
    ['a USER whose subscription is past due', () => lapsed, 'FORBIDDEN', WATCH_DENIED_MESSAGE],
  ])('refuses %s', async (_case, credentials, code, message) => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    const response = await gql(app, lectureOps.lectures, { courseId: course.id }, credentials());
    expect(errorCode(response)).toBe(code);
    expect(errorMessage(response)).toBe(message);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers NOT_FOUND for the course %j', async (courseId) => {
    const response = await gql(app, lectureOps.lectures, { courseId }, admin);
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(errorMessage(response)).toBe('Course not found');
  });

  it('reads 2 and 20 lectures in at most 2 statements, the session lookup included', async () => {
    for (const count of [2, 20]) {
      const { course } = await createCourse(app, {}, { lectures: count });
      const { result, queries } = await app.captureQueries(() =>
        gql<{ lectures: LectureData[] }>(app, lectureOps.lectures, { courseId: course.id }, subscriber),
      );
      expect(result.data?.lectures).toHaveLength(count);
      expect(queries.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('deleteLecture', () => {
  it('removes the row, then (after the commit, from lecture.deleted) the stored video, and returns the course', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const file = path.join(app.config.uploadsDir, lectures[0]!.videoKey);
    expect((await storedFiles(app, 'lectures')).includes(path.basename(file))).toBe(true);
    const response = await gql<{ deleteLecture: { success: boolean; message: string; course: unknown } }>(
      app,
      DELETE,
      { courseId: course.id, lectureId: lectures[0]!.id },
      admin,
    );
    expect(response.data?.deleteLecture).toEqual({
      success: true,
      message: 'Lecture deleted successfully',
      course: { id: course.id, numberOfLectures: 1 },
    });
    expect(await app.orm.em.fork().count(Lecture, { id: lectures[0]!.id })).toBe(0);
    await expect.poll(async () => (await storedFiles(app, 'lectures')).includes(path.basename(file)), POLL).toBe(false);
  });

  it('answers NOT_FOUND for a lecture of another course, and deletes nothing', async () => {
    const first = await createCourse(app, {}, { lectures: 1 });
    const second = await createCourse(app, {}, { lectures: 1 });
    const before = await snapshot();
    for (const ids of [
      { courseId: second.course.id, lectureId: first.lectures[0]!.id },
      { courseId: first.course.id, lectureId: UNKNOWN_ID },
      { courseId: 'nope', lectureId: first.lectures[0]!.id },
    ]) {
      const response = await gql(app, DELETE, ids, admin);
      expect(errorCode(response)).toBe('NOT_FOUND');
      expect(errorMessage(response)).toBe('Lecture not found');
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['anonymous', () => undefined, 'UNAUTHENTICATED'],
    ['a USER', () => learner, 'FORBIDDEN'],
    ['a subscribed USER', () => subscriber, 'FORBIDDEN'],
  ])('refuses %s and keeps the lecture', async (_case, credentials, code) => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const response = await gql(app, DELETE, { courseId: course.id, lectureId: lectures[0]!.id }, credentials());
    expect(errorCode(response)).toBe(code);
    expect(await app.orm.em.fork().count(Lecture, { id: lectures[0]!.id })).toBe(1);
  });
});

describe('the processing lifecycle, as each viewer sees it', () => {
  const STATES = /* GraphQL */ `
    query LectureStates($courseId: ID!) {
      lectures(courseId: $courseId) {
        id status processingProgress failureReason durationSeconds posterUrl hlsUrl videoUrl
      }
    }`;
  const COURSE = /* GraphQL */ `
    query CourseTotals($id: ID!) { course(id: $id) { numberOfLectures totalDurationSeconds } }`;
  const RETRY = /* GraphQL */ `
    mutation Retry($lectureId: ID!) {
      retryLectureProcessing(lectureId: $lectureId) { id status processingProgress failureReason durationSeconds }
    }`;
  interface LectureState {
    id: string;
    status: string;
    processingProgress: number | null;
    failureReason: string | null;
    durationSeconds: number | null;
    posterUrl: string | null;
    hlsUrl: string | null;
    videoUrl: string;
  }

  /** One course with a READY lecture (12 s), one PROCESSING at 37 % and one FAILED. */
  async function mixedCourse() {
    const { course, lectures } = await createCourse(app, {}, { lectures: 3, lectureSeconds: 12 });
    const [ready, processing, failed] = lectures as [Lecture, Lecture, Lecture];
    const em = app.orm.em.fork();
    await em.execute(
      `update lectures set status = 'PROCESSING', processing_progress = 37, duration_seconds = null,
         progressive_key = null where id = ?`,
      [processing.id],
    );
    await em.execute(
      `update lectures set status = 'FAILED', processing_progress = 0, failure_reason = 'Not a video',
         duration_seconds = null, progressive_key = null where id = ?`,
      [failed.id],
    );
    return { course, ready, processing, failed };
  }

  it('shows an ADMIN every lecture with its state, and a subscriber the READY ones only', async () => {
    const { course, ready, processing, failed } = await mixedCourse();
    const forAdmin = await gql<{ lectures: LectureState[] }>(app, STATES, { courseId: course.id }, admin);
    expect(forAdmin.data?.lectures).toEqual([
      {
        id: ready.id,
        status: 'READY',
        processingProgress: null,
        failureReason: null,
        durationSeconds: 12,
        // A factory lecture has a progressive file but no ladder or poster.
        posterUrl: null,
        hlsUrl: null,
        videoUrl: `/media/lectures/${ready.id}`,
      },
      {
        id: processing.id,
        status: 'PROCESSING',
        processingProgress: 37,
        failureReason: null,
        durationSeconds: null,
        posterUrl: null,
        hlsUrl: null,
        videoUrl: `/media/lectures/${processing.id}`,
      },
      {
        id: failed.id,
        status: 'FAILED',
        processingProgress: null,
        failureReason: 'Not a video',
        durationSeconds: null,
        posterUrl: null,
        hlsUrl: null,
        videoUrl: `/media/lectures/${failed.id}`,
      },
    ]);
    const forSubscriber = await gql<{ lectures: LectureState[] }>(app, STATES, { courseId: course.id }, subscriber);
    expect(forSubscriber.data?.lectures.map((lecture) => [lecture.id, lecture.status])).toEqual([[ready.id, 'READY']]);
  });

  it('counts and sums the READY lectures only in the course', async () => {
    const { course } = await mixedCourse();
    for (const viewer of [undefined, subscriber, admin]) {
      const response = await gql<{ course: { numberOfLectures: number; totalDurationSeconds: number } }>(
        app,
        COURSE,
        { id: course.id },
        viewer,
      );
      expect(response.data?.course).toEqual({ numberOfLectures: 1, totalDurationSeconds: 12 });
    }
    const empty = await createCourse(app);
    const response = await gql<{ course: unknown }>(app, COURSE, { id: empty.course.id });
    expect(response.data?.course).toEqual({ numberOfLectures: 0, totalDurationSeconds: 0 });
  });

  it('plays a lecture that is not READY to an ADMIN only (the original), and is NOT_FOUND for a subscriber', async () => {
    const { processing, failed } = await mixedCourse();
    for (const lecture of [processing, failed]) {
      const url = `${app.url}/media/lectures/${lecture.id}`;
      const forSubscriber = await fetch(url, { headers: { authorization: `Bearer ${subscriber.token}` } });
      expect(forSubscriber.status).toBe(404);
      const forAdmin = await fetch(url, { headers: { Range: 'bytes=4-7', authorization: `Bearer ${admin.token}` } });
      expect(forAdmin.status).toBe(206);
      expect(Buffer.from(await forAdmin.arrayBuffer()).toString('latin1')).toBe('ftyp');
    }
  });

  it('restarts a FAILED lecture as a new attempt, and refuses the others with CONFLICT', async () => {
    const { ready, processing, failed } = await mixedCourse();
    const before = await app.orm.em.fork().findOneOrFail(Lecture, failed.id);
    const response = await gql<{ retryLectureProcessing: unknown }>(app, RETRY, { lectureId: failed.id }, admin);
    expect(response.errors).toBeUndefined();
    expect(response.data?.retryLectureProcessing).toEqual({
      id: failed.id,
      status: 'PROCESSING',
      processingProgress: 0,
      failureReason: null,
      durationSeconds: null,
    });
    const after = await app.orm.em.fork().findOneOrFail(Lecture, failed.id);
    expect(after.processingVersion).not.toBe(before.processingVersion);

    for (const lecture of [ready, processing, after]) {
      const refused = await gql(app, RETRY, { lectureId: lecture.id }, admin);
      expect(errorCode(refused)).toBe('CONFLICT');
      expect(errorMessage(refused)).toBe(RETRY_NOT_FAILED_MESSAGE);
    }
    for (const lectureId of [UNKNOWN_ID, 'nope']) {
      expect(errorCode(await gql(app, RETRY, { lectureId }, admin))).toBe('NOT_FOUND');
    }
  });

  it('queues the retry while the failed attempt’s job still holds the lecture’s job slot', async () => {
    const { failed } = await mixedCourse();
    const { jobs } = app.deps;
    // The transcodes the other tests queued (this app runs no workers) go, so that the worker below takes this one.
    await app.orm.em.fork().execute('delete from pgboss.job where name = ?', [QUEUES.lectureTranscode]);
    // The failed attempt's worker: the row says FAILED, and its job is still active (cleaning up).
    await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: failed.id }, { key: failed.id });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running = false;
    await jobs.work(QUEUES.lectureTranscode, { concurrency: 1 }, async () => {
      running = true;
      await held;
    });
    try {
      await vi.waitFor(() => expect(running).toBe(true), { timeout: bound(10_000) });
      expect((await gql(app, RETRY, { lectureId: failed.id }, admin)).errors).toBeUndefined();
      const jobStates = await app.orm.em
        .fork()
        .execute<{ state: string }[]>(
          'select state from pgboss.job where name = ? and singleton_key = ? order by created_on',
          [QUEUES.lectureTranscode, failed.id],
        );
      expect(jobStates.map(({ state }) => state)).toEqual(['cancelled', 'created']);
    } finally {
      release();
      await jobs.stopWorking();
    }
  });

  it.each([
    ['anonymous', () => undefined, 'UNAUTHENTICATED'],
    ['a subscribed USER', () => subscriber, 'FORBIDDEN'],
  ])('refuses a retry by %s and leaves the lecture FAILED', async (_case, credentials, code) => {
    const { failed } = await mixedCourse();
    expect(errorCode(await gql(app, RETRY, { lectureId: failed.id }, credentials()))).toBe(code);
    expect((await app.orm.em.fork().findOneOrFail(Lecture, failed.id)).status).toBe('FAILED');
  });
});

describe('MP4_FTYP', () => {
  it('is a 24-byte ftyp box', () => {
    expect(MP4_FTYP.readUInt32BE(0)).toBe(24);
    expect(MP4_FTYP.subarray(4, 12).toString('latin1')).toBe('ftypisom');
  });
});
