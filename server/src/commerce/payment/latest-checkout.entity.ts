import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { User } from '../../identity/user/user.entity';
import { nowOnCreate, nowOnUpdate } from '../../shared/orm';

/**
 * The learner's most recent checkout session, one row per learner. "Buy Now" gives this session
 * back while the provider still calls it open, whatever else about the account has changed since
 * (a profile edit, a new avatar): a learner has one checkout to pay, never two. Once it is paid,
 * expired or cancelled a new one replaces it, opened with an idempotency key derived from this id.
 */
const LatestCheckoutSchema = defineEntity({
  name: 'LatestCheckout',
  tableName: 'latest_checkouts',
  properties: {
    /** The learner: one row each, deleted with them. */
    user: () => p.manyToOne(User).ref().primary().deleteRule('cascade'),
    /** The provider's checkout session id (`cs_…`). */
    sessionId: p.string().length(255),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
  },
});

export class LatestCheckout extends LatestCheckoutSchema.class {}
LatestCheckoutSchema.setClass(LatestCheckout);

/** The `latest_checkouts` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type LatestCheckoutTables = InferKyselyDB<typeof LatestCheckoutSchema>;
