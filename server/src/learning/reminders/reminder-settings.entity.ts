import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { User } from '../../identity/user/user.entity';
import { nowOnCreate, nowOnUpdate } from '../../shared/orm';

/**
 * A learner's own choice of how long a break from learning lasts before they are reminded: no row, the server's
 * IDLE_NUDGE_DAYS. Turning the reminders off is a mail opt-out (`IDLE_NUDGE`), like every other mail's.
 */
const ReminderSettingsSchema = defineEntity({
  name: 'ReminderSettings',
  tableName: 'reminder_settings',
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule('cascade'),
    idleDays: p.smallint(),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
  },
});

export class ReminderSettings extends ReminderSettingsSchema.class {}
ReminderSettingsSchema.setClass(ReminderSettings);

/** The `reminder_settings` table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type ReminderSettingsTables = InferKyselyDB<typeof ReminderSettingsSchema>;
