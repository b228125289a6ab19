import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { User } from '../../identity/user/user.entity';

/**
 * One reminder a learner was sent, and whether they opened it: a weekly digest (`ref` its week), an idle reminder
 * (`ref` the day it went) or a push notification (`ref` its inbox item). Written in the sender's transaction, so a
 * message rolled back leaves no row; `clicked_at` is set by the first click of its tracked link.
 */
const ReminderMessageSchema = defineEntity({
  name: 'ReminderMessage',
  tableName: 'reminder_messages',
  properties: {
    channel: p.string().length(10).primary(),
    ref: p.string().length(36).primary(),
    user: () => p.manyToOne(User).ref().primary().deleteRule('cascade'),
    sentAt: p.datetime().index(),
    clickedAt: p.datetime().nullable(),
  },
});

export class ReminderMessage extends ReminderMessageSchema.class {}
ReminderMessageSchema.setClass(ReminderMessage);

/** The `reminder_messages` table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type ReminderMessageTables = InferKyselyDB<typeof ReminderMessageSchema>;
