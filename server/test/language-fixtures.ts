import { randomUUID } from 'node:crypto';
import type { CourseTables } from '../src/catalog/course/course.entity';
import type { AudioTrackStatus, AudioTrackTables } from '../src/media/audio-tracks/audio-track.entity';
import type { CaptionStatus, CaptionTables } from '../src/media/captions/caption.entity';
import type { TestApp } from './harness';

/** A lecture as the course factories make it: its id and its course's. */
interface FactoryLecture {
  id: string;
  course: { id: string };
}

/**
 * A caption track straight in the table, as a job or psql would write it (an upload goes through the mutation in the
 * suites that need one): what the triggers that keep a course's languages must follow, whoever writes.
 */
export async function insertCaptionTrack(
  app: TestApp,
  lecture: FactoryLecture,
  language: string,
  status: CaptionStatus,
) {
  const now = new Date();
  const row = await app.orm.em
    .fork()
    .getKysely<CaptionTables>()
    .insertInto('caption_tracks')
    .values({
      id: randomUUID(),
      lecture_id: lecture.id,
      course_id: lecture.course.id,
      language,
      label: language,
      kind: 'subtitles',
      source: status === 'DRAFT' ? 'translated' : 'upload',
      status,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const setCaptionStatus = (app: TestApp, trackId: string, status: CaptionStatus) =>
  app.orm.em
    .fork()
    .getKysely<CaptionTables>()
    .updateTable('caption_tracks')
    .set({ status })
    .where('id', '=', trackId)
    .execute();

/** An audio track's row, as its encode leaves it (READY) or before (PROCESSING): no file is needed to be listed. */
export async function insertAudioTrack(app: TestApp, lectureId: string, language: string, status: AudioTrackStatus) {
  const now = new Date();
  const row = await app.orm.em
    .fork()
    .getKysely<AudioTrackTables>()
    .insertInto('audio_tracks')
    .values({
      id: randomUUID(),
      lecture_id: lectureId,
      language,
      label: language,
      kind: 'dub',
      status,
      version: randomUUID(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The course's stored languages, as the triggers keep them. */
export const storedLanguages = (app: TestApp, courseId: string) =>
  app.orm.em
    .fork()
    .getKysely<CourseTables>()
    .selectFrom('courses')
    .select(['caption_languages', 'audio_languages'])
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
