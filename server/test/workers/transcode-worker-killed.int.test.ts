import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lecture } from '../../src/catalog/lecture/lecture.entity';
import { QUEUES } from '../../src/jobs/job-queue';
import { createCourse } from '../course-factories';
import { createUser } from '../factories';
import { gqlUpload } from '../graphql-client';
import { bound } from '../hang-bound';
import { startTestApp, type TestApp } from '../harness';
import type { NodeProcess } from '../server-process';
import { encoderWriting, generatedLecture, transcodeWorkers } from './transcode-workers';

const ADD = /* GraphQL */ `
  mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
    addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id status } }
  }`;

/**
 * The deployment of docker-compose.yml in small: an app that only enqueues (the harness runs no workers) and
 * `npm run worker` processes beside it on one PostgreSQL and one storage folder, with a short heartbeat so that a
 * killed worker's job is noticed within 12 s.
 */
describe('a worker process killed while it transcodes', () => {
  let app: TestApp;
  let admin: { token: string };
  let source: Buffer;
  const workers = transcodeWorkers(() => app);

  beforeAll(async () => {
    // The heartbeat a job is held to is the enqueuer's setting, sent with the job.
    app = await startTestApp({ JOB_HEARTBEAT_SECONDS: '10' });
    admin = await createUser(app, { role: 'ADMIN' });
    // 720p for 8 s: a ladder of two renditions, a few seconds of work on this machine.
    source = await generatedLecture('1280x720', 8);
  }, bound(60_000));
  afterAll(async () => {
    await workers.stop();
    await app?.close();
  });

  const row = (id: string) => app.orm.em.fork().findOneOrFail(Lecture, id);
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      await sleep(250);
    }
  }
  /** Every file stored under the lecture's outputs folder, by path within it. */
  async function outputFiles(lectureId: string) {
    const dir = path.join(app.config.uploadsDir, 'lectures', lectureId);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  }

  it(
    'is retried by another worker, and the lecture ends READY on its ladder with one set of outputs',
    async () => {
      const pair = await Promise.all([workers.start(), workers.start()]);
      const { course } = await createCourse(app);
      const added = await gqlUpload<{ addLecture: { lecture: { id: string; status: string } } }>(
        app,
        ADD,
        { courseId: course.id, input: { title: 'Killed', description: 'Its worker dies.' }, video: null },
        [{ path: 'variables.video', filename: 'long.mp4', content: source }],
        admin,
      );
      expect(added.errors).toBeUndefined();
      const lectureId = added.data!.addLecture.lecture.id;

      // The source plays as it is: its first rendition is a copy, READY in a moment. The long work is the ladder behind
      // it, and whichever worker took that job is killed once its encoder has written output.
      const laddering = (entry: Record<string, unknown>) =>
        entry.msg === 'job started' && entry.queue === QUEUES.lectureLadder;
      const killed = await Promise.race(pair.map((worker) => worker.logged(laddering).then(() => worker)));
      const survivor = pair.find((worker) => worker !== killed) as NodeProcess;
      const killedTmp = workers.tmpDirOf(killed);
      await until(() => encoderWriting(killedTmp), Boolean);
      expect((await row(lectureId)).status).toBe('READY');
      await killed.kill();

      const completed = await survivor.logged(
        (entry) => entry.msg === 'job completed' && entry.queue === QUEUES.lectureLadder,
      );
      expect(completed.attempt).toBe(1);
      const ladderCompleted = (line: string) =>
        line.includes('"job completed"') && line.includes(`"queue":"${QUEUES.lectureLadder}"`);
      expect(killed.lines.some(ladderCompleted)).toBe(false);
      const ready = await row(lectureId);
      expect(ready).toMatchObject({ status: 'READY', renditionsPending: false, renditionsFailureReason: null });
      expect(ready.renditions!.length).toBeGreaterThan(1);

      // One set of outputs, all of the attempt that published: none written outside its folder by the killed encoder.
      const files = await outputFiles(lectureId);
      expect(files.length).toBeGreaterThan(0);
      expect(files.every((file) => file.startsWith(`${ready.processingVersion}/`))).toBe(true);
      // The surviving worker removed its attempt's temp folder.
      const survivorTmp = workers.tmpDirOf(survivor);
      expect((await readdir(survivorTmp)).filter((name) => name.startsWith('coursehub-transcode-'))).toEqual([]);

      // The killed worker's copy of the original outlived it; the next worker started on that machine removes it.
      const transcodeDirs = async () =>
        (await readdir(killedTmp)).filter((name) => name.startsWith('coursehub-transcode-'));
      // At least the ladder's: the first rendition's job may still have been at work beside it when the kill came.
      expect((await transcodeDirs()).length).toBeGreaterThanOrEqual(1);
      const next = await workers.start(killedTmp);
      await next.logged((entry) => entry.msg === 'orphaned work folders removed');
      expect(await transcodeDirs()).toEqual([]);
    },
    bound(180_000),
  );
});
