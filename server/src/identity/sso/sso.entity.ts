import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate, nowOnUpdate, uuidPrimaryKey } from '../../shared/orm';
import { User } from '../user/user.entity';

/**
 * A provider an admin added in the app (those of OIDC_PROVIDERS live in the configuration only). The client secret is
 * stored encrypted with a key derived from APP_SECRET (shared/secret-box.ts) and never leaves the server.
 */
const SsoProviderSchema = defineEntity({
  name: 'SsoProvider',
  tableName: 'sso_providers',
  properties: {
    /** The slug in the sign-in URLs (/auth/sso/<id>/start), chosen by the admin, never changed. */
    id: p.string().length(40).primary(),
    name: p.string().length(60),
    issuer: p.string().length(500),
    clientId: p.string().length(255),
    clientSecretEncrypted: p.text().hidden(),
    allowedDomains: p.array<string>().default([]),
    disablePasswordForDomains: p.array<string>().default([]),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
  },
});

export class SsoProvider extends SsoProviderSchema.class {}
SsoProviderSchema.setClass(SsoProvider);

/** An account's identity at a provider: later sign-ins find the account by (provider, subject), never by email. */
const SsoLinkSchema = defineEntity({
  name: 'SsoLink',
  tableName: 'sso_links',
  properties: {
    id: uuidPrimaryKey(),
    /** The provider's id (from OIDC_PROVIDERS or sso_providers, so no foreign key). */
    providerId: p.string().length(40),
    /** The provider's `sub` claim: stable for one person at one issuer. */
    subject: p.string().length(255),
    user: () => p.manyToOne(User).ref().deleteRule('cascade').index(),
    /** The email the provider reported when the link was made, shown on the profile. */
    email: p.string().length(320),
    createdAt: nowOnCreate(),
    lastUsedAt: p.datetime().nullable(),
  },
  uniques: [{ properties: ['providerId', 'subject'] }, { properties: ['user', 'providerId'] }],
});

export class SsoLink extends SsoLinkSchema.class {}
SsoLinkSchema.setClass(SsoLink);

/**
 * A sign-in under way: what the callback must check (state, nonce, PKCE verifier). Deleted by the callback that reads
 * it, so each is used once; rows of abandoned sign-ins are deleted by the next start after they expire.
 */
const SsoFlowSchema = defineEntity({
  name: 'SsoFlow',
  tableName: 'sso_flows',
  properties: {
    state: p.string().length(64).primary(),
    providerId: p.string().length(40),
    nonce: p.string().length(64),
    codeVerifier: p.string().length(128),
    /** The account to link to when a signed-in learner connects a provider from the profile; null for sign-in. */
    linkUserId: p.uuid().nullable(),
    expiresAt: p.datetime(),
  },
});

export class SsoFlow extends SsoFlowSchema.class {}
SsoFlowSchema.setClass(SsoFlow);

export type SsoTables = InferKyselyDB<typeof SsoProviderSchema> &
  InferKyselyDB<typeof SsoLinkSchema> &
  InferKyselyDB<typeof SsoFlowSchema>;
