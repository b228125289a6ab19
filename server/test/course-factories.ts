import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { resolveCategory } from '../src/catalog/course/category.service';
import { Course, type CourseStatus, type CourseTables } from '../src/catalog/course/course.entity';
import { Lecture, type LectureStatus, type LectureTables } from '../src/catalog/lecture/lecture.entity';
import { publish } from '../src/catalog/lecture/lecture-publication';
import type { StoredRendition } from '../src/catalog/lecture/lecture-renditions';
import type { Em } from '../src/shared/orm';
import { PNG_1PX } from './fixtures/images';
import { mp4OfSize } from './fixtures/videos';
import type { TestApp } from './harness';

export interface CourseOverrides {
  title?: string;
  description?: string;
  category?: string;
  createdBy?: string;
  createdAt?: Date;
  /** PUBLISHED unless told: most tests are about what learners see. */
  status?: CourseStatus;
  autoPublish?: boolean;
  /** What the teacher speaks; English (the column's default) unless told. */
  language?: string;
}

let sequence = 0;

export interface CourseOptions {
  lectures?: number;
  /** Of every lecture; READY unless told (a READY factory lecture plays its stored MP4 as its progressive file). */
  status?: LectureStatus;
  /** Each READY lecture's duration. */
  lectureSeconds?: number;
}

let lastLectureAt = 0;
/** Lectures made one after another get times one after another, as uploads would, however fast the machine. */
const nextLectureTime = () => {
  lastLectureAt = Math.max(Date.now(), lastLectureAt + 1);
  return new Date(lastLectureAt);
};

/** A course straight in the database, its thumbnail and lecture videos really stored. */
export async function createCourse(app: TestApp, overrides: CourseOverrides = {}, options: CourseOptions = {}) {
  sequence += 1;
  const { storage } = app.deps;
  const thumbnailKey = `thumbnails/${randomUUID()}.png`;
  await storage.put(thumbnailKey, Readable.from([PNG_1PX]), { contentType: 'image/png' });
  const em = app.orm.em.fork();
  const createdAt = overrides.createdAt ?? new Date(Date.now() + sequence);
  const category = await resolveCategory(em, overrides.category ?? 'Web Development');
  const course = em.create(Course, {
    title: overrides.title ?? `Course ${sequence}`,
    // No number: the sequence runs on across the files a worker runs, and a search for '100' would find course 1003.
    description: overrides.description ?? 'What this course teaches',
    category,
    status: overrides.status ?? 'PUBLISHED',
    autoPublish: overrides.autoPublish ?? false,
    ...(overrides.language && { language: overrides.language }),
    createdBy: overrides.createdBy ?? 'Test Instructor',
    thumbnailKey,
    createdAt,
    updatedAt: createdAt,
  });
  const lectures: Lecture[] = [];
  const status = options.status ?? 'READY';
  for (let position = 1; position <= (options.lectures ?? 0); position += 1) {
    const video = mp4OfSize(1024 + position);
    const videoKey = `lectures/${randomUUID()}.mp4`;
    await storage.put(videoKey, Readable.from([video]), { contentType: 'video/mp4' });
    lectures.push(
      em.create(Lecture, {
        course,
        title: `Lecture ${position}`,
        description: `Lecture ${position} of ${course.title}`,
        videoKey,
        videoBytes: video.length,
        contentType: 'video/mp4',
        position,
        createdAt: nextLectureTime(),
        ...(status === 'READY'
          ? { status, processingProgress: 100, durationSeconds: options.lectureSeconds ?? 30, progressiveKey: videoKey }
          : { status }),
      }),
    );
  }
  await em.flush();
  return { course, lectures };
}

export interface BulkCourses {
  category: string;
  /** The courses are numbered `from`..`to` (inclusive): titled `Bulk <n>`. */
  from: number;
  to: number;
  description?: string;
  createdBy?: string;
  /** Course n's creation time is this plus n minutes; now() for every course without it. */
  createdFrom?: string;
}

/** Many courses in one statement (no thumbnail stored, no lectures), as a bulk write by hand would add them. */
export async function insertBulkCourses(em: Em, bulk: BulkCourses) {
  const db = em.getKysely<CourseTables>();
  const category = await resolveCategory(em, bulk.category);
  const createdAt = bulk.createdFrom
    ? sql<Date>`${bulk.createdFrom}::timestamptz + n * interval '1 minute'`
    : sql<Date>`now()`;
  await db
    .insertInto('courses')
    .columns([
      'id',
      'title',
      'description',
      'category',
      'created_by',
      'thumbnail_key',
      'created_at',
      'updated_at',
      'status',
      'outcomes',
      'requirements',
    ])
    .expression(
      db
        .selectFrom(
          sql<{ n: number }>`generate_series(${bulk.from}::int, ${bulk.to}::int)`.as<'numbers'>(sql`numbers(n)`),
        )
        .select([
          sql<string>`gen_random_uuid()`.as('id'),
          sql<string>`'Bulk ' || n`.as('title'),
          sql<string>`${bulk.description ?? 'Many of them'}`.as('description'),
          sql<string>`${category}`.as('category'),
          sql<string>`${bulk.createdBy ?? 'Nobody'}`.as('created_by'),
          sql<string>`'thumbnails/none.png'`.as('thumbnail_key'),
          createdAt.as('created_at'),
          sql<Date>`now()`.as('updated_at'),
          sql<'PUBLISHED'>`'PUBLISHED'`.as('status'),
          sql<string[]>`'[]'::jsonb`.as('outcomes'),
          sql<string[]>`'[]'::jsonb`.as('requirements'),
        ]),
    )
    .execute();
}

/** Deletes a category's courses in one statement (their lectures go with them: on delete cascade). */
export async function deleteCategory(em: Em, category: string) {
  await em.getKysely<CourseTables>().deleteFrom('courses').where('category', '=', category).execute();
}

/** Sets a lecture's status by hand, as a transcode still running (or failed) leaves it. */
export async function setLectureStatus(app: TestApp, lectureId: string, status: LectureStatus) {
  const lectures = app.orm.em.fork().getKysely<LectureTables>();
  await lectures.updateTable('lectures').set({ status }).where('id', '=', lectureId).execute();
}

/**
 * Makes a PROCESSING lecture READY through the transcoder's own publication, with its domain events (lecture.ready and
 * what its subscribers do), but no outputs: for a test about what READY causes rather than what it plays.
 */
export async function publishLectureReady(app: TestApp, lectureId: string) {
  const em = app.orm.em.fork();
  const { processing_version: version } = await em
    .getKysely<LectureTables>()
    .selectFrom('lectures')
    .select('processing_version')
    .where('id', '=', lectureId)
    .executeTakeFirstOrThrow();
  const published = await publish(em, app.deps.events, lectureId, version, 'PROCESSING', {
    duration_seconds: 60,
    renditions: sql<StoredRendition[]>`'[]'::jsonb`,
    audio_rendition: null,
    poster_key: null,
    storyboard: null,
    progressive_key: null,
    renditions_pending: false,
    renditions_failure_reason: null,
  });
  if (!published) throw new Error(`Lecture ${lectureId} was not PROCESSING`);
}
