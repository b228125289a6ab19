import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { AppDatabase } from '../shared/app-database';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * DATABASE_URL's server, or without one (development, tests, a newcomer's first `npm start`) a PostgreSQL of the
 * app's own in DATA_DIR/postgres: the same engine in every setting, only who runs it differs.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger: Logger,
): Promise<AppDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const log = logger.child({ component: 'embedded-postgres' });
  const embedded = await startEmbeddedPostgres({
    dir: path.join(config.dataDir, 'postgres'),
    log: (message) => log.debug(message),
  });
  log.info({ dir: path.join(config.dataDir, 'postgres') }, 'embedded PostgreSQL ready');
  return { url: embedded.url, stop: embedded.stop };
}
