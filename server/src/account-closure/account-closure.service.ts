import { messages } from '@coursehub/shared';
import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { canCancel } from '../commerce/billing/billing.policy';
import { cancelSubscription } from '../commerce/billing/cancellation.service';
import { verifyPassword } from '../identity/user/passwords';
import { requireRecentAuthentication } from '../identity/user/reauthentication';
import { User, type UserTables } from '../identity/user/user.entity';
import { queueMail } from '../mail/outbox';
import { DomainError, forbidden, notFound } from '../shared/errors';
import type { Em } from '../shared/orm';
import type { RequestScope } from '../shared/scope';
import { parseInput } from '../shared/validation';
import { requireViewer } from '../shared/viewer';
import { accountDeletedMail } from './account-closure.mails';
import { LAST_ADMIN_MESSAGE, SUBSCRIPTION_STARTED_MESSAGE, WRONG_PASSWORD_MESSAGE } from './account-closure.messages';

const deleteSchema = z.object({
  password: z.string(messages.fillAllDetails).min(1, messages.fillAllDetails),
});

export interface AccountClosure {
  /** A running subscription was cancelled at the provider first. */
  subscriptionCancelled: boolean;
  /** Its last payment was refunded in full (within the refund window). */
  refunded: boolean;
}

/** A subscription the provider still bills: it must end before the account does. */
const billed = (user: User) => canCancel(user.subscriptionStatus) && Boolean(user.providerSubscriptionId);

/**
 * Locks every ADMIN row (in id order, so two admins closing at once queue instead of deadlocking) and refuses when
 * the caller is the last of them: the product would be left with nobody to run it.
 */
async function assertAnotherAdmin(tx: Em, userId: string) {
  const admins = await tx
    .getKysely<UserTables>()
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ADMIN')
    .orderBy('id')
    .forUpdate()
    .execute();
  if (!admins.some((admin) => admin.id !== userId)) throw forbidden(LAST_ADMIN_MESSAGE);
}

/**
 * Closes the caller's account, with the current password (counted like a login: per address, and per account and
 * address with back-off after wrong ones). In this order, each step safe to repeat should a later one fail:
 * 1. A running subscription is cancelled with today's refund rules (the payment module's cancellation: provider
 *    calls first, then its own commit and mail). Should anything after it fail, the account is still there, without a
 *    subscription, and the owner simply tries again.
 * 2. One transaction publishes `account.closing`, whose subscribers (app-deps.ts) anonymise the account's payments
 *    (kept for the books without a name, address, card or any of the provider's ids) and its webhook events, and
 *    delete the messages sent from its address through the contact form and the mails to it queued before this
 *    request. It then queues a goodbye mail and deletes the user row; the database's foreign keys delete its sessions
 *    (every device is signed out at its next request), playback leases, mailed links, progress, certificates and last
 *    checkout, and empty the user of its payments.
 * 3. After the commit, the avatar file is removed. A storage failure then only leaves an object no row points at,
 *    logged for an operator; the account is gone either way, never half deleted.
 */
export async function deleteAccount(scope: RequestScope, input: { password: string }): Promise<AccountClosure> {
  const { em, deps, viewer, ip } = scope;
  const { id } = requireViewer(viewer);
  await requireRecentAuthentication(scope);
  await deps.rateLimits.attempt('login', ip);
  const fields = parseInput(deleteSchema, input);
  const user = await em.findOneOrFail(User, id, { populate: ['passwordHash'], failHandler: () => notFound('User') });
  const attempt = await deps.rateLimits.beginLogin(user.email, ip, true);
  if (!(await verifyPassword(user.passwordHash, fields.password))) {
    await deps.rateLimits.loginFailed(attempt);
    throw new DomainError('BAD_USER_INPUT', WRONG_PASSWORD_MESSAGE, { field: 'password' });
  }
  await deps.rateLimits.loginSucceeded(attempt);
  // ADMINs are never charged (payment.policy.ts), so for them nothing happens before the check in the transaction.
  const isAdmin = user.role === 'ADMIN';
  const startedAt = scope.deps.clock.now();
  const cancellation = billed(user) ? await cancelSubscription(scope, startedAt, { endNow: true }) : null;

  const closed = await em.transactional(async (tx) => {
    if (isAdmin) await assertAnotherAdmin(tx, id);
    const locked = await tx.findOne(User, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    // A parallel request closed it first.
    if (!locked) throw notFound('User');
    // A checkout paid between the cancellation and now: cancelled on the next try, never left billing nobody.
    if (billed(locked)) throw new DomainError('CONFLICT', SUBSCRIPTION_STARTED_MESSAGE);
    await deps.events.publish(tx, 'account.closing', {
      userId: id,
      email: locked.email,
      requestedAt: startedAt.toISOString(),
    });
    queueMail(
      tx,
      locked.email,
      accountDeletedMail(deps.config, locked, { subscriptionCancelled: Boolean(cancellation) }),
    );
    await tx.getKysely<UserTables>().deleteFrom('users').where('id', '=', id).execute();
    await tx.flush();
    return { avatarKey: locked.avatarKey };
  });

  if (closed.avatarKey) {
    const key = closed.avatarKey;
    await deps.storage
      .delete(key)
      .catch((error: unknown) =>
        deps.logger.error({ err: error, key }, 'closed account: avatar not removed; the object is orphaned'),
      );
  }
  return { subscriptionCancelled: Boolean(cancellation), refunded: Boolean(cancellation?.refund) };
}
