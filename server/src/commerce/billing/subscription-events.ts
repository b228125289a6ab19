import { recordWebhookEvent } from '../../events/record-webhook-event';
import type { SubscriptionStatus, User } from '../../identity/user/user.entity';
import { isSubscriptionActive, isSubscriptionRunning } from '../../identity/user/user.policy';

/** The learner's subscription as it was before a change, to tell which webhook event the change is. */
export interface SubscriptionBefore {
  status: SubscriptionStatus;
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export const subscriptionBefore = (user: User): SubscriptionBefore => ({
  status: user.subscriptionStatus,
  subscriptionId: user.providerSubscriptionId ?? null,
  currentPeriodEnd: user.currentPeriodEnd ?? null,
  cancelAtPeriodEnd: user.cancelAtPeriodEnd,
});

/**
 * The `subscription.*` webhook event a change of the user's subscription is, if any, in the caller's unit of work:
 * activated (a new one active), renewed (the period moved on, or a failed renewal paid), past_due, canceled (it ended,
 * or was set to end at the period's end). A report that changes nothing records nothing.
 */
export function recordSubscriptionEvents(
  em: Parameters<typeof recordWebhookEvent>[0],
  user: User,
  before: SubscriptionBefore,
) {
  const data = {
    userId: user.id,
    subscriptionId: user.providerSubscriptionId ?? null,
    status: user.subscriptionStatus,
    currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
  };
  const sameSubscription = before.subscriptionId === data.subscriptionId;
  const active = isSubscriptionActive(user.subscriptionStatus);
  const periodMoved =
    sameSubscription &&
    before.currentPeriodEnd !== null &&
    (user.currentPeriodEnd?.getTime() ?? 0) > before.currentPeriodEnd.getTime();
  if (active && !isSubscriptionActive(before.status) && !(sameSubscription && before.status === 'past_due')) {
    recordWebhookEvent(em, 'subscription.activated', data);
  } else if (active && (periodMoved || (sameSubscription && before.status === 'past_due'))) {
    recordWebhookEvent(em, 'subscription.renewed', data);
  } else if (user.subscriptionStatus === 'past_due' && before.status !== 'past_due') {
    recordWebhookEvent(em, 'subscription.past_due', data);
  } else if (isSubscriptionRunning(before.status) && user.subscriptionStatus === 'canceled') {
    recordWebhookEvent(em, 'subscription.canceled', data);
  } else if (active && user.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) {
    recordWebhookEvent(em, 'subscription.canceled', data);
  }
}
