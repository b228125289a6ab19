import { sql } from 'kysely';
import { badInput } from '../../shared/errors';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import type { ReminderSettingsTables } from './reminder-settings.entity';

/** The breaks a learner may choose, in days: from a few days to a season. */
export const IDLE_DAYS_MIN = 2;
export const IDLE_DAYS_MAX = 90;
export const IDLE_DAYS_MESSAGE = `Choose between ${IDLE_DAYS_MIN} and ${IDLE_DAYS_MAX} days`;

export interface IdleReminderView {
  /** How many days without a lecture before the caller is reminded: their choice, else the server's. */
  days: number;
  /** The caller chose `days`; false: it is the server's IDLE_NUDGE_DAYS. */
  chosen: boolean;
}

const settingsDb = (em: Em) => em.getKysely<ReminderSettingsTables>();

/** The caller's break before a reminder. */
export async function idleReminder(scope: RequestScope): Promise<IdleReminderView> {
  const viewer = requireViewer(scope.viewer);
  const row = await settingsDb(scope.em)
    .selectFrom('reminder_settings')
    .select('idle_days')
    .where('user_id', '=', viewer.id)
    .executeTakeFirst();
  return row ? { days: row.idle_days, chosen: true } : { days: scope.deps.config.idleNudgeDays, chosen: false };
}

/**
 * Sets the caller's break before a reminder (IDLE_DAYS_MIN to IDLE_DAYS_MAX days), or with null goes back to the
 * server's. A reminder already owed under the old choice is judged by the new one at the next pass.
 */
export async function setIdleReminderDays(scope: RequestScope, days: number | null): Promise<IdleReminderView> {
  const viewer = requireViewer(scope.viewer);
  const db = settingsDb(scope.em);
  if (days === null) {
    await db.deleteFrom('reminder_settings').where('user_id', '=', viewer.id).execute();
    return idleReminder(scope);
  }
  if (!Number.isInteger(days) || days < IDLE_DAYS_MIN || days > IDLE_DAYS_MAX)
    throw badInput(IDLE_DAYS_MESSAGE, 'days');
  await db
    .insertInto('reminder_settings')
    .values({ user_id: viewer.id, idle_days: days, created_at: sql`now()`, updated_at: sql`now()` })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ idle_days: days, updated_at: sql`now()` }))
    .execute();
  return { days, chosen: true };
}
