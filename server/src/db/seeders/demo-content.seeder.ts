import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { THUMBNAIL_MIME_TYPES, VIDEO_MIME_TYPES } from '@coursehub/shared';
import { fileTypeFromFile } from 'file-type';
import type { Logger } from 'pino';
import { resolveCategory } from '../../catalog/course/category.service';
import { Course } from '../../catalog/course/course.entity';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import {
  lectureOutputPrefix,
  lectureOutputsPrefix,
  storedAudioRendition,
  storedRenditions,
  storedStoryboard,
} from '../../catalog/lecture/lecture-renditions';
import { OUTPUT_CONTENT_TYPES, outputFiles } from '../../media/processing/lecture-transcode.job';
import type { Orm } from '../../shared/orm';
import { removeStoredFiles } from '../../shared/stored-files';
import type { ObjectStorage } from '../../storage/object-storage';
import { readDemoCatalog, readTranscodeResult, transcodedDir } from './demo-catalog';

export interface DemoContentDeps {
  logger: Logger;
  storage: ObjectStorage;
  /** server/demo: catalog.json and the media it names (see generate-media.mjs and transcode-media.ts there). */
  demoDir: string;
}

/** Any fixed number; instances starting together take turns, and only the first one seeds. */
const DEMO_SEED_LOCK_ID = 7_270_043;

/**
 * First start in development: a few courses with thumbnails, what-you'll-learn lists and instructor bios, and short
 * lectures, stored through the ObjectStorage port (local disk or S3 alike). Does nothing once any course exists.
 * Each lecture is stored as a transcoded upload ends up: its original, and the outputs shipped in
 * server/demo/transcoded (made by the server's own transcoder) under the lecture's outputs folder, the row READY with
 * what the transcode returned. So the catalogue plays at once and no job is queued: nothing waits behind the demo,
 * an admin's first upload included. Files are stored first and rows written in the same transaction; if anything
 * fails, the stored files are removed again.
 */
export async function seedDemoContent(orm: Orm, deps: DemoContentDeps): Promise<{ courses: number; lectures: number }> {
  const nothing = { courses: 0, lectures: 0 };
  if (await orm.em.fork().count(Course)) return nothing;
  const catalog = await readDemoCatalog(deps.demoDir);
  const stored: string[] = [];
  const outputFolders: string[] = [];
  const store = async (file: string, key: string, contentType: string) => {
    stored.push(key);
    return deps.storage.put(key, createReadStream(path.join(deps.demoDir, file)), { contentType });
  };
  const storeUpload = async (file: string, allowedTypes: readonly string[], folder: string) => {
    const type = await fileTypeFromFile(path.join(deps.demoDir, file));
    if (!type || !allowedTypes.includes(type.mime)) throw new Error(`Demo file ${file} is not an allowed type`);
    const key = `${folder}/${randomUUID()}.${type.ext}`;
    const { bytes } = await store(file, key, type.mime);
    return { key, bytes, contentType: type.mime };
  };
  /** The lecture's shipped outputs, stored where its transcode would have put them; the row's media columns. */
  const storeOutputs = async (lectureId: string, video: string) => {
    const result = await readTranscodeResult(deps.demoDir, video);
    const processingVersion = randomUUID();
    const prefix = lectureOutputPrefix(lectureId, processingVersion);
    outputFolders.push(lectureOutputsPrefix(lectureId));
    for (const file of outputFiles(result)) {
      const contentType = OUTPUT_CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      await store(path.join(transcodedDir(video), file), `${prefix}${file}`, contentType);
    }
    return {
      status: 'READY' as const,
      processingProgress: 100,
      processingVersion,
      durationSeconds: result.durationSeconds,
      renditions: storedRenditions(result.renditions, prefix),
      audioRendition: storedAudioRendition(result.audio, prefix),
      posterKey: result.posterFile ? `${prefix}${result.posterFile}` : null,
      storyboard: result.storyboard ? storedStoryboard(result.storyboard, prefix) : null,
      progressiveKey: `${prefix}${result.progressiveFile}`,
    };
  };

  try {
    const counts = await orm.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(?)', [DEMO_SEED_LOCK_ID]);
      if (await em.count(Course)) return nothing; // another instance was first
      const now = Date.now();
      let lectures = 0;
      for (const [index, entry] of catalog.courses.entries()) {
        const thumbnail = await storeUpload(entry.thumbnail, THUMBNAIL_MIME_TYPES, 'thumbnails');
        // One second apart, so the catalogue (newest first) shows them in the catalog's order.
        const createdAt = new Date(now - index * 1000);
        const course = em.create(Course, {
          title: entry.title,
          description: entry.description,
          category: await resolveCategory(em, entry.category),
          status: 'PUBLISHED',
          createdBy: entry.createdBy,
          subtitle: entry.subtitle ?? null,
          outcomes: entry.outcomes,
          requirements: entry.requirements,
          instructorBio: entry.instructorBio ?? null,
          thumbnailKey: thumbnail.key,
          createdAt,
          updatedAt: createdAt,
        });
        for (const [position, lecture] of entry.lectures.entries()) {
          const original = await storeUpload(lecture.video, VIDEO_MIME_TYPES, 'lectures');
          const id = randomUUID();
          em.create(Lecture, {
            id,
            course,
            title: lecture.title,
            description: lecture.description,
            videoKey: original.key,
            videoBytes: original.bytes,
            contentType: original.contentType,
            position: position + 1,
            ...(await storeOutputs(id, lecture.video)),
          });
          lectures += 1;
        }
      }
      return { courses: catalog.courses.length, lectures };
    });
    if (counts.courses) deps.logger.info(counts, 'seeded the demo courses');
    return counts;
  } catch (error) {
    await removeStoredFiles(deps, stored);
    await Promise.all(outputFolders.map((prefix) => deps.storage.deletePrefix(prefix).catch(() => undefined)));
    throw error;
  }
}
