import { subscribeAutoPublish } from './catalog/course/auto-publish';
import { createCatalogCache } from './catalog/course/catalog-cache';
import { subscribePaymentAnonymisation } from './commerce/payment/payment-anonymisation';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createOrm, type OrmHooks } from './db/orm';
import { DomainEventBus } from './events/domain-events';
import { createLogger } from './http/logger';
import { createPasswordSignInPolicy } from './identity/sso/password-policy';
import { providerIdentities } from './identity/sso/sso-links.service';
import { createSessionTokens } from './identity/user/session-tokens';
import { subscribeContactErasure } from './integrations/contact/contact-owner.service';
import { subscribeWebhooks } from './integrations/webhooks/webhook-subscriptions';
import { createJobQueue } from './jobs/pg-boss.queue';
import { subscribeCertificates } from './learning/progress/certificate-subscriptions';
import { subscribeNewLectureNotices } from './learning/progress/new-lecture-notices';
import { subscribeReview } from './learning/review';
import { createMailer } from './mail/create-mailer';
import { forgetMailQueuedFor, outboxDeliveries } from './mail/outbox';
import { subscribeLectureFiles } from './media/processing/lecture-files';
import { subscribeLectureProcessing } from './media/processing/lecture-transcode-queue';
import { releaseWhisperModels } from './media/transcription/whisper-model';
import { createPaymentProvider } from './payments/create-payments';
import { createRateLimits } from './rate-limit/rate-limits';
import { type Clock, systemClock } from './shared/clock';
import { stampEntitiesWith } from './shared/orm';
import type { AppDeps } from './shared/scope';
import { createStorage } from './storage/create-storage';

/**
 * Who reacts to which domain event: the one place that knows. Webhooks first, so an event's webhook precedes the ones
 * its other subscribers record (a certificate's).
 */
function domainEvents(jobs: AppDeps['jobs'], config: Config, clock: Clock): DomainEventBus<AppDeps> {
  const events = new DomainEventBus<AppDeps>(jobs);
  subscribeWebhooks(events);
  subscribeAutoPublish(events);
  subscribeCertificates(events, { jobs, config, clock });
  subscribeLectureProcessing(events, { jobs, config });
  subscribeLectureFiles(events);
  subscribeReview(events);
  subscribeNewLectureNotices(events);
  subscribePaymentAnonymisation(events);
  subscribeContactErasure(events);
  events.onInTransaction('account.closing', (em, { email, requestedAt }) =>
    forgetMailQueuedFor(em, email, new Date(requestedAt)),
  );
  return events;
}

/**
 * Everything the app is built from, for main.ts, the worker process and the test harness alike; migrations applied,
 * the job queue started (enqueueing works; taking jobs is workers.ts's). `clock`: the time the rules read, a test's own
 * where it moves time rather than waiting for it.
 */
export async function createAppDeps(config: Config, hooks?: OrmHooks, clock: Clock = systemClock): Promise<AppDeps> {
  const logger = createLogger(config);
  if (!config.webPush) logger.warn({ component: 'push' }, 'web push is off: WEB_PUSH_VAPID_* keys are not set');
  const database = await openDatabase(config, logger);
  const orm = await createOrm(
    { ...config, databaseUrl: database.url },
    { log: (message) => logger.info({ component: 'orm' }, message), ...hooks },
  );
  stampEntitiesWith(orm, clock);
  const jobs = createJobQueue(config, database.url, logger);
  orm.em.getEventManager().registerSubscriber(outboxDeliveries(jobs, clock));
  try {
    await migrate(orm);
    await jobs.start();
  } catch (error) {
    await orm.close();
    await database.stop();
    throw error;
  }
  return {
    config,
    database,
    orm,
    logger,
    clock,
    storage: createStorage(config),
    sessions: createSessionTokens(config.appSecret, orm, clock),
    passwordSignIn: createPasswordSignInPolicy(config),
    providerIdentities,
    payments: createPaymentProvider(config, orm, logger, clock),
    rateLimits: createRateLimits(config, database.url, logger),
    catalogCache: createCatalogCache(config),
    jobs,
    events: domainEvents(jobs, config, clock),
    mailer: createMailer(config, logger),
  };
}

/** `jobsTimeoutMs`: how long running jobs may take to finish before they are failed (and retried elsewhere). */
export async function closeAppDeps(deps: AppDeps, { jobsTimeoutMs }: { jobsTimeoutMs?: number } = {}) {
  await deps.jobs.stop({ timeoutMs: jobsTimeoutMs });
  await releaseWhisperModels();
  await deps.rateLimits.close();
  deps.mailer.close();
  await deps.orm.close();
  await deps.database.stop();
}
