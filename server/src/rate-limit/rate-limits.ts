import pg from 'pg';
import type { Logger } from 'pino';
import {
  type IRateLimiterStoreOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Config } from '../config';
import { DomainError } from '../shared/errors';

export type ThrottledAction = 'login' | 'register' | 'changePassword' | 'contact';

/** Documented limits (README, "Security"); attempts per IP come from config (default 20 a minute). */
export const LIMITS = {
  failuresPerAccountAndIp: 5,
  failureBackoffSeconds: 15 * 60,
  failuresPerAccountPerHour: 100,
} as const;

export interface RateLimits {
  /** Counts one attempt of a sensitive action from this IP; throws TOO_MANY_REQUESTS past the limit. */
  attempt(action: ThrottledAction, ip: string): Promise<void>;
  /** Throws while this account is backing off after repeated failed logins. */
  assertLoginAllowed(email: string, ip: string): Promise<void>;
  loginFailed(email: string, ip: string): Promise<void>;
  loginSucceeded(email: string, ip: string): Promise<void>;
  close(): Promise<void>;
}

const tooMany = (msBeforeNext: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainError('TOO_MANY_REQUESTS', `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, {
    retryAfterSeconds,
  });
};

const rethrowLimited = (error: unknown): never => {
  if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
  throw error;
};

/**
 * Counters live in PostgreSQL when the app runs on it, so every instance sees the same
 * numbers; the embedded database is single-process, so memory is the same thing there.
 */
export function createRateLimits(
  config: Pick<Config, 'databaseUrl' | 'attemptsPerIpPerMinute'>,
  logger: Pick<Logger, 'warn'>,
): RateLimits {
  const pool = config.databaseUrl ? new pg.Pool({ connectionString: config.databaseUrl, max: 3 }) : null;
  // An idle connection can die (database restart, dropped link); the pool discards it and the
  // next query reconnects. Without a listener that event would crash the process.
  pool?.on('error', (error) => logger.warn({ err: error }, 'rate-limit connection lost'));
  const limiter = (keyPrefix: string, points: number, duration: number, blockDuration = 0): RateLimiterAbstract => {
    const options = { keyPrefix, points, duration, blockDuration };
    if (!pool) return new RateLimiterMemory(options);
    const store: IRateLimiterStoreOptions & { tableName: string; tableCreated: boolean } = {
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
    };
    return new RateLimiterPostgres(store);
  };

  const perIp = limiter('attempt', config.attemptsPerIpPerMinute, 60);
  const perAccountAndIp = limiter(
    'login_fail_account_ip',
    LIMITS.failuresPerAccountAndIp,
    LIMITS.failureBackoffSeconds,
    LIMITS.failureBackoffSeconds,
  );
  const perAccount = limiter('login_fail_account', LIMITS.failuresPerAccountPerHour, 3600, 3600);
  const accountIpKey = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

  return {
    async attempt(action, ip) {
      await perIp.consume(`${action}|${ip}`).catch(rethrowLimited);
    },
    async assertLoginAllowed(email, ip) {
      const [accountIp, account] = await Promise.all([
        perAccountAndIp.get(accountIpKey(email, ip)),
        perAccount.get(email.toLowerCase()),
      ]);
      for (const state of [accountIp, account]) {
        if (state && state.remainingPoints <= 0) throw tooMany(state.msBeforeNext);
      }
    },
    async loginFailed(email, ip) {
      // The caller answers "invalid credentials" either way; limits bite on the next attempt.
      await Promise.allSettled([
        perAccountAndIp.consume(accountIpKey(email, ip)),
        perAccount.consume(email.toLowerCase()),
      ]);
    },
    async loginSucceeded(email, ip) {
      await perAccountAndIp.delete(accountIpKey(email, ip));
    },
    async close() {
      await pool?.end();
    },
  };
}
