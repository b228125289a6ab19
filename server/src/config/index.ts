import path from 'node:path';
import { messages, PASSWORD_PATTERN } from '@coursehub/shared';
import { z } from 'zod';
import { isCommonPassword } from '../shared/strength';
import { generatedSecret, secretLooksGuessable } from './app-secret';
import { bool, optionalText } from './env-values';
import { mediaConfig, mediaEnv } from './media';
import { parseOidcProviders } from './oidc-providers';
import { reminderHoursEnv } from './reminder-hours';
import { webPushConfig, webPushEnv } from './web-push';

/** Every environment variable the server reads, with its embedded default. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: optionalText,
  CLIENT_URL: optionalText,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@coursehub.local'),
  ADMIN_PASSWORD: optionalText
    .refine((value) => value === undefined || PASSWORD_PATTERN.test(value), {
      message: `ADMIN_PASSWORD breaks the password rule: ${messages.weakPassword}`,
    })
    // Signup's own check (identity/user/common-passwords.ts): the admin is held to no less than a learner.
    .refine((value) => value === undefined || !isCommonPassword(value), {
      message: 'ADMIN_PASSWORD is too common: choose a less predictable one',
    }),
  SEED_DEMO_CONTENT: bool.optional(),
  TEST_CLOCK_HEADER: bool.optional(),
  WEBHOOK_ALLOW_LOOPBACK: bool.optional(),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(30).default(10),
  WEBHOOK_DISPATCH_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(300).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('loopback'),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  CORS_ORIGINS: z.string().default(''),
  GRAPHQL_INTROSPECTION: bool.optional(),
  GRAPHQL_ANONYMOUS_DOCUMENTS: z.enum(['trusted', 'any']).optional(),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.default(true),
  VIDEO_URL_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  MAX_LECTURE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_API_URL: optionalText,
  STRIPE_AUTOMATIC_TAX: bool.default(false),
  STRIPE_PROMOTION_CODES: bool.default(true),
  REQUIRE_CONFIRMED_EMAIL_FOR_CHECKOUT: bool.default(false),
  REQUIRE_ADMIN_MFA: bool.optional(),
  REAUTHENTICATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  PLAN_PRICE: z.coerce.number().positive().default(499),
  PLAN_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((value) => value.toUpperCase())
    .default('INR'),
  CATALOG_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  RATE_LIMIT_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(5).default(100),
  ...reminderHoursEnv,
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  API_RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  API_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(0).default(300),
  REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  PAST_DUE_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  BUSINESS_NAME: optionalText,
  BUSINESS_ADDRESS: z.string().default(''),
  RUN_WORKERS: bool.default(true),
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  JOB_MONITOR_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  WORKER_PASS_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  ...mediaEnv,
  TRANSCRIPTION_ENGINE: z.enum(['auto', 'openai', 'whisper', 'pocketsphinx', 'off']).default('auto'),
  TRANSCRIPTION_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRANSCRIPTION_API_KEY: optionalText,
  TRANSCRIPTION_MODEL: z.string().trim().min(1).default('whisper-1'),
  TRANSCRIPTION_MODEL_PATH: optionalText,
  TRANSCRIPTION_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  TRANSCRIPTION_PUBLISH_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.8),
  TRANSLATION_ENGINE: z.enum(['auto', 'apertium', 'libretranslate', 'off']).default('auto'),
  TRANSLATION_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRANSLATION_API_KEY: optionalText,
  TRANSLATION_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  SMTP_URL: optionalText.refine((value) => value === undefined || /^smtps?:\/\/[^/]/.test(value), {
    message: 'SMTP_URL must look like smtp://user:pass@host:587 (or smtps:// for implicit TLS)',
  }),
  MAIL_FROM: optionalText,
  MAX_CONCURRENT_STREAMS: z.coerce.number().int().min(1).max(100).default(2),
  OIDC_PROVIDERS: z.string().trim().default(''),
  VERIFIED_COMPLETION_PERCENT: z.coerce.number().int().min(1).max(100).default(90),
  VIEWING_IDLE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
  VIEWING_FLUSH_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  VIEWING_RECORD: bool.default(true),
  ...webPushEnv,
});

export type Env = z.input<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://${printableHost(e.HOST)}:${e.PORT}`).replace(/\/$/, '');
  const s3 = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
      }
    : undefined;
  const stripe = e.STRIPE_SECRET_KEY
    ? {
        secretKey: e.STRIPE_SECRET_KEY,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        priceId: e.STRIPE_PRICE_ID,
        apiUrl: e.STRIPE_API_URL,
        automaticTax: e.STRIPE_AUTOMATIC_TAX,
        promotionCodes: e.STRIPE_PROMOTION_CODES,
      }
    : undefined;

  const config = {
    env: e.NODE_ENV,
    /** OpenID Connect providers for single sign-on (identity/sso); admins add more in the app, stored in the database. */
    oidcProviders: parseOidcProviders(e.OIDC_PROVIDERS),
    production,
    host: e.HOST,
    port: e.PORT,
    /** The address users reach the server at; the server prints it when it starts listening. */
    publicUrl,
    /** Where the web client runs, for the payment return pages (success/cancel); the public URL unless served apart. */
    clientUrl: (e.CLIENT_URL ?? publicUrl).replace(/\/$/, ''),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    /**
     * On PostgreSQL, how long a query waits for a connection of the ORM's pool (all busy) or for a new one to open;
     * then it fails with SERVICE_UNAVAILABLE (503) instead of waiting on (db/postgres-driver.ts).
     */
    databasePool: { acquireTimeoutMs: e.DATABASE_POOL_ACQUIRE_TIMEOUT_MS },
    appSecret: e.APP_SECRET ?? (production ? '' : generatedSecret(dataDir)),
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    seedDemoContent: e.SEED_DEMO_CONTENT ?? !production,
    /**
     * The browser journeys' way to move one browser's time (http/rest/request.ts, TEST_CLOCK_OFFSET_HEADER): off unless
     * set, and refused in production.
     */
    testClockHeader: e.TEST_CLOCK_HEADER ?? false,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    http: {
      /** A connection that sends or receives nothing for this long is closed (a stalled body, an idle socket). */
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
    },
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    introspection: e.GRAPHQL_INTROSPECTION ?? !production,
    /**
     * What an anonymous caller (no session, no API key) may send to /graphql: `trusted`, only the client's own
     * documents (http/graphql/trusted-documents.ts); `any`, any document. Signed-in callers and API keys may always send
     * their own, under the same cost limits.
     */
    anonymousDocuments: e.GRAPHQL_ANONYMOUS_DOCUMENTS ?? (production ? 'trusted' : 'any'),
    s3,
    videoUrlTtlSeconds: e.VIDEO_URL_TTL_SECONDS,
    limits: { imageBytes: e.MAX_IMAGE_BYTES, lectureBytes: e.MAX_LECTURE_BYTES },
    attemptsPerIpPerMinute: e.RATE_LIMIT_ATTEMPTS_PER_MINUTE,
    /** Wrong passwords and codes per account and hour from clients it never signed in from (rate-limit/). */
    loginFailuresPerAccountPerHour: e.LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR,
    discussionDigestHour: e.DISCUSSION_DIGEST_HOUR,
    weeklyDigestHour: e.WEEKLY_DIGEST_HOUR,
    idleNudgeDays: e.IDLE_NUDGE_DAYS,
    idleNudgeHour: e.IDLE_NUDGE_HOUR,
    quietHours: e.QUIET_HOURS,
    /** Requests a minute to /graphql and /api/v1 (http/api-rate-limit.ts); 0 turns that limit off. */
    apiRateLimits: {
      perKey: e.API_RATE_LIMIT_PER_MINUTE,
      perIp: e.API_RATE_LIMIT_PER_IP_PER_MINUTE,
      perAccount: e.API_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
    },
    /** Memory for each instance's cache of public catalogue responses; 0 turns the cache off. */
    catalogCacheBytes: Math.round(e.CATALOG_CACHE_MB * 1024 * 1024),
    stripe,
    jobs: {
      /** Whether this process takes jobs from the queue; `npm run worker` processes always do. */
      runWorkers: e.RUN_WORKERS,
      /** Transcodes one process runs at once; ffmpeg already uses every core, so 1 unless the machine is large. */
      transcodeConcurrency: e.TRANSCODE_CONCURRENCY,
      /**
       * A running job proves its worker alive this often; a job silent for longer (its worker was killed) is failed
       * and retried, within about heartbeatSeconds + monitorIntervalSeconds.
       */
      heartbeatSeconds: e.JOB_HEARTBEAT_SECONDS,
      /** How often the queue looks for silent or expired jobs (and does its housekeeping). */
      monitorIntervalSeconds: e.JOB_MONITOR_INTERVAL_SECONDS,
      /** How often each worker makes its periodic pass (workers.ts): mail reconciled, digests started, rows expired. */
      passSeconds: e.WORKER_PASS_SECONDS,
      /** A failed job's first retry waits about this long (1 to 2 times), each next one twice as long. */
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    },
    media: mediaConfig(e),
    /**
     * Automatic captions (transcription/): `auto` uses the OpenAI-compatible endpoint when TRANSCRIPTION_URL is set,
     * else whisper.cpp in the process when TRANSCRIPTION_MODEL_PATH is set, else PocketSphinx when it is installed,
     * else none; `off` never transcribes.
     */
    transcription: {
      engine: e.TRANSCRIPTION_ENGINE,
      url: e.TRANSCRIPTION_URL,
      apiKey: e.TRANSCRIPTION_API_KEY,
      model: e.TRANSCRIPTION_MODEL,
      /** A whisper.cpp model file (ggml `.bin`, e.g. ggml-base.en.bin) for the `whisper` engine. */
      modelPath: e.TRANSCRIPTION_MODEL_PATH,
      /**
       * One request, or one whisper.cpp run (a chunk of at most five minutes of audio), may take this long before it
       * is abandoned.
       */
      timeoutMs: e.TRANSCRIPTION_TIMEOUT_SECONDS * 1000,
      /**
       * An automatic track whose words' mean confidence is below this stays a DRAFT that only ADMINs see until one
       * approves or edits it; 0 publishes every track. A track without confidences (an engine that gives none) is
       * published.
       */
      publishConfidence: e.TRANSCRIPTION_PUBLISH_CONFIDENCE,
    },
    /**
     * Machine translation of caption tracks (media/translation/): `auto` uses the LibreTranslate-compatible service
     * at TRANSLATION_URL when set, else Apertium when it is installed with a language pair, else none; `off` never
     * translates. A translation is always a DRAFT until an ADMIN approves or edits it.
     */
    translation: {
      engine: e.TRANSLATION_ENGINE,
      url: e.TRANSLATION_URL,
      apiKey: e.TRANSLATION_API_KEY,
      /** One request (a batch of 100 cues) may take this long before it is abandoned. */
      timeoutMs: e.TRANSLATION_TIMEOUT_SECONDS * 1000,
    },
    mail: {
      /** Unset: the development mailbox in DATA_DIR/mailbox (refused in production). */
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `CourseHub <no-reply@${new URL(publicUrl).hostname}>`,
      mailboxDir: path.join(dataDir, 'mailbox'),
    },
    /** Outbound webhooks (integrations/webhooks, docs/api.md#webhooks). */
    webhooks: {
      /**
       * Whether an endpoint may resolve to a loopback address (127.0.0.0/8, ::1): a receiver on the developer's own
       * machine. Off in production, where private, link-local and the platform's own addresses are refused too.
       */
      allowLoopback: e.WEBHOOK_ALLOW_LOOPBACK ?? !production,
      /** Whether an endpoint's URL must be HTTPS: always in production. */
      requireHttps: production,
      /** One delivery attempt (connect, send, read up to 64 kB of the answer) is abandoned after this long. */
      timeoutMs: Math.round(e.WEBHOOK_TIMEOUT_SECONDS * 1000),
      /** How often a worker looks for new events to fan out and for deliveries due again. */
      dispatchIntervalMs: Math.round(e.WEBHOOK_DISPATCH_INTERVAL_SECONDS * 1000),
    },
    /** Web push to learners who opt in (learning/inbox/push, docs/learning.md#web-push); null: off. */
    webPush: webPushConfig(e, { production, dataDir, adminEmail: e.ADMIN_EMAIL.toLowerCase() }),
    /** Devices (sessions) of one learner account that may play lectures at the same time (media/playback). */
    maxConcurrentStreams: e.MAX_CONCURRENT_STREAMS,
    /** The viewing record and verified completion (media/viewing, docs/learning.md#viewing-record). */
    viewing: {
      /** A lecture is verified complete once delivered and watched sections cover this share of it. */
      verifiedCompletionPercent: e.VERIFIED_COMPLETION_PERCENT,
      /** A viewing session ends (and counts into the analytics) after this long without a segment or heartbeat. */
      idleSeconds: e.VIEWING_IDLE_SECONDS,
      /** How often the media route's record of delivered segments is written (also once it holds 500 sessions). */
      flushIntervalMs: e.VIEWING_FLUSH_INTERVAL_MS,
      /** false: the media route records nothing (the bench's baseline); heartbeats still count. */
      record: e.VIEWING_RECORD,
    },
    /**
     * Refuse checkout to a learner whose email is unconfirmed. Off by default: the spec's flow is sign up, then
     * subscribe, a REST client may have no confirmation screen, and Stripe Checkout confirms the buyer's email itself.
     */
    requireConfirmedEmailForCheckout: e.REQUIRE_CONFIRMED_EMAIL_FOR_CHECKOUT,
    /** Admins must have a second factor (TOTP or a passkey) before any admin operation: on in production by default. */
    requireAdminMfa: e.REQUIRE_ADMIN_MFA ?? production,
    /** How long a sign-in or re-authentication lets a session make sensitive changes (password, email, factors, keys). */
    reauthenticationMinutes: e.REAUTHENTICATION_MINUTES,
    plan: {
      price: e.PLAN_PRICE,
      currency: e.PLAN_CURRENCY,
      interval: 'year' as const,
      refundWindowDays: e.REFUND_WINDOW_DAYS,
      /** Days a subscription whose renewal failed (past_due) keeps its access while the provider retries. */
      pastDueGraceDays: e.PAST_DUE_GRACE_DAYS,
    },
    /** The seller a receipt names (commerce/receipt). */
    business: { name: e.BUSINESS_NAME ?? 'CourseHub', address: addressLines(e.BUSINESS_ADDRESS) },
  };

  if (production) assertProductionReady(config);
  return Object.freeze(config);
}

export type Config = ReturnType<typeof loadConfig>;

function assertProductionReady(config: Omit<Config, never>) {
  const problems: string[] = [];
  if (!config.appSecret) problems.push('APP_SECRET is required');
  else if (secretLooksGuessable(config.appSecret)) {
    problems.push('APP_SECRET looks guessable: use a random value, e.g. `openssl rand -base64 48`');
  }
  if (!config.databaseUrl) problems.push('DATABASE_URL is required (the embedded database is for development)');
  if (!config.admin.password) problems.push('ADMIN_PASSWORD is required');
  if (!config.stripe) problems.push('STRIPE_SECRET_KEY is required (test-mode checkout is for development)');
  if (config.stripe && !config.stripe.webhookSecret) problems.push('STRIPE_WEBHOOK_SECRET is required');
  // Payments, refunds and their webhooks' truth would come from whatever answers there, not from Stripe.
  if (config.stripe?.apiUrl) problems.push('STRIPE_API_URL is for tests against a local stand-in: unset it');
  if (!config.publicUrl.startsWith('https://')) problems.push('PUBLIC_URL must be an https:// URL');
  if (config.oidcProviders.some((provider) => !provider.issuer.startsWith('https://'))) {
    problems.push('OIDC_PROVIDERS: every issuer must be an https:// URL');
  }
  if (!config.mail.smtpUrl) problems.push('SMTP_URL is required (the development mailbox keeps mail on disk)');
  if (config.testClockHeader) problems.push('TEST_CLOCK_HEADER lets a request move the time: unset it');
  if (problems.length) throw new Error(`Refusing to start in production:\n  ${problems.join('\n  ')}`);
}

/**
 * BUSINESS_ADDRESS as lines: a real line break or a literal backslash-n (what an environment variable set in a shell or a
 * single-quoted .env value carries) starts a new line; blank lines are dropped.
 */
const addressLines = (address: string) =>
  address
    .split(/\r?\n|\\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * 0.0.0.0 and :: accept connections on every interface, 127.0.0.1 and ::1 on the loopback one: a browser reaches them
 * all as localhost, which, unlike an IP address, it also accepts as a passkey's relying party.
 */
const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1']);
const printableHost = (host: string) => (LOCAL_HOSTS.has(host) ? 'localhost' : host);
