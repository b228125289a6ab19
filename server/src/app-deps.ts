import type { Config } from './config';
import { migrate } from './db/migrate';
import { createOrm, type OrmHooks } from './db/orm';
import { createLogger } from './http/logger';
import { createCatalogCache } from './modules/course/catalog-cache';
import { createSessionTokens } from './modules/user/session-tokens';
import { createPaymentProvider } from './payments/create-payments';
import { createRateLimits } from './rate-limit/rate-limits';
import type { AppDeps } from './shared/scope';
import { createStorage } from './storage/create-storage';

/** Everything the app is built from, for main.ts and the test harness alike; migrations applied. */
export async function createAppDeps(config: Config, hooks?: OrmHooks): Promise<AppDeps> {
  const logger = createLogger(config);
  const orm = await createOrm(config, { log: (message) => logger.info({ component: 'orm' }, message), ...hooks });
  await migrate(orm, config);
  return {
    config,
    orm,
    logger,
    storage: createStorage(config),
    sessions: createSessionTokens(config.appSecret, orm),
    payments: createPaymentProvider(config, orm, logger),
    rateLimits: createRateLimits(config, logger),
    catalogCache: createCatalogCache(config),
  };
}

export async function closeAppDeps(deps: AppDeps) {
  await deps.rateLimits.close();
  await deps.orm.close();
}
