import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { DEMO_MP4 } from '../../../test/fixtures/videos';
import { gql, gqlUpload } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import { POLL } from '../../../test/poll';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { JOB_PRIORITY, type Job, QUEUES } from '../../jobs/job-queue';
import { encodeLadderJob, lectureLadderFailedJob } from './lecture-ladder.job';
import { reconcileProcessingLectures, transcodeLectureJob } from './lecture-transcode.job';

/**
 * The steps of a lecture's processing, each job's handler run here in turn (no workers: the app only queues), so
 * each state between them can be looked at: playable on a first rendition, then the ladder behind it.
 */
const ADD = /* GraphQL */ `
  mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
    addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id } }
  }`;
const LECTURES = /* GraphQL */ `
  query Lectures($courseId: ID!) {
    lectures(courseId: $courseId) { id status renditionsPending renditionsFailureReason hlsUrl posterUrl }
  }`;
const RETRY = /* GraphQL */ `
  mutation Retry($lectureId: ID!) {
    retryLectureProcessing(lectureId: $lectureId) { id status renditionsPending renditionsFailureReason }
  }`;

let app: TestApp;
let admin: { token: string };
let subscriber: { token: string };

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'ADMIN' });
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
});
afterAll(() => app.close());

const job = <T>(data: T): Job<T> => ({ id: 'test', data, attempt: 0, signal: new AbortController().signal });

async function uploaded() {
  const { course } = await createCourse(app);
  const response = await gqlUpload<{ addLecture: { lecture: { id: string } } }>(
    app,
    ADD,
    { courseId: course.id, input: { title: 'Streams', description: 'How streams flow.' }, video: null },
    [{ path: 'variables.video', filename: 'lecture.mp4', content: DEMO_MP4 }],
    admin,
  );
  return { courseId: course.id, lectureId: response.data!.addLecture.lecture.id };
}

async function listed(courseId: string, viewer: { token: string }) {
  const response = await gql<{
    lectures: {
      id: string;
      status: string;
      renditionsPending: boolean | null;
      renditionsFailureReason: string | null;
      hlsUrl: string | null;
      posterUrl: string | null;
    }[];
  }>(app, LECTURES, { courseId }, viewer);
  expect(response.errors).toBeUndefined();
  return response.data!.lectures[0];
}

/** The variants of the master playlist a subscriber's player loads, as `RESOLUTION` values. */
async function masterVariants(hlsUrl: string) {
  const response = await fetch(`${app.url}${hlsUrl}`, { headers: { authorization: `Bearer ${subscriber.token}` } });
  expect(response.status).toBe(200);
  return [...(await response.text()).matchAll(/RESOLUTION=(\d+x\d+)/g)].map((match) => match[1]);
}

const queued = (name: string) =>
  app.orm.em
    .fork()
    .execute<{ data: Record<string, unknown>; priority: number; state: string }[]>(
      'select data, priority, state from pgboss.job where name = ? order by created_on',
      [name],
    );

describe('a lecture playable before its ladder', { timeout: bound(120_000) }, () => {
  it('is READY on a copy of its H.264 original, learners play it, and the ladder replaces it', async () => {
    const { courseId, lectureId } = await uploaded();
    await transcodeLectureJob(app.deps)(job({ lectureId }));

    const playable = await listed(courseId, admin);
    expect(playable).toMatchObject({ status: 'READY', renditionsPending: true, renditionsFailureReason: null });
    // A learner sees it, without the admin's detail.
    expect(await listed(courseId, subscriber)).toMatchObject({ id: lectureId, renditionsPending: null });
    expect(await masterVariants(playable!.hlsUrl!)).toEqual(['320x180']);
    const first = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
    expect(first.renditions?.map((rendition) => rendition.name)).toEqual(['remux']);
    const [ladderJob] = await queued(QUEUES.lectureLadder);
    expect(ladderJob?.data).toEqual({ lectureId, version: first.processingVersion });

    await encodeLadderJob(app.deps)(job({ lectureId, version: first.processingVersion }));
    const complete = await listed(courseId, admin);
    expect(complete).toMatchObject({ status: 'READY', renditionsPending: false, renditionsFailureReason: null });
    expect(complete?.posterUrl).not.toBeNull();
    // Its slides are looked for in the published video (lecture-slides.job.ts).
    expect((await queued(QUEUES.lectureSlides)).map((each) => each.data)).toEqual([
      { lectureId, version: first.processingVersion },
    ]);
    const row = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
    expect(row.renditions?.map((rendition) => rendition.name)).toEqual(['180p']);
    expect(row.progressiveKey).not.toBeNull();
    expect(await masterVariants(complete!.hlsUrl!)).toEqual(['320x180']);
    const purge = (await queued(QUEUES.storagePurge)).find((each) => 'keys' in each.data);
    // The first rendition's picture and sound, apart as the ladder's are.
    expect(first.audioRendition?.name).toBe('remux-audio');
    expect(row.audioRendition?.name).toBe('audio');
    expect(purge?.data.keys).toEqual(
      [...(first.renditions ?? []), first.audioRendition!].flatMap((rendition) => [
        rendition.playlistKey,
        rendition.mediaKey,
      ]),
    );
  });

  it('keeps playing when the ladder fails for good, shows the admin why, and encodes it again on retry', async () => {
    const { courseId, lectureId } = await uploaded();
    await transcodeLectureJob(app.deps)(job({ lectureId }));
    const { processingVersion: version } = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);

    await lectureLadderFailedJob(app.deps)(job({ lectureId, version }));
    expect(await listed(courseId, admin)).toMatchObject({
      status: 'READY',
      renditionsPending: false,
      renditionsFailureReason: 'Processing did not finish after repeated attempts',
    });

    const retried = await gql<{ retryLectureProcessing: unknown }>(app, RETRY, { lectureId }, admin);
    expect(retried.errors).toBeUndefined();
    expect(retried.data?.retryLectureProcessing).toMatchObject({
      status: 'READY',
      renditionsPending: true,
      renditionsFailureReason: null,
    });
    await encodeLadderJob(app.deps)(job({ lectureId, version }));
    expect(await listed(courseId, admin)).toMatchObject({ renditionsPending: false, renditionsFailureReason: null });
  });

  it('publishes no ladder into a video replaced meanwhile', async () => {
    const { lectureId } = await uploaded();
    await transcodeLectureJob(app.deps)(job({ lectureId }));
    const { processingVersion: stale } = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
    // A replacement starts a new attempt (lecture-video-replacement.ts).
    await app.orm.em
      .fork()
      .execute(`update lectures set status = 'PROCESSING', processing_version = gen_random_uuid() where id = ?`, [
        lectureId,
      ]);
    await encodeLadderJob(app.deps)(job({ lectureId, version: stale }));
    const row = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
    expect(row.status).toBe('PROCESSING');
    expect(row.renditions?.map((rendition) => rendition.name)).toEqual(['remux']);
  });
});

describe('priorities', () => {
  it('queues an upload ahead of the lectures the reconcile pass finds', async () => {
    await app.orm.em.fork().execute('delete from pgboss.job where name = ?', [QUEUES.lectureTranscode]);
    const { lectureId: backlog } = await uploaded();
    await app.orm.em.fork().execute('delete from pgboss.job where name = ?', [QUEUES.lectureTranscode]);
    await reconcileProcessingLectures(app.deps);
    const { lectureId: upload } = await uploaded();
    const jobs = await queued(QUEUES.lectureTranscode);
    const priorityOf = (id: string) => jobs.find((each) => each.data.lectureId === id)?.priority;
    expect(priorityOf(backlog)).toBe(JOB_PRIORITY.background);
    expect(priorityOf(upload)).toBe(JOB_PRIORITY.interactive);
    // What a worker takes first: pg-boss fetches by priority, then age.
    const taken: string[] = [];
    await app.deps.jobs.work<{ lectureId: string }>(QUEUES.lectureTranscode, { concurrency: 1 }, async (each) => {
      taken.push(each.data.lectureId);
    });
    await expect.poll(() => taken.length, POLL).toBeGreaterThanOrEqual(1);
    await app.deps.jobs.stopWorking();
    expect(taken[0]).toBe(upload);
  });
});
