import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DataloaderType, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
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
  /**
   * The embedded database in memory instead of DATA_DIR/pglite, started from a dump of a data dir (PGlite's
   * `dumpDataDir`): tests start a migrated database per file this way for a third of the CPU of copying one on disk
   * (docs/testing.md, "The two database passes").
   */
  inMemory?: { from: Blob };
}

type OrmConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePool'>;

export function ormOptions(config: OrmConfig, hooks: OrmHooks = {}): Partial<Options> {
  const common = {
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    colors: false,
    // Not entities: rate_limits belongs to rate-limiter-flexible, catalog_version, course_category_counts and
    // course_search_words to their triggers (catalog-version.trigger.ts, category-counts.trigger.ts,
    // search-words.trigger.ts), and the pgboss schema to the job queue,
    // which creates and migrates it itself (jobs/pg-boss.queue.ts).
    schemaGenerator: {
      skipTables: ['rate_limits', 'catalog_version', 'course_category_counts', 'course_search_words'],
      ignoreSchema: ['pgboss'],
    },
    allowGlobalContext: false,
    ...(hooks.log && { logger: hooks.log }),
  } satisfies Partial<Options>;
  const observed = <D extends typeof GuardedPostgreSqlDriver | typeof PgliteDriver>(driver: D) =>
    hooks.onQuery ? withQueryObserver(driver, hooks.onQuery) : driver;
  if (config.databaseUrl) {
    return {
      ...common,
      driver: observed(GuardedPostgreSqlDriver),
      clientUrl: config.databaseUrl,
      pool: { min: 0, max: DATABASE_POOL_SIZE },
      // pg-pool's connectionTimeoutMillis bounds both the wait for a busy pool's next free connection and the opening
      // of a new one: a request fails fast (SERVICE_UNAVAILABLE) instead of queueing forever behind a stuck pool.
      driverOptions: { connectionTimeoutMillis: config.databasePool.acquireTimeoutMs },
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  // The catalogue's search correction (Migration20261123050000SearchWords) needs them; PostgreSQL ships them too.
  const extensions = { pg_trgm, fuzzystrmatch };
  const from = hooks.inMemory?.from;
  return {
    ...common,
    driver: observed(PgliteDriver),
    dbName: from ? 'memory://' : path.join(config.dataDir, 'pglite'),
    // In memory, a factory: MikroORM deep-copies plain options, and a copied Blob can no longer be read.
    driverOptions: from ? () => ({ extensions, loadDataDir: from }) : { extensions },
  };
}

export async function createOrm(config: OrmConfig, hooks?: OrmHooks): Promise<Orm> {
  return (await SqlMikroORM.init(ormOptions(config, hooks))) as Orm;
}
