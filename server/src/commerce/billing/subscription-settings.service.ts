import { User } from '../../identity/user/user.entity';
import { isSubscriptionActive } from '../../identity/user/user.policy';
import { badInput, notFound } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { messages } from './billing.policy';
import { applyProviderState } from './subscription-sync';

/**
 * Turns the caller's auto-renewal off (the subscription ends when the paid year does, with access until then and no
 * refund) or back on while that year runs. The provider is told first; its answer is then applied as any other
 * report of the subscription's state (applyProviderState, under the user's row lock), so a webhook about the same
 * change, before or after, finds it done. Returns the message to show.
 */
export async function setAutoRenewal({ em, viewer, deps }: RequestScope, enabled: boolean): Promise<string> {
  const caller = requireViewer(viewer);
  const user = await em.findOneOrFail(User, caller.id, { failHandler: () => notFound('User') });
  const subscriptionId = user.providerSubscriptionId;
  if (!isSubscriptionActive(user.subscriptionStatus) || !subscriptionId) throw badInput(messages.noActiveSubscription);
  const subscription = await deps.payments.setCancelAtPeriodEnd(subscriptionId, !enabled);
  await em.transactional((tx) =>
    applyProviderState(tx, { provider: deps.payments.kind, userId: user.id, subscription, invoice: null }, deps),
  );
  return enabled ? messages.autoRenewalOn : messages.autoRenewalOff;
}

/**
 * Where the caller manages their billing (card, invoices): Stripe's Customer Portal, or test mode's page, returning
 * to the profile. Anyone who ever paid has a customer at the provider; BAD_USER_INPUT for others.
 */
export async function openBillingPortal({ em, viewer, deps }: RequestScope): Promise<string> {
  const caller = requireViewer(viewer);
  const user = await em.findOneOrFail(User, caller.id, { failHandler: () => notFound('User') });
  if (!user.providerCustomerId) throw badInput(messages.noBillingAccount);
  const { url } = await deps.payments.createBillingPortal(
    user.providerCustomerId,
    `${deps.config.clientUrl}/user/profile`,
  );
  return url;
}
