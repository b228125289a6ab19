import type { SubscriptionStatus } from '../../identity/user/user.entity';
import { isSubscriptionActive } from '../../identity/user/user.policy';
import { DomainError, forbidden } from '../../shared/errors';
import type { Role } from '../../shared/viewer';

export const messages = {
  alreadySubscribed: 'You already have an active subscription',
  adminNeedsNoSubscription: 'Administrators can watch every course and never need a subscription',
  paymentRecords: 'Payment records fetched successfully',
} as const;

/** Who may open a checkout: learners without an active subscription. ADMIN is never charged. */
export function checkoutRefusal(user: { role: Role; subscriptionStatus: SubscriptionStatus }): DomainError | null {
  if (user.role === 'ADMIN') return forbidden(messages.adminNeedsNoSubscription);
  if (isSubscriptionActive(user.subscriptionStatus)) return new DomainError('CONFLICT', messages.alreadySubscribed);
  return null;
}

/**
 * The key of the learner's next checkout: it names the checkout it follows (none for the first),
 * so requests racing to open one (a double click, two tabs) get one session from the provider,
 * while a new session once the previous one is paid, expired or cancelled gets a new key. Nothing
 * else about the account (a profile edit) enters it.
 */
export const checkoutIdempotencyKey = (userId: string, previousSessionId: string | null) =>
  `checkout:${userId}:after:${previousSessionId ?? 'none'}`;
