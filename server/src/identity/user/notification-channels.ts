import { sql } from 'kysely';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import type { NotificationChannelOptOutTables } from './notification-channel-opt-out.entity';
import type { UserTables } from './user.entity';

/**
 * The channels a user may turn off as a whole, beside the kinds of mail (mail-opt-outs.ts): web push, to every device
 * they subscribed. A channel is on unless turned off.
 */
export const NOTIFICATION_CHANNELS = ['PUSH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface NotificationChannelSetting {
  channel: NotificationChannel;
  enabled: boolean;
}

const channelDb = (em: Em) => em.getKysely<NotificationChannelOptOutTables & UserTables>();

/** Turns a channel off (enabled false) or back on for a user; idempotent. */
export async function setChannelEnabled(em: Em, userId: string, channel: NotificationChannel, enabled: boolean) {
  const db = channelDb(em);
  if (enabled) {
    await db
      .deleteFrom('notification_channel_opt_outs')
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .execute();
    return;
  }
  await db
    .insertInto('notification_channel_opt_outs')
    .values({ user_id: userId, channel, created_at: sql<Date>`now()` })
    .onConflict((conflict) => conflict.columns(['user_id', 'channel']).doNothing())
    .execute();
}

/** The channels the user turned off. */
export async function channelsOff(em: Em, userId: string): Promise<Set<NotificationChannel>> {
  const rows = await channelDb(em)
    .selectFrom('notification_channel_opt_outs')
    .select('channel')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.channel));
}

/** The caller's switch for each channel, on unless turned off. */
export async function notificationChannels(scope: RequestScope): Promise<NotificationChannelSetting[]> {
  const viewer = requireViewer(scope.viewer);
  const off = await channelsOff(scope.em, viewer.id);
  return NOTIFICATION_CHANNELS.map((channel) => ({ channel, enabled: !off.has(channel) }));
}

/** Turns one of the caller's channels off or back on (the schema's enum names the channels). */
export async function setNotificationChannel(
  scope: RequestScope,
  channel: NotificationChannel,
  enabled: boolean,
): Promise<NotificationChannelSetting> {
  const viewer = requireViewer(scope.viewer);
  await setChannelEnabled(scope.em, viewer.id, channel, enabled);
  return { channel, enabled };
}
