import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { DEMO_MP4 } from '../../../test/fixtures/videos';
import { errorCode, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type LectureData, lectureOps, lectureSnapshot, privateTempDir } from '../../../test/lecture-fixtures';
import { QUEUES } from '../../jobs/job-queue';

/**
 * A lecture's PROCESSING row and its transcode's job are written by one transaction: no worker ever finds a lecture
 * PROCESSING with nothing to process it, and a lecture whose job cannot be written is not added at all.
 */
const temp = privateTempDir('lecture-queue-');

let app: TestApp;
let admin: { token: string };
beforeAll(async () => {
  // No workers: a queued job stays as the upload left it.
  app = await startTestApp();
  admin = await createUser(app, { role: 'ADMIN' });
});
afterAll(async () => {
  await app?.close();
  await temp.remove();
});

const video = { path: 'variables.video', filename: 'lecture.mp4', content: DEMO_MP4 };
const input = { title: 'Backpressure', description: 'Why streams pause, and how pipeline() handles it.' };
const addLecture = (courseId: string) =>
  gqlUpload<{ addLecture: { lecture: LectureData } }>(
    app,
    lectureOps.add,
    { courseId, input, video: null },
    [video],
    admin,
  );
const transcodeJobs = (lectureId: string) =>
  app.orm.em
    .fork()
    .execute<{ state: string }[]>('select state from pgboss.job where name = ? and singleton_key = ?', [
      QUEUES.lectureTranscode,
      lectureId,
    ]);

describe('a lecture and its transcode job', () => {
  it('are committed together when a video is added', async () => {
    const { course } = await createCourse(app);
    const response = await addLecture(course.id);
    expect(response.errors).toBeUndefined();
    expect(await transcodeJobs(response.data!.addLecture.lecture.id)).toEqual([{ state: 'created' }]);
  });

  it('are refused together when the job cannot be written: no row, no stored video', async () => {
    const { course } = await createCourse(app);
    const em = app.orm.em.fork();
    await em.execute(`create function refuse_transcode_jobs() returns trigger language plpgsql as $$
      begin
        if new.name = '${QUEUES.lectureTranscode}' then raise exception 'the queue refuses the job'; end if;
        return new;
      end $$`);
    await em.execute(
      'create trigger refuse_transcode_jobs before insert on pgboss.job for each row execute function refuse_transcode_jobs()',
    );
    try {
      const before = await lectureSnapshot(app, temp);
      const response = await addLecture(course.id);
      expect(errorCode(response)).toBe('INTERNAL_SERVER_ERROR');
      expect(await lectureSnapshot(app, temp)).toEqual(before);
    } finally {
      await em.execute('drop trigger refuse_transcode_jobs on pgboss.job');
      await em.execute('drop function refuse_transcode_jobs()');
    }
  });
});
