import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lecture } from '../../src/catalog/lecture/lecture.entity';
import { QUEUES } from '../../src/jobs/job-queue';
import { createCourse } from '../course-factories';
import { createUser } from '../factories';
import { gqlUpload } from '../graphql-client';
import { bound } from '../hang-bound';
import { startTestApp, type TestApp } from '../harness';
import { POLL } from '../poll';
import type { NodeProcess } from '../server-process';
import { encoderWriting, generatedLecture, transcodeWorkers } from './transcode-workers';

const ADD = /* GraphQL */ `
  mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
    addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id } }
  }`;

/**
 * Two `npm run worker` processes sharing a lecture's ladder in chunks (docs/video.md#chunked-ladder), one of them
 * killed while it encodes its chunk: the queue retries that chunk alone once its heartbeat stops, and the other chunk
 * is not encoded again.
 */
describe('a worker process killed while it encodes a ladder chunk', () => {
  let app: TestApp;
  let admin: { token: string };
  let source: Buffer;
  const workers = transcodeWorkers(() => app, { LADDER_CHUNK_SECONDS: '5' });

  beforeAll(async () => {
    app = await startTestApp({ JOB_HEARTBEAT_SECONDS: '10' });
    admin = await createUser(app, { role: 'ADMIN' });
    // 10 s of 720p with a key frame a second: two chunks of 5 s, each a few seconds of encoding on this machine.
    source = await generatedLecture('1280x720', 10, ['-g', '30']);
  }, bound(60_000));
  afterAll(async () => {
    await workers.stop();
    await app?.close();
  });

  /** What a worker logged, line by line. */
  const entries = (worker: NodeProcess) =>
    worker.lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });

  it(
    'retries that chunk alone on the other worker, which then joins and publishes the ladder',
    async () => {
      const pair = await Promise.all([workers.start(), workers.start()]);
      const { course } = await createCourse(app);
      const added = await gqlUpload<{ addLecture: { lecture: { id: string } } }>(
        app,
        ADD,
        { courseId: course.id, input: { title: 'Chunked', description: 'A worker dies.' }, video: null },
        [{ path: 'variables.video', filename: 'long.mp4', content: source }],
        admin,
      );
      expect(added.errors).toBeUndefined();
      const lectureId = added.data!.addLecture.lecture.id;

      const chunkStarted = (entry: Record<string, unknown>) =>
        entry.msg === 'job started' && entry.queue === QUEUES.lectureLadderChunk;
      const killed = await Promise.race(pair.map((worker) => worker.logged(chunkStarted).then(() => worker)));
      const survivor = pair.find((worker) => worker !== killed) as NodeProcess;
      // A chunk's encodes are named by rung and chunk: `360p-0001.mp4`.
      const chunkWriting = () => encoderWriting(workers.tmpDirOf(killed), (file) => /-\d{4}\.mp4$/.test(file));
      await expect.poll(chunkWriting, POLL).toBe(true);
      await killed.kill();

      const published = await survivor.logged(
        (entry) => entry.msg === 'job completed' && entry.queue === QUEUES.lectureLadderJoin,
      );
      expect(published.attempt).toBe(0);
      // Each chunk encoded once to the end, the killed worker's by its retry on the survivor.
      const encoded = (worker: NodeProcess) =>
        entries(worker)
          .filter((entry) => entry.msg === 'ladder chunk encoded')
          .map((entry) => `chunk ${String(entry.chunk)} attempt ${String(entry.attempt)}`);
      expect(encoded(killed)).toEqual([]);
      const survived = encoded(survivor).sort();
      expect(survived).toHaveLength(2);
      expect(survived.filter((each) => each.endsWith('attempt 1'))).toHaveLength(1);
      expect(new Set(survived.map((each) => each.split(' attempt')[0])).size).toBe(2);

      const ready = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
      expect(ready).toMatchObject({ status: 'READY', renditionsPending: false, renditionsFailureReason: null });
      expect(ready.renditions?.map((rendition) => rendition.name)).toEqual(['360p', '720p']);
      // The join took the split's rows with it; the pieces' purge was queued beside the publication.
      const rows = await app.orm.em
        .fork()
        .execute('select 1 from lecture_ladder_chunks where lecture_id = ?', [lectureId]);
      expect(rows).toEqual([]);
    },
    bound(240_000),
  );
});
