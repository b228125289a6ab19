import type { ColumnType } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import {
  type IRateLimiterStoreOptions,
  type RateLimiterAbstract,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Config } from '../config';
import { DomainError, serviceUnavailable } from '../shared/errors';

export type ThrottledAction =
  | 'login'
  | 'register'
  | 'changePassword'
  | 'contact'
  | 'upload'
  | 'progress'
  | 'passwordReset'
  | 'accountMail'
  | 'sso'
  | 'heartbeat'
  | 'transcriptSearch'
  | 'anonymousTranscriptSearch'
  | 'teamInvitationToAddress'
  | 'teamInvitationsOfTeam'
  | 'authChallenge';

/** Documented limits (docs/accounts-and-security.md, "Rate limits"); attempts per IP come from config (default 20 a minute). */
export const LIMITS = {
  /** Wrong passwords for one account from one address before it backs off. */
  failuresPerAccountAndIp: 5,
  /** The first back-off; each further failure from that address doubles it, up to the maximum. */
  firstBackoffSeconds: 60,
  maxBackoffSeconds: 15 * 60,
  /** Back-offs are remembered this long (one guess per back-off period until then). */
  backoffMemorySeconds: 24 * 3600,
  /**
   * Progress writes per learner and minute, saved playback positions and completion marks together: a player saves
   * about every 10 s and on every pause and seek, and a mark is a click, so this leaves room for several tabs and busy
   * seeking while bounding what one account can write.
   */
  progressWritesPerUserPerMinute: 120,
  /**
   * Viewing heartbeats per device (signed-in session, the holder of a playback lease) and minute: a player reports
   * every 10 s and on each pause, seek and rate change, so this leaves room for busy seeking.
   */
  heartbeatsPerDevicePerMinute: 30,
  /**
   * Transcript searches per account and hour: each reads cues of lectures the caller may not play, so the budget bounds
   * how much of a transcript searching reads, well above what the catalogue's search needs. Signed out, searches count
   * as attempts per IP ('anonymousTranscriptSearch').
   */
  transcriptSearchesPerHour: 60,
  /**
   * Account mails (password resets, verification links) per address or account and hour: whoever asks, one inbox gets
   * no more than this (the key of 'accountMail' is the email address or the account). Reset links are counted per
   * requester as well (`requestedMail`), and a requester's first one always goes out.
   */
  accountMailsPerHour: 5,
  /**
   * Team invitation mails per address and hour, whichever team sends them: inviting an address again replaces its
   * invitation, but each time is a mail to an inbox that never asked for it.
   */
  teamInvitationsPerAddressPerHour: 3,
  /** Team invitation mails per team and hour: two full batches; the join link invites any number of people at once. */
  teamInvitationsPerTeamPerHour: 100,
  /**
   * Passkey ceremonies (registration, re-authentication, second factor) an account starts per hour: each stores a
   * challenge row until it is used or expires, so an account cannot fill the table; a person retries a few times.
   */
  authChallengesPerAccountPerHour: 30,
} as const;

/** The back-off after the `strike`-th exhaustion of an address's free attempts: 1, 2, 4, 8, then 15 minutes. */
export const backoffSeconds = (strike: number) =>
  Math.min(LIMITS.firstBackoffSeconds * 2 ** (strike - 1), LIMITS.maxBackoffSeconds);

/** A counted login attempt, handed back to `loginFailed` / `loginSucceeded` once the password is checked. */
export interface LoginAttempt {
  readonly email: string;
  readonly ip: string;
  /** A client the account has signed in from before (its device cookie or address): no per-account cap. */
  readonly trusted: boolean;
  /** True when a failure of this attempt starts (or extends) the address's back-off. */
  readonly lastFreeAttempt: boolean;
}

export interface RateLimits {
  /**
   * Counts one attempt of a sensitive action from this IP (for 'progress': by this account, whose id is the key; for
   * 'heartbeat': from this signed-in session; for 'transcriptSearch': by this account; for
   * 'accountMail' and 'teamInvitationToAddress': to this email address or account; for 'teamInvitationsOfTeam': by
   * this team; for 'authChallenge': for this account); `points` counts several at once (a batch of invitations). Throws TOO_MANY_REQUESTS past the limit.
   */
  attempt(action: ThrottledAction, key: string, points?: number): Promise<void>;
  /**
   * Counts a login attempt BEFORE its password is checked, so parallel guesses cannot all slip
   * through one check; throws TOO_MANY_REQUESTS while this account backs off for this client.
   */
  beginLogin(email: string, ip: string, trusted: boolean): Promise<LoginAttempt>;
  /**
   * Counts a mail to `recipient` that anyone may ask for (a reset link), asked for from `requester`'s address: at most
   * `accountMailsPerHour` per requester, and as many for the inbox whoever asks, except that a requester's first one
   * this hour always goes out: strangers spending the inbox's budget cannot keep its owner from a reset link.
   * Throws TOO_MANY_REQUESTS past the limit.
   */
  requestedMail(recipient: string, requester: string): Promise<void>;
  loginFailed(attempt: LoginAttempt): Promise<void>;
  loginSucceeded(attempt: LoginAttempt): Promise<void>;
  /**
   * Requests per key in fixed windows, in the same store as the attempts (so every instance counts together): the
   * store of the API's request limits (http/api-rate-limit.ts), which decide what to do past the limit.
   */
  requestCounter(name: string, limit: number, windowSeconds: number): RequestCounter;
  close(): Promise<void>;
}

/** One request limit's counts; see `RateLimits.requestCounter`. */
export interface RequestCounter {
  /** Counts one request: how many the key's window has seen (this one included), and when the window ends. */
  hit(key: string): Promise<{ hits: number; resetAt: Date }>;
  /** Takes one count back (a request that should not have counted). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** 'in 40 seconds', 'in 1 minute', 'in 15 minutes' (rounded up, so a retry at that time is allowed). */
export function retryAfterText(seconds: number) {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const tooMany = (rateLimit: string, msBeforeNext: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainError(
    'TOO_MANY_REQUESTS',
    `Too many attempts. Please try again in ${retryAfterText(retryAfterSeconds)}.`,
    { retryAfterSeconds, rateLimit },
  );
};

/**
 * The counters' store (the app's PostgreSQL) failed: the request cannot be counted, so it is answered as every request
 * the database cannot serve now, SERVICE_UNAVAILABLE with its Retry-After, never as an internal error.
 */
const storeFailed = (error: unknown): never => {
  throw serviceUnavailable(error);
};

/** The refusal of the named limit, for a limiter's rejection; a failing store as storeFailed. */
const rethrowLimited =
  (rateLimit: string) =>
  (error: unknown): never => {
    if (error instanceof RateLimiterRes) throw tooMany(rateLimit, error.msBeforeNext);
    return storeFailed(error);
  };

/**
 * The `rate_limits` table as typed SQL sees it (docs/decisions/0006-typed-sql.md): rate-limiter-flexible's own, not an
 * entity. `expire` is epoch milliseconds in a bigint, which pg reads as text.
 */
export interface RateLimitTables {
  rate_limits: { key: string; points: number; expire: ColumnType<string | null, number | null, number | null> };
}

/** Counters live in the app's PostgreSQL, so every instance sees the same numbers. */
export function createRateLimits(
  config: Pick<Config, 'attemptsPerIpPerMinute' | 'loginFailuresPerAccountPerHour' | 'databasePool'>,
  databaseUrl: string,
  logger: Pick<Logger, 'warn'>,
): RateLimits {
  // A connection not had within the app pool's own wait fails the count (storeFailed) rather than hanging the request.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 3,
    connectionTimeoutMillis: config.databasePool.acquireTimeoutMs,
  });
  // An idle connection can die (database restart, dropped link); the pool discards it and the
  // next query reconnects. Without a listener that event would crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'rate-limit connection lost'));
  const limiter = (keyPrefix: string, points: number, duration: number, blockDuration = 0): RateLimiterAbstract => {
    const options = { keyPrefix, points, duration, blockDuration };
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
  // Progress saves are counted per learner: many learners share one address (a campus, a company proxy).
  const progressPerUser = limiter('progress_user', LIMITS.progressWritesPerUserPerMinute, 60);
  const heartbeatsPerDevice = limiter('heartbeat_device', LIMITS.heartbeatsPerDevicePerMinute, 60);
  const transcriptSearches = limiter('transcript_search', LIMITS.transcriptSearchesPerHour, 3600);
  // Mails to one inbox, however many addresses ask for them: the limit is the recipient's, not the client's.
  const mailsPerAccount = limiter('account_mail', LIMITS.accountMailsPerHour, 3600);
  const mailsPerRequester = limiter('account_mail_requester', LIMITS.accountMailsPerHour, 3600);
  const invitationsPerAddress = limiter('team_invitation_address', LIMITS.teamInvitationsPerAddressPerHour, 3600);
  const invitationsPerTeam = limiter('team_invitation_team', LIMITS.teamInvitationsPerTeamPerHour, 3600);
  const challengesPerAccount = limiter('auth_challenge_account', LIMITS.authChallengesPerAccountPerHour, 3600);
  // Attempts per account and address: the free ones, then one per back-off period (`block` sets the period).
  const perAccountAndIp = limiter('login_account_ip', LIMITS.failuresPerAccountAndIp, LIMITS.maxBackoffSeconds);
  // How many back-offs this account and address earned: the next one lasts twice as long.
  const strikes = limiter('login_strikes', 1_000_000, LIMITS.backoffMemorySeconds);
  // Failed logins per account from untrusted clients: bounds guessing from any number of addresses
  // without locking the owner out of the devices and addresses they signed in from before.
  const perAccount = limiter('login_fail_account', config.loginFailuresPerAccountPerHour, 3600);
  const accountIpKey = (email: string, ip: string) => `${email}|${ip}`;

  return {
    async attempt(action, key, points = 1) {
      const counted = (limiter: RateLimiterAbstract, counterKey = key) =>
        limiter.consume(counterKey, points).catch(rethrowLimited(action));
      if (action === 'progress') await counted(progressPerUser);
      else if (action === 'heartbeat') await counted(heartbeatsPerDevice);
      else if (action === 'transcriptSearch') await counted(transcriptSearches);
      else if (action === 'accountMail') await counted(mailsPerAccount);
      else if (action === 'teamInvitationToAddress') await counted(invitationsPerAddress);
      else if (action === 'teamInvitationsOfTeam') await counted(invitationsPerTeam);
      else if (action === 'authChallenge') await counted(challengesPerAccount);
      else await counted(perIp, `${action}|${key}`);
    },
    async requestedMail(recipient, requester) {
      const mine = await mailsPerRequester.consume(`${recipient}|${requester}`).catch(rethrowLimited('accountMail'));
      await mailsPerAccount.consume(recipient).catch((error: unknown) => {
        if (mine.consumedPoints === 1 && error instanceof RateLimiterRes) return;
        rethrowLimited('accountMail')(error);
      });
    },
    async beginLogin(rawEmail, ip, trusted) {
      const email = rawEmail.toLowerCase();
      const key = accountIpKey(email, ip);
      // After a back-off only one guess is free (the counter restarts when the back-off ends).
      const freeAttempts = (await strikes.get(key).catch(storeFailed)) ? 1 : LIMITS.failuresPerAccountAndIp;
      const counted = await perAccountAndIp.consume(key).catch(rethrowLimited('login'));
      if (counted.consumedPoints > freeAttempts) throw tooMany('login', counted.msBeforeNext);
      if (!trusted) await perAccount.consume(email).catch(rethrowLimited('login'));
      return { email, ip, trusted, lastFreeAttempt: counted.consumedPoints === freeAttempts };
    },
    async loginFailed({ email, ip, lastFreeAttempt }) {
      if (!lastFreeAttempt) return;
      const key = accountIpKey(email, ip);
      const strike = await strikes.consume(key).catch(storeFailed);
      await perAccountAndIp.block(key, backoffSeconds(strike.consumedPoints)).catch(storeFailed);
    },
    async loginSucceeded({ email, ip, trusted }) {
      const key = accountIpKey(email, ip);
      await Promise.all([
        perAccountAndIp.delete(key),
        strikes.delete(key),
        // The per-account cap counts failures; this attempt was counted before it turned out right.
        trusted ? undefined : perAccount.reward(email),
      ]).catch(storeFailed);
    },
    requestCounter(name, limit, windowSeconds) {
      const counter = limiter(`requests_${name}`, limit, windowSeconds);
      const counted = (res: RateLimiterRes) => ({
        hits: res.consumedPoints,
        resetAt: new Date(Date.now() + res.msBeforeNext),
      });
      return {
        // Past the limit the store still counts, and rejects with the same numbers: the caller decides.
        hit: (key) =>
          counter.consume(key).then(counted, (error: unknown) => {
            if (error instanceof RateLimiterRes) return counted(error);
            return storeFailed(error);
          }),
        undo: async (key) => {
          await counter.reward(key).catch(storeFailed);
        },
        reset: async (key) => {
          await counter.delete(key).catch(storeFailed);
        },
      };
    },
    async close() {
      await pool.end();
    },
  };
}
