import { randomUUID } from 'node:crypto';
import { defineEntity, p, type TriggerDef } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { mediaAccessTrigger } from '../../shared/media-access-triggers';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';
import { Course } from '../course/course.entity';
import type { StoredAudioRendition, StoredRendition, StoredStoryboard } from './lecture-renditions';
import { courseTrackLanguages } from './track-languages.trigger';

/** Where a lecture is in its processing: learners see READY lectures only. */
export const LECTURE_STATUSES = ['PROCESSING', 'READY', 'FAILED'] as const;
export type LectureStatus = (typeof LECTURE_STATUSES)[number];

/**
 * The catalogue's version bump (catalog-version.trigger.ts), on the lecture columns the catalogue reads only: its
 * lecture counts and total durations change when a lecture is added, removed, or its status or duration is written,
 * and its public curriculum (Course.lectures) when a title, description, order or preview mark is.
 * The processing progress, written every few seconds while a lecture is transcoded, must not empty the catalogue cache.
 * MikroORM's trigger definition has no `UPDATE OF`, hence the raw DDL; MikroORM does not diff such a trigger against
 * the database, so this text and the migration that creates it (Migration20261122020000LectureProcessing) are kept
 * the same by hand (Migration20261122030000LearningProgress widened the column list).
 */
export const bumpCatalogVersionOnLectures: TriggerDef = {
  name: 'bump_catalog_version',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  expression:
    'create or replace function "lectures_bump_catalog_version_fn"() returns trigger as $$ begin update catalog_version set version = version + 1; return null; end; $$ language plpgsql;\n' +
    'create trigger "bump_catalog_version" after insert or update of "course_id", "status", "duration_seconds", "title", "description", "position", "free_preview" or delete on "lectures" for each statement execute function "lectures_bump_catalog_version_fn"()',
};

const LectureSchema = defineEntity({
  name: 'Lecture',
  tableName: 'lectures',
  properties: {
    id: uuidPrimaryKey(),
    /** Deleting a course deletes its lectures in the service; ON DELETE CASCADE is the database's safety net. */
    course: () => p.manyToOne(Course).ref().deleteRule('cascade'),
    title: p.string().length(200),
    description: p.text(),
    /** The original upload; it stays as uploaded (admins preview it while the lecture is processed). */
    videoKey: p.string().length(500),
    videoBytes: p.bigint('number'),
    contentType: p.string().length(100),
    /** 1, 2, 3… within the course, in upload order; gaps after a delete are fine. */
    position: p.integer(),
    createdAt: nowOnCreate(),
    status: p.enum([...LECTURE_STATUSES]).default('PROCESSING'),
    /** 0–100 while PROCESSING; 100 once READY. */
    processingProgress: p.smallint().default(0),
    /** Why the last attempt FAILED, short and safe to show an admin. */
    failureReason: p.text().nullable(),
    /** Of the original, in seconds; known once READY. */
    durationSeconds: p.double().nullable(),
    /**
     * A fresh one per processing attempt: outputs are stored under `lectures/<id>/<processingVersion>/`, and an
     * attempt publishes only while the row still names its version, so a cancelled or superseded attempt never
     * overwrites a newer one.
     */
    processingVersion: p.uuid().onCreate(() => randomUUID()),
    /**
     * The HLS renditions, smallest first, with the attributes the master playlist needs; null until READY. While
     * `renditionsPending`, the first playable rendition alone; then the whole ladder.
     */
    renditions: p.json<StoredRendition[]>().nullable(),
    /**
     * The original's sound, a rendition of its own that every (video-only) rendition plays with; null for a silent
     * video and for versions stored while each rendition carried the sound (StoredAudioRendition).
     */
    audioRendition: p.json<StoredAudioRendition>().nullable(),
    /** READY on a first rendition, the rest of the ladder still being encoded (ADMINs see "higher qualities coming"). */
    renditionsPending: p.boolean().default(false),
    /** Why the ladder behind a READY lecture stopped (it stays playable on its first rendition); an ADMIN may retry. */
    renditionsFailureReason: p.text().nullable(),
    posterKey: p.text().nullable(),
    /** The storyboard's sprite and thumbnails track with their grid; null until READY, and for lectures before it. */
    storyboard: p.json<StoredStoryboard>().nullable(),
    /** The MP4 with its index at the front, for clients without HLS (videoUrl plays it once READY). */
    progressiveKey: p.text().nullable(),
    /**
     * The processing attempt whose video the slides (lecture-slide.entity.ts) were found in; null until the
     * `lecture.slides` job has looked. Slides of another attempt than the current one are not shown.
     */
    slidesVersion: p.uuid().nullable(),
    /** The PDF handout of the slides, their pictures and titles; null when the video has no slides. */
    slidesHandoutKey: p.text().nullable(),
    /** An ADMIN's choice: anyone, signed in or not, may play a READY preview lecture (the rest need a subscription). */
    freePreview: p.boolean().default(false),
  },
  // Lists read `where course_id = ? order by position`; one course never has two lectures at one position.
  uniques: [{ properties: ['course', 'position'] }],
  triggers: [bumpCatalogVersionOnLectures, mediaAccessTrigger('lectures'), courseTrackLanguages.lectures],
});

export class Lecture extends LectureSchema.class {}
LectureSchema.setClass(Lecture);

/** The `lectures` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type LectureTables = InferKyselyDB<typeof LectureSchema>;
