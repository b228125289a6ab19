import type { ApiScope } from '@coursehub/shared';
import { expressionBuilder, sql } from 'kysely';
import { actsAsAdmin, type Viewer } from '../../shared/viewer';
import type { TeamTables } from './team.entity';
import type { SubscriptionStatus, UserTables } from './user.entity';

export const isSubscriptionActive = (status: SubscriptionStatus) => status === 'active';

/** Running: paid up, or with a renewal payment outstanding (it has a period end and can be cancelled). */
export const isSubscriptionRunning = (status: SubscriptionStatus) => status === 'active' || status === 'past_due';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Whether the user's own subscription gives access now: active, or past_due (its renewal failed) for `graceDays` from when it
 * became so, while the provider retries the charge. Its SQL twin is `subscriptionAccess`.
 */
export function hasSubscriptionAccess(
  user: { subscriptionStatus: SubscriptionStatus; pastDueSince?: Date | null },
  graceDays: number,
  now: Date,
): boolean {
  if (isSubscriptionActive(user.subscriptionStatus)) return true;
  const endsAt = pastDueAccessEndsAt(user, graceDays);
  return endsAt !== null && now.getTime() < endsAt.getTime();
}

/**
 * When a past_due subscription's access stops unless the retried charge succeeds: `graceDays` after the renewal first
 * failed. Null for any other status.
 */
export function pastDueAccessEndsAt(
  user: { subscriptionStatus: SubscriptionStatus; pastDueSince?: Date | null },
  graceDays: number,
): Date | null {
  if (user.subscriptionStatus !== 'past_due' || !user.pastDueSince) return null;
  return new Date(user.pastDueSince.getTime() + graceDays * DAY_MS);
}

/** The tables the entitlement reads: the user's row, and the team whose seat they may hold. */
type EntitlementTables = { u: UserTables['users'] } & UserTables & TeamTables;
const usersAsU = expressionBuilder<EntitlementTables, 'u'>();

const eitherUser = expressionBuilder<{ u: UserTables['users']; o: UserTables['users'] }, 'u' | 'o'>();

/** hasSubscriptionAccess at `now` over the `users` row of `alias` (the user themself, or the team's owner). */
const ownAccess = (alias: 'u' | 'o', graceDays: number, now: Date) =>
  eitherUser.or([
    eitherUser(`${alias}.subscription_status`, '=', 'active'),
    eitherUser.and([
      eitherUser(`${alias}.subscription_status`, '=', 'past_due'),
      eitherUser(`${alias}.past_due_since`, '>', sql<Date>`${now}::timestamptz - make_interval(days => ${graceDays})`),
    ]),
  ]);

/**
 * THE entitlement, in a typed query over `users as u`: whether the user may watch at `now`. Either their own subscription
 * gives access (hasSubscriptionAccess) and is not a team's, or they hold a seat of a team whose subscription (its
 * owner's) gives access by the same rule. A team's subscription gives access through its seats only, so an owner who
 * holds no seat pays without watching. Every check of access (the request's viewer, the media grants) runs this.
 */
export const subscriptionAccess = (graceDays: number, now: Date) =>
  usersAsU
    .or([
      usersAsU.and([
        ownAccess('u', graceDays, now),
        usersAsU.not(
          usersAsU.exists(
            usersAsU
              .selectFrom('teams as t')
              .select('t.id')
              .whereRef('t.provider_subscription_id', '=', 'u.provider_subscription_id'),
          ),
        ),
      ]),
      usersAsU.exists(
        usersAsU
          .selectFrom('team_members as m')
          .innerJoin('teams as t', 't.id', 'm.team_id')
          .innerJoin('users as o', 'o.id', 't.owner_id')
          .select('m.id')
          .whereRef('m.user_id', '=', 'u.id')
          .whereRef('o.provider_subscription_id', '=', 't.provider_subscription_id')
          .where(ownAccess('o', graceDays, now)),
      ),
    ])
    // PostgreSQL answers a boolean (kysely's SqlBool allows 0 and 1 for other databases).
    .$castTo<boolean>();

/**
 * Admins watch everything; learners need an active subscription. An API key acting as ADMIN watches nothing, but reads
 * what its scopes cover (`within`, as actsAsAdmin takes it).
 */
export const canWatchLectures = (viewer: Viewer, within?: ApiScope | readonly ApiScope[]) =>
  actsAsAdmin(viewer, within) || viewer.subscriptionActive;
