import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnmigratedOrm } from '../../../test/unmigrated-orm';
import type { Orm } from '../../shared/orm';

/** The migration before this one: the schema lectures were uploaded under before transcoding existed. */
const BEFORE = 'Migration20261122010000DuplicatePayments';

describe('Migration20261122020000LectureProcessing', () => {
  let orm: Orm;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ orm, close } = await createUnmigratedOrm());
  });
  afterAll(() => close());

  it('backfills the lectures uploaded before it PROCESSING, each with a processing version of its own', async () => {
    await orm.migrator.up({ to: BEFORE });
    const em = orm.em.fork();
    const courseId = randomUUID();
    await em.execute(
      `insert into courses (id, title, description, category, created_by, thumbnail_key, created_at, updated_at)
       values (?, 'Old', 'Uploaded before transcoding', 'Legacy', 'Someone', 'thumbnails/x.png', now(), now())`,
      [courseId],
    );
    const lectureIds = [randomUUID(), randomUUID()];
    for (const [index, id] of lectureIds.entries()) {
      await em.execute(
        `insert into lectures (id, course_id, title, description, video_key, video_bytes, content_type, position, created_at)
         values (?, ?, 'Old lecture', 'As uploaded', ?, 1024, 'video/mp4', ?, now())`,
        [id, courseId, `lectures/${id}.mp4`, index + 1],
      );
    }
    const version = async () =>
      Number((await em.execute<{ version: string }[]>('select version from catalog_version'))[0]?.version);
    const before = await version();

    await orm.migrator.up();
    const rows = await em.execute<{ status: string; processing_progress: number; processing_version: string }[]>(
      `select status, processing_progress, processing_version, failure_reason, duration_seconds, renditions,
         poster_key, progressive_key
       from lectures order by position`,
    );
    expect(rows).toEqual(
      lectureIds.map(() => ({
        status: 'PROCESSING',
        processing_progress: 0,
        processing_version: expect.stringMatching(/^[0-9a-f-]{36}$/),
        failure_reason: null,
        duration_seconds: null,
        renditions: null,
        poster_key: null,
        progressive_key: null,
      })),
    );
    expect(new Set(rows.map((row) => row.processing_version)).size).toBe(2);

    // The catalogue's version trigger fires on the columns the catalogue reads, not on progress.
    expect(await version()).toBeGreaterThan(before);
    const afterMigration = await version();
    await em.execute('update lectures set processing_progress = 50 where id = ?', [lectureIds[0]]);
    expect(await version()).toBe(afterMigration);
    await em.execute(`update lectures set status = 'READY' where id = ?`, [lectureIds[0]]);
    expect(await version()).toBe(afterMigration + 1);
    await expect(em.execute(`update lectures set status = 'DONE' where id = ?`, [lectureIds[1]])).rejects.toThrow();
  });
});
