import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Em, Orm } from '../db/orm';
import type { CatalogCache } from '../modules/course/catalog-cache';
import type { SessionTokens } from '../modules/user/session-tokens';
import type { PaymentProvider } from '../payments/payment-provider';
import type { RateLimits } from '../rate-limit/rate-limits';
import type { ObjectStorage } from '../storage/object-storage';
import type { Viewer } from './viewer';

/** Long-lived collaborators, built once at start-up (or by the test harness). */
export interface AppDeps {
  config: Config;
  orm: Orm;
  storage: ObjectStorage;
  sessions: SessionTokens;
  payments: PaymentProvider;
  rateLimits: RateLimits;
  /** Null when CATALOG_CACHE_MB is 0. */
  catalogCache: CatalogCache | null;
  logger: Logger;
}

/** What every service call receives: a request-scoped entity manager and who is asking. */
export interface RequestScope {
  em: Em;
  viewer: Viewer | null;
  /** The client address (behind TRUST_PROXY hops), for rate limits. */
  ip: string;
  deps: AppDeps;
}
