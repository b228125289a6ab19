import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { THUMBNAIL_MIME_TYPES, VIDEO_MIME_TYPES } from '@coursehub/shared';
import { fileTypeFromFile } from 'file-type';
import { z } from 'zod';
import { resolveCategory } from '../../modules/course/category.service';
import { Course } from '../../modules/course/course.entity';
import { removeStoredFiles } from '../../modules/course/stored-files';
import { Lecture } from '../../modules/lecture/lecture.entity';
import { queueTranscode, type TranscodeQueueDeps } from '../../modules/lecture/lecture-transcode-queue';
import type { Orm } from '../../shared/orm';
import type { ObjectStorage } from '../../storage/object-storage';

/** The logger and the job queue (TranscodeQueueDeps) are the app's; the seeded lectures' transcodes are queued. */
export interface DemoContentDeps extends TranscodeQueueDeps {
  storage: ObjectStorage;
  /** server/demo: catalog.json and the media it names (see generate-media.mjs there). */
  demoDir: string;
  /**
   * `narrated`: the minute-long 720p narrated lectures a first start shows (DEMO_MEDIA's default); `short`: 6-second
   * 180p clips, what tests and journeys seed (ten narrated transcodes would only compete with them for the CPU).
   */
  media?: DemoMedia;
}

export type DemoMedia = 'narrated' | 'short';

const text = z.string().trim().min(1);
const catalogSchema = z.object({
  courses: z.array(
    z.object({
      title: text,
      description: text,
      category: text,
      createdBy: text,
      thumbnail: text,
      subtitle: text.optional(),
      outcomes: z.array(text).default([]),
      requirements: z.array(text).default([]),
      instructorBio: text.optional(),
      lectures: z
        .array(
          z.object({
            title: text,
            description: text,
            video: text,
            narrated: text,
            freePreview: z.boolean().default(false),
          }),
        )
        .min(1),
    }),
  ),
});

/** Any fixed number; instances starting together take turns, and only the first one seeds. */
const DEMO_SEED_LOCK_ID = 7_270_043;

/**
 * First start in development: a few courses with thumbnails, what-you'll-learn lists, instructor bios and narrated
 * lectures (a free preview each),
 * stored through the ObjectStorage port (local disk or S3 alike). Does nothing once any
 * course exists. Files are stored first and rows written in the same transaction; if
 * anything fails, the stored files are removed again. The lectures are PROCESSING like any
 * upload, their transcodes queued once the rows are committed, so a fresh install shows the
 * pipeline at work and then plays HLS.
 */
export async function seedDemoContent(orm: Orm, deps: DemoContentDeps): Promise<{ courses: number; lectures: number }> {
  const nothing = { courses: 0, lectures: 0 };
  if (await orm.em.fork().count(Course)) return nothing;
  const catalog = catalogSchema.parse(JSON.parse(await readFile(path.join(deps.demoDir, 'catalog.json'), 'utf8')));
  const stored: string[] = [];
  const store = async (file: string, allowedTypes: readonly string[], folder: string) => {
    const absolute = path.join(deps.demoDir, file);
    const type = await fileTypeFromFile(absolute);
    if (!type || !allowedTypes.includes(type.mime)) throw new Error(`Demo file ${file} is not an allowed type`);
    const key = `${folder}/${randomUUID()}.${type.ext}`;
    stored.push(key);
    const { bytes } = await deps.storage.put(key, createReadStream(absolute), { contentType: type.mime });
    return { key, bytes, contentType: type.mime };
  };

  try {
    const lectureIds: string[] = [];
    const counts = await orm.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(?)', [DEMO_SEED_LOCK_ID]);
      if (await em.count(Course)) return nothing; // another instance was first
      const now = Date.now();
      let lectures = 0;
      for (const [index, entry] of catalog.courses.entries()) {
        const thumbnail = await store(entry.thumbnail, THUMBNAIL_MIME_TYPES, 'thumbnails');
        // One second apart, so the catalogue (newest first) shows them in the catalog's order.
        const createdAt = new Date(now - index * 1000);
        const course = em.create(Course, {
          title: entry.title,
          description: entry.description,
          category: await resolveCategory(em, entry.category),
          // The demo catalogue shows at once, its lectures appearing as they are processed, as before drafts existed.
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
          const file = deps.media === 'narrated' ? lecture.narrated : lecture.video;
          const video = await store(file, VIDEO_MIME_TYPES, 'lectures');
          const row = em.create(Lecture, {
            course,
            title: lecture.title,
            description: lecture.description,
            videoKey: video.key,
            videoBytes: video.bytes,
            contentType: video.contentType,
            position: position + 1,
            // The narrated demo shows free previews; the short clips seed the spec's plain catalogue, as journeys expect.
            freePreview: deps.media === 'narrated' && lecture.freePreview,
            status: 'PROCESSING',
          });
          lectureIds.push(row.id);
          lectures += 1;
        }
      }
      return { courses: catalog.courses.length, lectures };
    });
    if (counts.courses) {
      deps.logger.info(counts, 'seeded the demo courses');
      for (const id of lectureIds) await queueTranscode(deps, id);
    }
    return counts;
  } catch (error) {
    await removeStoredFiles(deps, stored);
    throw error;
  }
}
