import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import {
  HANDOUT_FILE,
  jsonColumn,
  lectureOutputPrefix,
  renditionKeys,
  type StoredRendition,
  slidesPrefix,
  storedRenditions,
} from '../../catalog/lecture/lecture-renditions';
import type { LectureSlideTables } from '../../catalog/lecture/lecture-slide.entity';
import { readyLecture } from '../../catalog/lecture/ready-lecture';
import { type JobHandler, QUEUES } from '../../jobs/job-queue';
import { inWorkFolder } from '../../jobs/work-folders';
import type { Em } from '../../shared/orm';
import { mediaFile, playlistFile } from '../transcoder/ffmpeg-args';
import { ffmpegPaths } from '../transcoder/ffmpeg-binary';
import { probe } from '../transcoder/probe';
import { analyseSlides, TESSERACT } from '../transcoder/slides/analyse-slides';
import {
  encodeSlidesRendition,
  isSlideLecture,
  isSlidesRendition,
  SLIDES_RENDITION,
} from '../transcoder/slides/slides-rendition';
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
 * A video with no slides (a talking head) stores none and records that it was looked at. A slide lecture
 * (isSlideLecture) whose sound is a rendition of its own also gets the "slides + audio" rendition, made of the
 * pictures (slides-rendition.ts), stored beside the ladder and added to the lecture's renditions in the same
 * transaction. Without Tesseract (a permanent MediaError) the job logs and ends: the lecture plays without chapters.
 */
export function lectureSlidesJob(deps: TranscodeDeps): JobHandler<SlidesJob> {
  return async (job) => {
    const { lectureId, version } = job.data;
    const logger = deps.logger.child({ component: 'slides', lectureId, attempt: job.attempt });
    const em = deps.orm.em.fork();
    const row = await readyLecture(em, lectureId)
      .select(['video_key', 'title', 'renditions', 'audio_rendition'])
      .where('processing_version', '=', version)
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
        const { slides, spans } = await analyseSlides(
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
        const smallest = smallestRung(jsonColumn(row.renditions) ?? []);
        // Versions stored with the sound inside each rung (audio_rendition null) have no sound to pair the stills with.
        const slidesRendition =
          row.audio_rendition && smallest && isSlideLecture(slides.length, spans, source.durationSeconds ?? 0)
            ? await encodeSlidesRendition(
                binaries,
                slides,
                outDir,
                workDir,
                smallest,
                source.durationSeconds ?? 0,
                job.signal,
              )
            : null;
        const storedSlides =
          slidesRendition && storedRenditions([slidesRendition], lectureOutputPrefix(lectureId, version));
        if (slidesRendition) {
          const files = [playlistFile(SLIDES_RENDITION), mediaFile(SLIDES_RENDITION)];
          await uploadOutputs(deps, files, workDir, lectureOutputPrefix(lectureId, version), job.signal);
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
          await storeSlidesRendition(tx, lectureId, storedSlides);
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
        if (stored) {
          logger.info(
            { slides: slides.length, slidesRendition: slidesRendition !== null, seconds },
            'lecture slides stored',
          );
        } else {
          // Replaced or deleted while this ran: what it stored belongs to nobody.
          await deps.storage.deletePrefix(prefix);
          await Promise.all(renditionKeys(storedSlides ?? []).map((key) => deps.storage.delete(key)));
        }
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

/** The size of the smallest H.264 rung of a ladder (the stills are encoded at it); null without one. */
function smallestRung(renditions: readonly StoredRendition[]) {
  const rungs = renditions.filter((rendition) => !isSlidesRendition(rendition) && !rendition.codecs.startsWith('av01'));
  const smallest = rungs.reduce<StoredRendition | null>(
    (best, rendition) => (best && best.height <= rendition.height ? best : rendition),
    null,
  );
  return smallest && { width: smallest.width, height: smallest.height };
}

/**
 * The lecture's renditions with `slides` (the stored "slides + audio" rendition, or null for none) in place of any it
 * had (a run before this one), first: its bandwidth is the smallest. Written only when there is one to add or remove,
 * so that a lecture without changes no media cache drops (the `lectures` trigger fires on the column).
 */
async function storeSlidesRendition(tx: Em, lectureId: string, slides: StoredRendition[] | null) {
  const db = tx.getKysely<LectureTables>();
  const row = await db
    .selectFrom('lectures')
    .select('renditions')
    .where('id', '=', lectureId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const renditions = jsonColumn<StoredRendition[]>(row.renditions) ?? [];
  const ladder = renditions.filter((rendition) => !isSlidesRendition(rendition));
  if (!slides && ladder.length === renditions.length) return;
  const next = JSON.stringify([...(slides ?? []), ...ladder]);
  await db
    .updateTable('lectures')
    .set({ renditions: sql<StoredRendition[]>`${next}::jsonb` })
    .where('id', '=', lectureId)
    .execute();
}
