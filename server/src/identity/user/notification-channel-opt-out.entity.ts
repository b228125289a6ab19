import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate } from '../../shared/orm';
import { NOTIFICATION_CHANNELS } from './notification-channels';
import { User } from './user.entity';

/**
 * A notification channel a user turned off as a whole (NOTIFICATION_CHANNELS: web push); no row, the channel is on.
 * Mail is turned off kind by kind instead (mail_opt_outs).
 */
const NotificationChannelOptOutSchema = defineEntity({
  name: 'NotificationChannelOptOut',
  tableName: 'notification_channel_opt_outs',
  properties: {
    user: () => p.manyToOne(User).ref().deleteRule('cascade').primary(),
    channel: p.enum([...NOTIFICATION_CHANNELS]).primary(),
    createdAt: nowOnCreate(),
  },
});

export class NotificationChannelOptOut extends NotificationChannelOptOutSchema.class {}
NotificationChannelOptOutSchema.setClass(NotificationChannelOptOut);

/** The table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type NotificationChannelOptOutTables = InferKyselyDB<typeof NotificationChannelOptOutSchema>;
