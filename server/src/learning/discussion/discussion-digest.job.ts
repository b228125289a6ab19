import { sql } from 'kysely';
import { optedOutOf } from '../../identity/user/mail-opt-outs';
import { queueMail } from '../../mail/outbox';
import type { OutboxMessage } from '../../mail/outbox.entity';
import type { AppDeps } from '../../shared/scope';
import { type DigestQuestion, unansweredDigestMail } from './discussion.mails';
import { discussionDb } from './discussion-rows';

/** Questions a digest lists by name; the rest are counted. */
const DIGEST_LISTED = 20;

/**
 * The daily digest of unanswered questions to every ADMIN who did not turn it off. Called from the workers' periodic
 * pass (workers.ts) at any hour: the first pass of a UTC day at or after DISCUSSION_DIGEST_HOUR inserts that day's
 * row in `discussion_digests`, so of many workers and passes exactly one sends it, in the same transaction as the
 * mails it queues. Nothing is sent on a day without unanswered questions. Returns the number of mails queued.
 */
export async function sendUnansweredDigest(
  deps: Pick<AppDeps, 'orm' | 'config' | 'jobs' | 'logger' | 'clock'>,
  now = deps.clock.now(),
): Promise<number> {
  if (now.getUTCHours() < deps.config.discussionDigestHour) return 0;
  const day = now.toISOString().slice(0, 10);
  const em = deps.orm.em.fork();
  const mails = await em.transactional(async (tx) => {
    const db = discussionDb(tx);
    const claimed = await db
      .insertInto('discussion_digests')
      .values({ day, sent_at: sql<Date>`now()` })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .executeTakeFirst();
    if (!claimed.numInsertedOrUpdatedRows) return [];
    const waiting = db
      .selectFrom('discussion_posts as d')
      .where('d.parent_id', 'is', null)
      .where('d.answered_at', 'is', null)
      .where('d.hidden', '=', false);
    const [count, listed, admins] = await Promise.all([
      waiting.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
      waiting
        .innerJoin('lectures as l', 'l.id', 'd.lecture_id')
        .innerJoin('courses as c', 'c.id', 'd.course_id')
        .select(['d.title', 'd.video_seconds', 'd.created_at', 'l.title as lecture_title', 'c.title as course_title'])
        .orderBy('d.created_at')
        .orderBy('d.id')
        .limit(DIGEST_LISTED)
        .execute(),
      db
        .selectFrom('users as u')
        .select(['u.id', 'u.email', 'u.full_name', 'u.locale'])
        .where('u.role', '=', 'ADMIN')
        .where((eb) => eb.not(optedOutOf('DISCUSSION_DIGEST', 'u.id')))
        .execute(),
    ]);
    const total = Number(count?.total ?? 0);
    if (total === 0) return [];
    const questions: DigestQuestion[] = listed.map((row) => ({
      title: row.title ?? '',
      courseTitle: row.course_title,
      lectureTitle: row.lecture_title,
      videoSeconds: row.video_seconds,
      createdAt: new Date(row.created_at),
    }));
    const queued: OutboxMessage[] = admins.map((admin) =>
      queueMail(
        tx,
        admin.email,
        unansweredDigestMail(
          deps.config,
          { id: admin.id, fullName: admin.full_name, locale: admin.locale },
          questions,
          total,
        ),
      ),
    );
    await tx.flush();
    return queued;
  });
  return mails.length;
}
