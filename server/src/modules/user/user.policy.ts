import { expressionBuilder, sql } from 'kysely';
import type { Viewer } from '../../shared/viewer';
import type { SubscriptionStatus, UserTables } from './user.entity';

export const isSubscriptionActive = (status: SubscriptionStatus) => status === 'active';

/** Running: paid up, or with a renewal payment outstanding (it has a period end and can be cancelled). */
export const isSubscriptionRunning = (status: SubscriptionStatus) => status === 'active' || status === 'past_due';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Whether the subscription gives access now: active, or past_due (its renewal failed) for `graceDays` from when it
 * became so, while the provider retries the charge. Its SQL twin is `subscriptionAccess`.
 */
export function hasSubscriptionAccess(
  user: { subscriptionStatus: SubscriptionStatus; pastDueSince?: Date | null },
  graceDays: number,
  now = new Date(),
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

const usersAsU = expressionBuilder<{ u: UserTables['users'] }, 'u'>();

/** hasSubscriptionAccess in a typed query over `users as u`. */
export const subscriptionAccess = (graceDays: number) =>
  usersAsU
    .or([
      usersAsU('u.subscription_status', '=', 'active'),
      usersAsU.and([
        usersAsU('u.subscription_status', '=', 'past_due'),
        usersAsU('u.past_due_since', '>', sql<Date>`now() - make_interval(days => ${graceDays})`),
      ]),
    ])
    // PostgreSQL answers a boolean (kysely's SqlBool allows 0 and 1 for other databases).
    .$castTo<boolean>();

/** Admins watch everything; learners need an active subscription. */
export const canWatchLectures = (viewer: Viewer) => viewer.role === 'ADMIN' || viewer.subscriptionActive;
