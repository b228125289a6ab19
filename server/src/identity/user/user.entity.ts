import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { mediaAccessTrigger, teamOwnerTrigger } from '../../shared/media-access-triggers';
import { nowOnCreate, nowOnUpdate, uuidPrimaryKey } from '../../shared/orm';

export const SUBSCRIPTION_STATUSES = ['inactive', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: uuidPrimaryKey(),
    fullName: p.string().length(200),
    /** Stored lower-cased, so the unique index makes emails unique case-insensitively. */
    email: p.string().length(320).unique(),
    /** Set by the link of the welcome mail (accounts from before verification existed count as verified). */
    emailVerified: p.boolean().default(false),
    passwordHash: p.string().length(255).hidden().lazy(),
    avatarKey: p.string().length(500).nullable(),
    role: p.enum(['ADMIN', 'USER'] as const).default('USER'),
    /** The language the owner chose for the product and its mails (a SUPPORTED_LOCALES code); null: none chosen. */
    locale: p.string().length(16).nullable(),
    /** The IANA time zone of the owner's browser (`Asia/Kolkata`), for mails at a decent local hour; null: UTC. */
    timeZone: p.string().length(64).nullable(),
    subscriptionStatus: p.enum([...SUBSCRIPTION_STATUSES]).default('inactive'),
    providerCustomerId: p.string().length(255).nullable(),
    providerSubscriptionId: p.string().length(255).nullable().index(),
    currentPeriodEnd: p.datetime().nullable(),
    /** Auto-renewal is off: the subscription ends at currentPeriodEnd rather than renewing (the provider's state). */
    cancelAtPeriodEnd: p.boolean().default(false),
    /** Since when a renewal has failed (past_due); access lasts PAST_DUE_GRACE_DAYS from then. Null otherwise. */
    pastDueSince: p.datetime().nullable(),
    /** The card the running subscription is charged to, as the provider reports it ('visa'); null when none is known. */
    cardBrand: p.string().length(32).nullable(),
    cardLast4: p.string().length(4).nullable(),
    /**
     * The learner's own 'Cancel Subscription' is under way (the provider asked to cancel and refund, the answer not
     * applied yet): webhooks meanwhile leave its mail and the refund's reason to it. See cancellationInFlight.
     */
    cancelRequestedAt: p.datetime().nullable(),
    /** The TOTP secret, encrypted with a key derived from APP_SECRET (totp.ts); pending until totpEnabledAt is set. */
    totpSecret: p.string().length(255).nullable().hidden().lazy(),
    /** When the owner confirmed TOTP with a first code: from then on it is a second factor. */
    totpEnabledAt: p.datetime().nullable(),
    /** The last time step a TOTP code was accepted for: the same code is refused a second time. */
    totpLastStep: p.bigint('number').nullable().hidden(),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
  },
  // The admin's list of users, newest first, a page at a time (user-directory.service.ts).
  indexes: [{ properties: ['createdAt', 'id'] }],
  /**
   * Tells every process's media-access cache of a role or subscription change, and, for a team's owner, of
   * the change to every seat holder's access (team plans).
   */
  triggers: [mediaAccessTrigger('users'), teamOwnerTrigger()],
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);

/** The `users` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type UserTables = InferKyselyDB<typeof UserSchema>;
