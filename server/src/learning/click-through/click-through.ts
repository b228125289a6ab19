import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../../config';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { ReminderMessageTables } from './reminder-message.entity';

/** The reminders whose opening is counted: the weekly digest mail, the idle reminder mail, a web push. */
export const REMINDER_CHANNELS = ['DIGEST', 'NUDGE', 'PUSH'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** One message sent: its channel, what it is within the channel (a week, a day, an inbox item) and its learner. */
export interface ReminderMessageKey {
  channel: ReminderChannel;
  ref: string;
  userId: string;
}

/** A message named by the UTC day it is of: an idle reminder by the day it is sent, a digest by its week's Monday. */
export const messageOfDay = (channel: ReminderChannel, day: Date, userId: string): ReminderMessageKey => ({
  channel,
  ref: day.toISOString().slice(0, 10),
  userId,
});

/** How long a message's row is kept: the dashboard reads the last 8 weeks, and a late click still counts a while. */
export const REMINDER_MESSAGE_DAYS = 90;

export type TrackedLinks = Pick<Config, 'clientUrl' | 'publicUrl' | 'appSecret'>;

const clicksDb = (em: Em) => em.getKysely<ReminderMessageTables>();

/** The path that opens a tracked link: `/go/<token>?to=<a path of the app>`. */
export const CLICK_PATH = '/go/:token';

const REF = /^[\w-]{1,36}$/;

const signatureOf = (appSecret: string, payload: string) =>
  createHmac('sha256', createHmac('sha256', appSecret).update('reminder-click').digest())
    .update(payload)
    .digest('base64url');

function clickToken(appSecret: string, { channel, ref, userId }: ReminderMessageKey): string {
  const payload = `${channel}.${ref}.${userId}`;
  return `${payload}.${signatureOf(appSecret, payload)}`;
}

/** The message a link's token names; null for anything this server did not sign (the link still opens its page). */
export function readClickToken(appSecret: string, token: string): ReminderMessageKey | null {
  const parts = token.split('.');
  const [channel = '', ref = '', userId = '', signature = ''] = parts;
  const expected = Buffer.from(signatureOf(appSecret, `${channel}.${ref}.${userId}`));
  const given = Buffer.from(signature);
  const valid =
    parts.length === 4 &&
    (REMINDER_CHANNELS as readonly string[]).includes(channel) &&
    REF.test(ref) &&
    isUuid(userId) &&
    given.length === expected.length &&
    timingSafeEqual(given, expected);
  return valid ? { channel: channel as ReminderChannel, ref, userId } : null;
}

/**
 * A link of the app (on CLIENT_URL) as the message carries it: through this server's /go/<token>, which counts the
 * message opened and redirects to the page. The token names only the message; the page rides beside it, and the
 * redirect goes to a path of CLIENT_URL whatever it says, so the link can lead nowhere else.
 */
export function trackedLink(config: TrackedLinks, message: ReminderMessageKey, url: string): string {
  const page = url.startsWith(config.clientUrl) ? url.slice(config.clientUrl.length) || '/' : '/';
  const token = encodeURIComponent(clickToken(config.appSecret, message));
  return `${config.publicUrl}/go/${token}?${new URLSearchParams({ to: page }).toString()}`;
}

/** Where a click lands: the path given when it is a path of the app (never `//host` or a full URL), else home. */
export function clickDestination(config: Pick<Config, 'clientUrl'>, to: unknown): string {
  const path = typeof to === 'string' && /^\/(?![/\\])/.test(to) ? to : '/';
  return `${config.clientUrl}${path}`;
}

/** Records messages as sent, in the sender's transaction; a message recorded before (a retried send) stays as it was. */
export async function recordSentReminders(em: Em, messages: readonly ReminderMessageKey[], at: Date): Promise<void> {
  if (!messages.length) return;
  await clicksDb(em)
    .insertInto('reminder_messages')
    .values(
      messages.map((message) => ({
        channel: message.channel,
        ref: message.ref,
        user_id: message.userId,
        sent_at: at,
        clicked_at: null,
      })),
    )
    .onConflict((conflict) => conflict.columns(['channel', 'ref', 'user_id']).doNothing())
    .execute();
}

/** Counts the message opened; its first click is the one kept. */
export async function recordReminderClick(em: Em, message: ReminderMessageKey, at: Date): Promise<void> {
  await clicksDb(em)
    .updateTable('reminder_messages')
    .set({ clicked_at: at })
    .where('channel', '=', message.channel)
    .where('ref', '=', message.ref)
    .where('user_id', '=', message.userId)
    .where('clicked_at', 'is', null)
    .execute();
}

/** Deletes the messages sent more than REMINDER_MESSAGE_DAYS ago; returns how many. */
export async function deleteOldReminderMessages(em: Em, now: Date): Promise<number> {
  const result = await clicksDb(em)
    .deleteFrom('reminder_messages')
    .where('sent_at', '<', new Date(now.getTime() - REMINDER_MESSAGE_DAYS * 86_400_000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Messages sent since `since` on one channel, and how many of them were opened. */
export interface ChannelClickThrough {
  channel: ReminderChannel;
  sent: number;
  clicked: number;
}

/** Each channel's messages sent since `since` and opened, every channel listed (zeros included), in one statement. */
export async function clickThroughSince(em: Em, since: Date): Promise<ChannelClickThrough[]> {
  const rows = await clicksDb(em)
    .selectFrom('reminder_messages')
    .select(['channel', sql<number>`count(*)::int`.as('sent'), sql<number>`count(clicked_at)::int`.as('clicked')])
    .where('sent_at', '>=', since)
    .groupBy('channel')
    .execute();
  const byChannel = new Map(rows.map((row) => [row.channel, row]));
  return REMINDER_CHANNELS.map((channel) => ({
    channel,
    sent: Number(byChannel.get(channel)?.sent ?? 0),
    clicked: Number(byChannel.get(channel)?.clicked ?? 0),
  }));
}
