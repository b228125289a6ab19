import https from 'node:https';
import net from 'node:net';
import { sql } from 'kysely';
import webpush from 'web-push';
import type { NotificationChannelOptOutTables } from '../../../identity/user/notification-channel-opt-out.entity';
import type { UserTables } from '../../../identity/user/user.entity';
import { type JobHandler, QUEUES } from '../../../jobs/job-queue';
import { secondsUntil } from '../../../shared/clock';
import type { Em } from '../../../shared/orm';
import { quietHoursEnd } from '../../../shared/quiet-hours';
import type { AppDeps } from '../../../shared/scope';
import { recordSentReminders, trackedLink } from '../../click-through';
import type { InboxTables } from '../inbox.entity';
import type { InboxData } from '../inbox-rows';
import type { PushSubscriptionTables } from './push-subscription.entity';
import { pushMessage } from './push-texts';

/** How long a push service keeps a message for a device that is offline: an inbox notice is stale after a day. */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** One attempt (connect, send, read the answer) is abandoned after this long and retried. */
const PUSH_TIMEOUT_MS = 10_000;

/** What the inbox's writers give it to tell a learner's devices too: the queue, whether push is on, and the time. */
export type PushChannel = Pick<AppDeps, 'jobs' | 'config' | 'clock'>;

/** The job of queue `push.send`: one inbox item to one subscription. */
export interface PushJob {
  itemId: string;
  subscriptionId: string;
}

const pushDb = (em: Em) =>
  em.getKysely<InboxTables & PushSubscriptionTables & NotificationChannelOptOutTables & UserTables>();

/** The inbox item's (`i`) learner has not turned the push channel off. */
const pushChannelOn = sql<boolean>`not exists (
  select 1 from notification_channel_opt_outs o where o.user_id = i.user_id and o.channel = 'PUSH'
)`;

/**
 * Queues a push of each of these new inbox items to each device of its learner, in the caller's transaction (the
 * items', so a rolled-back change pushes nothing), unless push is off on this server or the learner turned the
 * channel off. One job per item and device, keyed by both: an item is never pushed twice to one device. In the
 * learner's quiet hours the job waits for their end (their time zone's; UTC's when unknown).
 */
export async function queueInboxPushes(em: Em, push: PushChannel, itemIds: readonly string[]): Promise<void> {
  if (!push.config.webPush || itemIds.length === 0) return;
  const targets = await pushDb(em)
    .selectFrom('inbox_items as i')
    .innerJoin('push_subscriptions as s', 's.user_id', 'i.user_id')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.id as itemId', 's.id as subscriptionId', 'u.time_zone as timeZone'])
    // One array parameter, however many items a fan-out wrote.
    .where(sql<boolean>`i.id = any(${[...itemIds]}::uuid[])`)
    .where(pushChannelOn)
    .execute();
  const now = push.clock.now();
  for (const { itemId, subscriptionId, timeZone } of targets) {
    await push.jobs.enqueue<PushJob>(
      QUEUES.pushSend,
      { itemId, subscriptionId },
      {
        key: `${itemId}.${subscriptionId}`,
        transaction: em,
        startAfterSeconds: secondsUntil(now, quietHoursEnd(now, timeZone, push.config.quietHours)),
      },
    );
  }
}

/**
 * Outside production a browser's endpoint may be a push service on this machine over plain HTTP (the tests' stand-in):
 * web-push speaks HTTPS only, so its request goes through an agent that opens a plain TCP connection instead.
 */
class LoopbackHttpAgent extends https.Agent {
  override createConnection(options: net.NetConnectOpts) {
    return net.createConnection(options);
  }
}
const loopbackAgent = new LoopbackHttpAgent({ keepAlive: false });

/**
 * The job of queue `push.send`: encrypts the item's notification for the device and posts it to the device's push
 * service with VAPID. The push service's 404 or 410 (the subscription is gone) deletes the subscription; any other
 * failure counts against it and fails the job, which the queue retries with back-off. Nothing is sent when the item,
 * the subscription or the channel is gone by then.
 */
export function sendPushJob(deps: Pick<AppDeps, 'orm' | 'config' | 'logger' | 'clock'>): JobHandler<PushJob> {
  return async (job) => {
    const vapid = deps.config.webPush;
    if (!vapid) return;
    const em = deps.orm.em.fork();
    const db = pushDb(em);
    const row = await db
      .selectFrom('inbox_items as i')
      .innerJoin('push_subscriptions as s', 's.user_id', 'i.user_id')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select([
        'i.user_id',
        'i.kind',
        'i.course_id',
        'i.lecture_id',
        'i.data',
        's.endpoint',
        's.p256dh',
        's.auth',
        'u.locale',
      ])
      .where('i.id', '=', job.data.itemId)
      .where('s.id', '=', job.data.subscriptionId)
      .where(pushChannelOn)
      .executeTakeFirst();
    if (!row) return;
    const message = pushMessage(
      { kind: row.kind, courseId: row.course_id, lectureId: row.lecture_id, data: row.data as unknown as InboxData },
      row.locale,
    );
    const sent = { channel: 'PUSH' as const, ref: job.data.itemId, userId: row.user_id };
    // The notification's click is counted by the service worker's beacon to the tracked link (click-through.ts).
    const click = trackedLink(deps.config, sent, `${deps.config.clientUrl}${message.url}`);
    const subscription = db.updateTable('push_subscriptions').where('id', '=', job.data.subscriptionId);
    try {
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify({ ...message, click }),
        {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: PUSH_TTL_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          ...(row.endpoint.startsWith('http://') && !deps.config.production && { agent: loopbackAgent }),
        },
      );
    } catch (error) {
      if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await db.deleteFrom('push_subscriptions').where('id', '=', job.data.subscriptionId).execute();
        deps.logger.info(
          { component: 'push', subscriptionId: job.data.subscriptionId, status: error.statusCode },
          'push subscription gone: deleted',
        );
        return;
      }
      await subscription.set((eb) => ({ failure_count: eb('failure_count', '+', 1) })).execute();
      throw error;
    }
    await subscription.set({ last_success_at: deps.clock.now(), failure_count: sql<number>`0` }).execute();
    // One message per item, however many of the learner's devices it reached.
    await recordSentReminders(em, [sent], deps.clock.now());
  };
}
