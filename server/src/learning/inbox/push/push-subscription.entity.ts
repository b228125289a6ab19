import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { User } from '../../../identity/user/user.entity';
import { nowOnCreate, uuidPrimaryKey } from '../../../shared/orm';

/**
 * One browser's web push subscription (the Push API's PushSubscription): where its push service takes messages for it
 * (`endpoint`, unique: a browser subscribed again replaces its row) and the keys its messages are encrypted to.
 * Deleted when its learner unsubscribes, when the push service answers 404 or 410 (the subscription is gone), and with
 * the account.
 */
const PushSubscriptionSchema = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade').index(),
    endpoint: p.text().unique(),
    /** The browser's P-256 public key (65 bytes, base64url). */
    p256dh: p.string().length(100),
    /** The browser's 16-byte authentication secret, base64url. */
    auth: p.string().length(32),
    createdAt: nowOnCreate(),
    /** When its push service last accepted a message for it (the app's clock). */
    lastSuccessAt: p.datetime().nullable(),
    /** Attempts refused (other than gone) since the last success. */
    failureCount: p.integer().default(0),
  },
});

export class PushSubscription extends PushSubscriptionSchema.class {}
PushSubscriptionSchema.setClass(PushSubscription);

/** The table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type PushSubscriptionTables = InferKyselyDB<typeof PushSubscriptionSchema>;
