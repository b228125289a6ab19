import { createReadStream } from 'node:fs';
import type { LectureTables } from '../src/catalog/lecture/lecture.entity';
import type { Job } from '../src/jobs/job-queue';
import type { CaptionTables } from '../src/media/captions/caption.entity';
import type { TestApp } from './harness';

/** A job's first attempt, as a worker hands it to its handler: the caption suites run their jobs directly. */
export const firstAttempt = <T>(data: T): Job<T> => ({
  id: 'job',
  data,
  attempt: 0,
  signal: new AbortController().signal,
});

/**
 * Stores a video file as a lecture's progressive MP4, the file the caption jobs read its sound from, as the
 * transcoder would have: only the column the jobs read is set.
 */
export async function storeProgressiveVideo(app: TestApp, lectureId: string, file: string, version = '1') {
  const key = `lectures/${lectureId}/${version}/progressive.mp4`;
  await app.deps.storage.put(key, createReadStream(file), { contentType: 'video/mp4' });
  await app.orm.em
    .fork()
    .getKysely<LectureTables>()
    .updateTable('lectures')
    .set({ progressive_key: key })
    .where('id', '=', lectureId)
    .execute();
}

/** A lecture's caption track row (the suites make one per lecture). */
export const captionTrackOf = (app: TestApp, lectureId: string) =>
  app.orm.em
    .fork()
    .getKysely<CaptionTables>()
    .selectFrom('caption_tracks')
    .selectAll()
    .where('lecture_id', '=', lectureId)
    .executeTakeFirstOrThrow();
