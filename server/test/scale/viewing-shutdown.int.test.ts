import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCourse } from '../course-factories';
import { createTestDatabase, type TestDatabase } from '../database';
import { createUser } from '../factories';
import { bound } from '../hang-bound';
import { startTestApp, type TestApp } from '../harness';
import { makeLectureReady, removeTranscodedSource, type TranscodedSource, transcodedSource } from '../ready-lecture';
import { type ServerProcess, startDevelopmentServer } from '../server-process';

let database: TestDatabase;
let seeder: TestApp;
let server: ServerProcess;
let source: TranscodedSource;

/**
 * The viewing record across a SIGTERM: the server as users run it (src/main.ts in a process of its own) delivers every
 * segment of a lecture, with a flush interval far longer than the test, and is told to stop: the record must be in the
 * database once it has exited. A second app on the same PostgreSQL database seeds the lecture and the learner.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  [seeder, source] = await Promise.all([startTestApp({}, { database }), transcodedSource()]);
  server = await startDevelopmentServer(database, {
    VIEWING_FLUSH_INTERVAL_MS: '60000',
  });
}, bound(120_000));

afterAll(async () => {
  await server?.kill();
  await seeder?.close();
  await database?.drop();
  await removeTranscodedSource(source);
});

it('writes the deliveries it holds before it exits on SIGTERM', async () => {
  const { lectures } = await createCourse(seeder, {}, { lectures: 1 });
  const lectureId = lectures[0]!.id;
  await makeLectureReady(seeder, lectureId, source);
  const { token } = await createUser(seeder, { subscriptionStatus: 'active' });

  const masterUrl = new URL(`/media/lectures/${lectureId}/hls.m3u8`, server.url);
  const master = await fetch(masterUrl, { headers: { authorization: `Bearer ${token}` } });
  expect(master.status).toBe(200);
  const variantUrl = new URL(
    (await master.text()).split('\n').find((line) => line && !line.startsWith('#'))!,
    masterUrl,
  );
  const lines = (await (await fetch(variantUrl)).text()).split('\n');
  let last = 0;
  for (const [index, line] of lines.entries()) {
    const range = /^#EXT-X-BYTERANGE:(\d+)@(\d+)/.exec(line);
    if (!range) continue;
    const [length, offset] = [Number(range[1]), Number(range[2])];
    const segment = await fetch(new URL(lines[index + 1]!, variantUrl), {
      headers: { range: `bytes=${offset}-${offset + length - 1}` },
    });
    expect(segment.status).toBe(206);
    await segment.arrayBuffer();
    last = offset + length;
  }
  expect(last).toBeGreaterThan(0);
  const em = seeder.orm.em.fork();
  // Within the flush interval: nothing written yet.
  expect(await em.execute('select 1 from viewing_sessions where lecture_id = ?', [lectureId])).toEqual([]);

  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  const rows = await em.execute<{ delivered: number[][] }[]>(
    'select delivered from viewing_sessions where lecture_id = ?',
    [lectureId],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.delivered).toEqual([[0, expect.closeTo(source.result.durationSeconds, 0)]]);
});
