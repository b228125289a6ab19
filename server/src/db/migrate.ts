import type { Orm } from '../shared/orm';

/** Any fixed number: every instance of this app agrees on it. */
const MIGRATION_LOCK_ID = 7_270_042;

/**
 * Applies pending migrations. Instances starting together take turns: the advisory lock lives as long as the
 * migration transaction, so a second instance waits and then finds nothing to do.
 */
export async function migrate(orm: Orm) {
  await orm.em.transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_ID]);
    await orm.migrator.up({ transaction: em.getTransactionContext() });
  });
}
