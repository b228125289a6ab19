import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppChild, startAppChild } from '../../bench/lib/app';
import { gql, ok } from '../../bench/lib/http';
import { seedCourses, seedLectureRow, withOrm } from '../../bench/lib/seed';
import { hashPassword } from '../../src/identity/user/passwords';
import { createSessionTokens } from '../../src/identity/user/session-tokens';
import { User } from '../../src/identity/user/user.entity';
import { systemClock } from '../../src/shared/clock';
import type { Orm } from '../../src/shared/orm';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage';
import { createTestDatabase, type TestDatabase } from '../database';
import { bound } from '../hang-bound';
import { POLL } from '../poll';

const LOGOUT = 'mutation { logout { success } }';

/**
 * Media-access cache across replicas: two real app processes (children, as deployed) over one PostgreSQL
 * database. A replica that has just served a lecture's media from its cache must refuse it after a write made
 * elsewhere (the other replica's domain code, or this test's own connection, as a script or psql would), before the
 * cache's entries could expire. How soon is logged for the CI log to show (docs/video.md asks for under a second);
 * no test judges a speed.
 */
describe('media access on two app processes', () => {
  let database: TestDatabase;
  let writer: AppChild;
  let reader: AppChild;
  const appSecret = randomBytes(32).toString('hex');
  const lectureIds: string[] = [];

  const withDb = <T>(run: (orm: Orm) => Promise<T>) => withOrm(database.databaseUrl!, run);
  /** A learner with a session token both replicas accept (they share APP_SECRET). */
  const learner = (subscriptionStatus: 'active' | 'inactive') =>
    withDb(async (orm) => {
      const em = orm.em.fork();
      const user = em.create(User, {
        fullName: 'Replica Learner',
        email: `replica-${randomBytes(4).toString('hex')}@example.com`,
        passwordHash: await hashPassword('Learner-1#'),
        role: 'USER',
        subscriptionStatus,
        emailVerified: true,
      });
      await em.flush();
      const { token } = await createSessionTokens(appSecret, orm, systemClock).issue(user);
      return { id: user.id, token };
    });
  const range = async (app: AppChild, lectureId: string, token: string) => {
    const response = await fetch(`${app.url}/media/lectures/${lectureId}`, {
      headers: { authorization: `Bearer ${token}`, range: 'bytes=0-7' },
    });
    await response.arrayBuffer();
    return response.status;
  };
  /**
   * The status `app` answers once it stops answering 206: each replica hears of a write on its own connection, so one
   * that cached the entry may refuse a moment after another.
   */
  const refusal = (app: AppChild, lectureId: string, token: string) =>
    vi.waitFor(async () => {
      const answer = await range(app, lectureId, token);
      expect(answer).not.toBe(206);
      return answer;
    }, POLL);
  /** The status `app` answers once it stops answering 206 after `write`, and how many milliseconds that took. */
  async function refusedAfter(app: AppChild, lectureId: string, token: string, write: () => Promise<void>) {
    // Played a few times first: the reader's cache holds the session, the slot and the lecture.
    for (let i = 0; i < 3; i += 1) expect(await range(app, lectureId, token)).toBe(206);
    await write();
    const started = performance.now();
    const status = await refusal(app, lectureId, token);
    return { ms: performance.now() - started, status };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { APP_SECRET: appSecret, LOG_LEVEL: 'silent' };
    writer = await startAppChild({ database, nodeEnv: 'test', env });
    reader = await startAppChild({ database, nodeEnv: 'test', env });
    const storage = new LocalDiskStorage({ rootDir: path.join(database.dataDir, 'uploads') });
    // Three READY lectures, one per course, each with a file of its own.
    await withDb(async (orm) => {
      const courses = await seedCourses(orm, 3, () => 0);
      for (const [i, course] of courses.entries()) {
        const key = `lectures/replica-${i}.mp4`;
        await storage.put(key, Readable.from([Buffer.alloc(4096, i)]), { contentType: 'video/mp4' });
        await seedLectureRow(orm, course.id, key, 4096);
      }
      const rows = await orm.em.fork().execute<{ id: string }[]>('select id from lectures order by video_key');
      lectureIds.push(...rows.map(({ id }) => id));
    });
  }, bound(180_000));
  afterAll(async () => {
    // Each child's stop drops the shared database (if it still exists): the reader goes first.
    await reader?.stop();
    await writer?.stop();
    await database?.drop();
  });

  it('a session signed out on one replica is refused by the other', async () => {
    // Each replica listens on a connection of its own: with no listener it would cache nothing (and prove nothing).
    const listeners = await withDb((orm) =>
      orm.em
        .fork()
        .execute<{ n: number }[]>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen media_access%'",
        ),
    );
    expect(listeners[0]!.n).toBe(2);
    const { token } = await learner('active');
    const { ms, status } = await refusedAfter(reader, lectureIds[0]!, token, async () => {
      expect(ok(await gql(writer.url, LOGOUT, {}, token), 'logout')).toBeTruthy();
    });
    console.info(`media access: signed-out session refused by the other replica after ${ms.toFixed(1)} ms`);
    expect(status).toBe(401);
  });

  it('a cancelled subscription is refused by both replicas; another learner plays on', async () => {
    const cancelled = await learner('active');
    const other = await learner('active');
    expect(await range(reader, lectureIds[0]!, other.token)).toBe(206);
    const { ms, status } = await refusedAfter(reader, lectureIds[0]!, cancelled.token, async () => {
      await withDb((orm) =>
        orm.em.fork().execute("update users set subscription_status = 'canceled' where id = ?", [cancelled.id]),
      );
    });
    console.info(`media access: cancelled subscription refused after ${ms.toFixed(1)} ms`);
    expect(status).toBe(403);
    expect(await range(writer, lectureIds[0]!, cancelled.token)).toBe(403);
    // The cancelled learner's entries were dropped, not another's: the other still plays, from the cache.
    expect(await range(reader, lectureIds[0]!, other.token)).toBe(206);
  });

  it('a deleted lecture is refused by both replicas, its file still there', async () => {
    const { token } = await learner('active');
    const doomed = lectureIds[1]!;
    expect(await range(writer, doomed, token)).toBe(206);
    // Deleted by a write no replica made (its stored file stays): only the notification can tell the caches.
    const { ms, status } = await refusedAfter(reader, doomed, token, async () => {
      await withDb((orm) => orm.em.fork().execute('delete from lectures where id = ?', [doomed]));
    });
    console.info(`media access: deleted lecture refused after ${ms.toFixed(1)} ms`);
    expect(status).toBe(404);
    // The writer served it too, so its cache held it: it refuses once its own notification has come.
    expect(await refusal(writer, doomed, token)).toBe(404);
  });

  /** A team of `owner` (subscribed with subscription `sub_<owner id>`) whose seat `member` holds. */
  const teamWithSeat = (owner: { id: string }, member: { id: string }) =>
    withDb(async (orm) => {
      const em = orm.em.fork();
      const subscriptionId = `sub_${owner.id}`;
      await em.execute('update users set provider_subscription_id = ? where id = ?', [subscriptionId, owner.id]);
      const [team] = await em.execute<{ id: string }[]>(
        "insert into teams (id, owner_id, name, seats, provider_subscription_id, created_at, updated_at) values (gen_random_uuid(), ?, 'Replica Team', 3, ?, now(), now()) returning id",
        [owner.id, subscriptionId],
      );
      await em.execute(
        'insert into team_members (id, team_id, user_id, joined_at) values (gen_random_uuid(), ?, ?, now())',
        [team!.id, member.id],
      );
    });

  it('a team seat gives access; removing it is refused by the other replica', async () => {
    const owner = await learner('active');
    const member = await learner('inactive');
    await teamWithSeat(owner, member);
    // The owner holds no seat: their subscription is the team's, which gives access through seats only.
    expect(await range(writer, lectureIds[2]!, owner.token)).toBe(403);
    const { ms, status } = await refusedAfter(reader, lectureIds[2]!, member.token, async () => {
      await withDb((orm) => orm.em.fork().execute('delete from team_members where user_id = ?', [member.id]));
    });
    console.info(`media access: removed team seat refused after ${ms.toFixed(1)} ms`);
    expect(status).toBe(403);
  });

  it("a team owner's cancelled subscription is refused to the seat holders", async () => {
    const owner = await learner('active');
    const member = await learner('inactive');
    await teamWithSeat(owner, member);
    // The owner holds no seat: their subscription is the team's, which gives access through seats only.
    expect(await range(writer, lectureIds[2]!, owner.token)).toBe(403);
    const { ms, status } = await refusedAfter(reader, lectureIds[2]!, member.token, async () => {
      await withDb((orm) =>
        orm.em.fork().execute("update users set subscription_status = 'canceled' where id = ?", [owner.id]),
      );
    });
    console.info(`media access: seat of a cancelled team refused after ${ms.toFixed(1)} ms`);
    expect(status).toBe(403);
  });

  it("never answers one caller from another's cached entry", async () => {
    const subscriber = await learner('active');
    const stranger = await learner('inactive');
    const lectureId = lectureIds[2]!;
    for (let i = 0; i < 3; i += 1) {
      expect(await range(reader, lectureId, subscriber.token)).toBe(206);
      expect(await range(reader, lectureId, stranger.token)).toBe(403);
      expect(await range(reader, lectureId, `${subscriber.token}x`)).toBe(401);
      expect(await range(reader, lectureId, '')).toBe(401);
    }
  });
});
