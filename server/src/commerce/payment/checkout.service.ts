import { messages as sharedMessages } from '@coursehub/shared';
import { sql } from 'kysely';
import type { Config } from '../../config';
import { User } from '../../identity/user/user.entity';
import { formatMoney, toMinorUnits } from '../../payments/money';
import { forbidden, notFound } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { checkoutReturnBase } from './checkout-return';
import { LatestCheckout, type LatestCheckoutTables } from './latest-checkout.entity';
import { checkoutIdempotencyKey, checkoutRefusal } from './payment.policy';

export interface SubscriptionPlan {
  price: number;
  /** The price in minor units, as charged. */
  amount: number;
  currency: string;
  interval: 'year';
  refundWindowDays: number;
  formattedPrice: string;
  /** Checkout is refused until the learner's email is confirmed (REQUIRE_CONFIRMED_EMAIL_FOR_CHECKOUT). */
  requiresConfirmedEmail: boolean;
}

export function subscriptionPlan({
  plan,
  requireConfirmedEmailForCheckout,
}: Pick<Config, 'plan' | 'requireConfirmedEmailForCheckout'>): SubscriptionPlan {
  return {
    price: plan.price,
    amount: toMinorUnits(plan.price, plan.currency),
    currency: plan.currency,
    interval: plan.interval,
    refundWindowDays: plan.refundWindowDays,
    formattedPrice: formatMoney(plan.price, plan.currency),
    requiresConfirmedEmail: requireConfirmedEmailForCheckout,
  };
}

/** The browser-side Stripe key, or null in test mode. */
export function stripePublishableKey({ viewer, deps }: RequestScope): string | null {
  requireViewer(viewer);
  return deps.payments.publishableKey;
}

/**
 * Opens the caller's checkout, or gives back the one they already have while the provider says it
 * is open: one checkout per learner, whatever else about the account changed in between. With
 * REQUIRE_CONFIRMED_EMAIL_FOR_CHECKOUT, learners with an unconfirmed email are refused (FORBIDDEN; REST 403).
 * A new checkout returns to the client that started it (`origin`, the request's Origin header: checkoutReturnBase);
 * an open one given back keeps the return pages it was opened with.
 */
export async function startCheckout(
  { em, viewer, deps }: RequestScope,
  origin: string | undefined,
): Promise<{ id: string; url: string }> {
  const caller = requireViewer(viewer);
  const user = await em.findOneOrFail(User, caller.id, { failHandler: () => notFound('User') });
  const refusal = checkoutRefusal(user);
  if (refusal) throw refusal;
  // Where the operator asks for it, receipts and the account's mails must reach the owner: a typo would lose them.
  if (deps.config.requireConfirmedEmailForCheckout && !user.emailVerified) {
    throw forbidden(sharedMessages.verifyEmailBeforeCheckout);
  }
  const latest = await em.findOne(LatestCheckout, { user: user.id });
  if (latest) {
    const checkout = await deps.payments.getCheckout(latest.sessionId);
    if (checkout?.status === 'open' && checkout.url) return { id: checkout.id, url: checkout.url };
  }
  const session = await deps.payments.createCheckout({
    userId: user.id,
    email: user.email,
    customerId: user.providerCustomerId ?? null,
    idempotencyKey: checkoutIdempotencyKey(user.id, latest?.sessionId ?? null),
    returnTo: checkoutReturnBase(deps.config, origin),
  });
  // Racing requests got the same session (same key), so whichever writes last writes the same id.
  await em
    .getKysely<LatestCheckoutTables>()
    .insertInto('latest_checkouts')
    .values({ user_id: user.id, session_id: session.id, created_at: sql`now()`, updated_at: sql`now()` })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ session_id: (eb) => eb.ref('excluded.session_id'), updated_at: sql`now()` }),
    )
    .execute();
  return session;
}
