import { DataloaderType, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { SqlMikroORM } from '@mikro-orm/sql';
import type { Config } from '../config';
import type { Orm } from '../shared/orm';
import { entities } from './entities';
import { migrationsList } from './migrations';
import { GuardedPostgreSqlDriver } from './postgres-driver';
import { withQueryObserver } from './query-observer';

/** Connections of the ORM's pool on PostgreSQL, per process (pg-boss and the rate limits have their own). */
const DATABASE_POOL_SIZE = 10;

export interface OrmHooks {
  /** Called with every SQL statement the database is sent, the ORM's and typed kysely queries alike; tests count them. */
  onQuery?: (sql: string) => void;
  /** Where the ORM's own messages (migrations applied) go, instead of plain stdout. */
  log?: (message: string) => void;
}

/** `databaseUrl`: the configured server's, or the embedded one's (db/embedded-postgres.ts). */
type OrmConfig = Pick<Config, 'databasePool'> & { databaseUrl: string };

export function ormOptions(config: OrmConfig, hooks: OrmHooks = {}): Partial<Options> {
  return {
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    colors: false,
    // Not entities: rate_limits belongs to rate-limiter-flexible, catalog_version, course_category_counts,
    // course_search_words and the two language counts to their triggers (catalog-version.trigger.ts,
    // category-counts.trigger.ts, search-words.trigger.ts, language-counts.trigger.ts), and the pgboss schema to the job queue,
    // which creates and migrates it itself (jobs/pg-boss.queue.ts).
    schemaGenerator: {
      skipTables: [
        'rate_limits',
        'catalog_version',
        'course_category_counts',
        'course_search_words',
        'course_language_counts',
        'course_caption_language_counts',
      ],
      ignoreSchema: ['pgboss'],
    },
    allowGlobalContext: false,
    ...(hooks.log && { logger: hooks.log }),
    driver: hooks.onQuery ? withQueryObserver(GuardedPostgreSqlDriver, hooks.onQuery) : GuardedPostgreSqlDriver,
    clientUrl: config.databaseUrl,
    pool: { min: 0, max: DATABASE_POOL_SIZE },
    // pg-pool's connectionTimeoutMillis bounds both the wait for a busy pool's next free connection and the opening
    // of a new one: a request fails fast (SERVICE_UNAVAILABLE) instead of queueing forever behind a stuck pool.
    driverOptions: { connectionTimeoutMillis: config.databasePool.acquireTimeoutMs },
  };
}

export async function createOrm(config: OrmConfig, hooks?: OrmHooks): Promise<Orm> {
  return (await SqlMikroORM.init(ormOptions(config, hooks))) as Orm;
}
