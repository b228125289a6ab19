import { loadConfig } from '../src/config';
import { createOrm } from '../src/db/orm';
import { createTestDatabase } from './database';

/**
 * An ORM over a fresh, empty test database with no migration applied, for tests that migrate up to a point, write
 * the rows of that time, and check what the next migration makes of them.
 */
export async function createUnmigratedOrm() {
  const database = await createTestDatabase({ empty: true });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: database.dataDir });
  const orm = await createOrm({ ...config, databaseUrl: database.databaseUrl }, { log: () => {} });
  return {
    orm,
    async close() {
      await orm.close();
      await database.drop();
    },
  };
}
