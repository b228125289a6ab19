import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { HANDOUT_FILE, slidesPrefix } from '../../catalog/lecture/lecture-renditions';
import type { LectureSlideTables } from '../../catalog/lecture/lecture-slide.entity';
import { type JobHandler, QUEUES } from '../../jobs/job-queue';
import { inWorkFolder } from '../../jobs/work-folders';
import type { Em } from '../../shared/orm';
import { ffmpegPaths } from '../transcoder/ffmpeg-binary';
import { probe } from '../transcoder/probe';
import { analyseSlides, TESSERACT } from '../transcoder/slides/analyse-slides';
import { MediaError } from '../transcoder/types';
import { fetchOriginal, type TranscodeDeps, uploadOutputs } from './lecture-transcode.job';
import { renderSlidesHandout } from './slides-handout';

export interface SlidesJob {
  lectureId: string;
  /** The processing attempt whose published video is read: the slides are stored for that attempt only. */
  version: string;
}

/**
 * Queues the slides of a lecture whose ladder is being published (lecture-ladder.job.ts), in the transaction that
 * publishes it, unless MEDIA_SLIDES is off.
 */
export async function queueSlides(deps: TranscodeDeps, lectureId: string, version: string, tx: Em) {
  if (!deps.config.media.slides) return;
  await deps.jobs.enqueue(QUEUES.lectureSlides, { lectureId, version }, { key: lectureId, transaction: tx });
}

/**
 * The job of queue `lecture.slides`: the slides of a READY lecture's video (media/slides: where a still slide comes
 * on screen, its picture read by Tesseract), with their pictures and a PDF handout stored in the attempt's folder,
 * then written in one transaction that replaces the lecture's slides, only while the attempt is still the lecture's.
 * A video with no slides (a talking head) stores none and records that it was looked at. Without Tesseract (a
 * permanent MediaError) the job logs and ends: the lecture plays without chapters.
 */
export function lectureSlidesJob(deps: TranscodeDeps): JobHandler<SlidesJob> {
  return async (job) => {
    const { lectureId, version } = job.data;
    const logger = deps.logger.child({ component: 'slides', lectureId, attempt: job.attempt });
    const em = deps.orm.em.fork();
    const row = await em
      .getKysely<LectureTables>()
      .selectFrom('lectures')
      .select(['video_key', 'title'])
      .where('id', '=', lectureId)
      .where('processing_version', '=', version)
      .where('status', '=', 'READY')
      .executeTakeFirst();
    if (!row) return;
    const prefix = slidesPrefix(lectureId, version);
    await inWorkFolder('slides', async (workDir) => {
      try {
        const input = path.join(workDir, `original${path.extname(row.video_key)}`);
        const outDir = path.join(workDir, 'slides');
        await mkdir(outDir);
        await fetchOriginal(deps, row.video_key, input, job.signal);
        const binaries = ffmpegPaths(deps.config.media);
        const source = await probe(binaries.ffprobe, input, job.signal);
        const started = performance.now();
        const slides = await analyseSlides(
          { ffmpeg: binaries.ffmpeg, tesseract: TESSERACT },
          input,
          source.videoStream,
          outDir,
          job.signal,
        );
        let handoutKey: string | null = null;
        if (slides.length) {
          const pictures = await Promise.all(
            slides.map(async (slide) => ({ ...slide, image: await readFile(path.join(outDir, slide.imageFile)) })),
          );
          const handout = await renderSlidesHandout(row.title, pictures);
          await writeFile(path.join(outDir, HANDOUT_FILE), handout);
          await uploadOutputs(
            deps,
            [...slides.map((slide) => slide.imageFile), HANDOUT_FILE],
            outDir,
            prefix,
            job.signal,
          );
          handoutKey = prefix + HANDOUT_FILE;
        }
        const stored = await em.transactional(async (tx) => {
          const db = tx.getKysely<LectureTables & LectureSlideTables>();
          const updated = await db
            .updateTable('lectures')
            .set({ slides_version: version, slides_handout_key: handoutKey })
            .where('id', '=', lectureId)
            .where('processing_version', '=', version)
            .where('status', '=', 'READY')
            .executeTakeFirst();
          if (!updated.numUpdatedRows) return false;
          await db.deleteFrom('lecture_slides').where('lecture_id', '=', lectureId).execute();
          if (slides.length) {
            await db
              .insertInto('lecture_slides')
              .values(
                slides.map((slide, position) => ({
                  lecture_id: lectureId,
                  position,
                  start_seconds: slide.startSeconds,
                  title: slide.title,
                  text: slide.text,
                  image_key: prefix + slide.imageFile,
                })),
              )
              .execute();
          }
          return true;
        });
        const seconds = (performance.now() - started) / 1000;
        if (stored) logger.info({ slides: slides.length, seconds }, 'lecture slides stored');
        // Replaced or deleted while this ran: what it stored belongs to nobody.
        else await deps.storage.deletePrefix(prefix);
      } catch (error) {
        if (error instanceof MediaError && error.permanent) {
          logger.warn({ reason: error.reason }, 'the slides cannot be read');
          return;
        }
        throw error;
      }
    });
  };
}
