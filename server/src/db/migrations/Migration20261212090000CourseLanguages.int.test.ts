import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnmigratedOrm } from '../../../test/unmigrated-orm';
import type { Orm } from '../../shared/orm';

/** The migration before this one: courses had no language, and their tracks' languages were read from the tracks. */
const BEFORE = 'Migration20261211100000InboxTeamInvitations';
const THIS = 'Migration20261212090000CourseLanguages';

describe('Migration20261212090000CourseLanguages', () => {
  let orm: Orm;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ orm, close } = await createUnmigratedOrm());
  });
  afterAll(() => close());

  it("takes every course as taught in English and reads its published tracks' languages, counted", async () => {
    await orm.migrator.up({ to: BEFORE });
    const em = orm.em.fork();
    await em.execute(`insert into categories (name, created_at) values ('Music', now())`);
    const course = async (status: 'PUBLISHED' | 'DRAFT') => {
      const id = randomUUID();
      await em.execute(
        `insert into courses (id, title, description, category, created_by, thumbnail_key, status, outcomes,
           requirements, created_at, updated_at)
         values (?, 'A course', 'From before languages', 'Music', 'Someone', 'thumbnails/x.png', ?, '[]', '[]', now(), now())`,
        [id, status],
      );
      return id;
    };
    const lecture = async (courseId: string, position: number, status: 'READY' | 'PROCESSING') => {
      const id = randomUUID();
      await em.execute(
        `insert into lectures (id, course_id, title, description, video_key, video_bytes, content_type, position,
           status, processing_version, created_at)
         values (?, ?, 'A lecture', 'Of the course', 'lectures/x.mp4', 1, 'video/mp4', ?, ?, gen_random_uuid(), now())`,
        [id, courseId, position, status],
      );
      return id;
    };
    const captions = (courseId: string, lectureId: string, language: string, status: 'READY' | 'DRAFT') =>
      em.execute(
        `insert into caption_tracks (id, lecture_id, course_id, language, label, kind, source, status, created_at,
           updated_at)
         values (?, ?, ?, ?, ?, 'captions', 'upload', ?, now(), now())`,
        [randomUUID(), lectureId, courseId, language, language, status],
      );
    const audio = (lectureId: string, language: string) =>
      em.execute(
        `insert into audio_tracks (id, lecture_id, language, label, kind, status, version, created_at, updated_at)
         values (?, ?, ?, ?, 'dub', 'READY', gen_random_uuid(), now(), now())`,
        [randomUUID(), lectureId, language, language],
      );
    const published = await course('PUBLISHED');
    const ready = await lecture(published, 1, 'READY');
    const processing = await lecture(published, 2, 'PROCESSING');
    await captions(published, ready, 'hi', 'READY');
    await captions(published, ready, 'es', 'DRAFT');
    await captions(published, processing, 'de', 'READY');
    await audio(ready, 'ur');
    const draft = await course('DRAFT');
    await captions(draft, await lecture(draft, 1, 'READY'), 'ta', 'READY');
    const plain = await course('PUBLISHED');

    // To this migration and no further, so that down() reverts this one, not a later one.
    await orm.migrator.up({ to: THIS });
    const rows = await em.execute<
      { id: string; language: string; caption_languages: string[]; audio_languages: string[] }[]
    >('select id, language, caption_languages, audio_languages from courses');
    const byId = new Map(rows.map(({ id, ...languages }) => [id, languages]));
    expect(byId.get(published)).toEqual({ language: 'en', caption_languages: ['hi'], audio_languages: ['ur'] });
    expect(byId.get(draft)).toEqual({ language: 'en', caption_languages: ['ta'], audio_languages: [] });
    expect(byId.get(plain)).toEqual({ language: 'en', caption_languages: [], audio_languages: [] });
    // The PUBLISHED courses only, as the catalogue counts them.
    const counts = (table: string) =>
      em.execute<{ language: string; count: number }[]>(
        `select language, count from ${table} where count > 0 order by language`,
      );
    expect(await counts('course_language_counts')).toEqual([
      { language: 'en', count: 2 },
      { language: 'ur', count: 1 },
    ]);
    expect(await counts('course_caption_language_counts')).toEqual([{ language: 'hi', count: 1 }]);

    // And back: the columns, counts and triggers go, and the tracks are written as before.
    await orm.migrator.down();
    await captions(published, ready, 'fr', 'READY');
    const columns = await em.execute<{ column_name: string }[]>(
      `select column_name from information_schema.columns where table_name = 'courses' and column_name like '%language%'`,
    );
    expect(columns).toEqual([]);
  });
});
