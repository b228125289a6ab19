import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DomainEventBus } from '../events/domain-events';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/payment-provider';
import type { RateLimits } from '../rate-limit/rate-limits';
import type { ObjectStorage } from '../storage/object-storage';
import type { AppDatabase } from './app-database';
import type { Clock } from './clock';
import type { Em, Orm } from './orm';
import type { PasswordSignInPolicy } from './password-sign-in';
import type { ProviderIdentities } from './provider-identities';
import type { SessionTokens } from './sessions';
import type { Viewer } from './viewer';

/**
 * Long-lived collaborators, built once at start-up by app-deps.ts (or by the test harness). Each is named by a port
 * that knows no feature: the ports of storage/, payments/, rate-limit/ and events/, and shared's own (sessions, a string
 * cache), so this file imports no module (ARCHITECTURE.md).
 */
export interface AppDeps {
  config: Config;
  database: AppDatabase;
  orm: Orm;
  storage: ObjectStorage;
  /** Implemented by identity/user/session-tokens.ts. */
  sessions: SessionTokens;
  /** Email domains whose accounts sign in through single sign-on only (identity/sso/password-policy.ts). */
  passwordSignIn: PasswordSignInPolicy;
  /** The account's single sign-on identities, ended when the owner takes the account back (identity/sso). */
  providerIdentities: ProviderIdentities;
  payments: PaymentProvider;
  rateLimits: RateLimits;
  /** The durable queue (jobs/): transcoding, storage purges. */
  jobs: JobQueue;
  /**
   * Domain events (events/domain-events.ts): a feature publishes in its transaction; the subscribers are registered by
   * app-deps.ts, and the after-commit ones run from the queue with these deps.
   */
  events: DomainEventBus<AppDeps>;
  /** Delivers one rendered message (mail/): used by the `mail.send` job; features write the outbox instead. */
  mailer: Mailer;
  /** Serialised public catalogue answers (catalog/course/catalog-cache.ts); null when CATALOG_CACHE_MB is 0. */
  catalogCache: KeyValueCache<string> | null;
  logger: Logger;
  /** The time every rule reads (not logs or measurements): the system's, or a test's that it moves. */
  clock: Clock;
}

/** What every service call receives: a request-scoped entity manager and who is asking. */
export interface RequestScope {
  em: Em;
  viewer: Viewer | null;
  /** The client address (behind TRUST_PROXY hops), for rate limits. */
  ip: string;
  deps: AppDeps;
}
