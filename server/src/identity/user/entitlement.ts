import type { Kysely } from 'kysely';
import { compiledOnce } from '../../shared/compiled-statement';
import type { Em } from '../../shared/orm';
import type { TeamTables } from './team.entity';
import type { UserTables } from './user.entity';
import { subscriptionAccess } from './user.policy';

const accessStatement = compiledOnce(
  (db: Kysely<UserTables & TeamTables>, userId: string, graceDays: number, now: Date) =>
    db.selectFrom('users as u').select(subscriptionAccess(graceDays, now).as('access')).where('u.id', '=', userId),
  ['user-id', -0.5, new Date(0)],
);

/**
 * Whether the user may watch now, by THE entitlement (subscriptionAccess: their own subscription, or a team seat), read
 * afresh: for an answer about the caller after a change within their request (a checkout confirmed, a team joined).
 */
export async function hasAccessNow(em: Em, userId: string, graceDays: number, now: Date): Promise<boolean> {
  const [row] = await accessStatement(em.getKysely<UserTables & TeamTables>(), userId, graceDays, now);
  return row?.access === true;
}
