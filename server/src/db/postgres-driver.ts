import type { Configuration } from '@mikro-orm/core';
import { PostgreSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { serviceUnavailable } from '../shared/errors';

type KyselyDialect = ReturnType<PostgreSqlConnection['createKyselyDialect']>;
type KyselyDriver = ReturnType<KyselyDialect['createDriver']>;
type PooledConnection = Parameters<KyselyDriver['releaseConnection']>[0];

/**
 * Gives a pooled connection back when its transaction could not be started or ended, and reports a pool that cannot
 * lend one as SERVICE_UNAVAILABLE.
 *
 * kysely's transaction releases its connection only after a successful COMMIT or ROLLBACK (and never when BEGIN fails),
 * and MikroORM, whose transactions roll back after any failure, commit included, logs a failed ROLLBACK and rethrows
 * the transaction's own error. So a connection the database cut inside a transaction (a restart, a failover, an
 * administrator's pg_terminate_backend) was never released: each cut took one of the pool's connections for good, and
 * once all were gone every query waited forever. Released here instead, the dead client is not lent again: pg-pool
 * drops a released client whose connection is gone (pg marks it not queryable as it fails). A live connection comes
 * back clean too: a failed BEGIN opened nothing, and PostgreSQL ends a transaction whose COMMIT failed itself, which
 * is why the ROLLBACK after it succeeds and this wrapper only watches BEGIN and ROLLBACK.
 */
export function guardTransactions(driver: KyselyDriver): KyselyDriver {
  const releasedOnFailure = async (connection: PooledConnection, statement: () => Promise<void>) => {
    try {
      await statement();
    } catch (error) {
      await driver.releaseConnection(connection);
      throw error;
    }
  };
  return {
    init: (options) => driver.init(options),
    async acquireConnection(options) {
      try {
        return await driver.acquireConnection(options);
      } catch (error) {
        // No connection within the pool's acquire timeout (all are busy), or none could be opened (the database is
        // down or refuses): the request can only be answered later.
        throw serviceUnavailable(error);
      }
    },
    beginTransaction: (connection, settings) =>
      releasedOnFailure(connection, () => driver.beginTransaction(connection, settings)),
    commitTransaction: (connection) => driver.commitTransaction(connection),
    rollbackTransaction: (connection) => releasedOnFailure(connection, () => driver.rollbackTransaction(connection)),
    savepoint: driver.savepoint?.bind(driver),
    rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
    releaseSavepoint: driver.releaseSavepoint?.bind(driver),
    releaseConnection: (connection, options) => driver.releaseConnection(connection, options),
    destroy: (options) => driver.destroy(options),
  };
}

/** MikroORM's PostgreSQL connection, with its kysely driver wrapped by guardTransactions. */
class GuardedPostgreSqlConnection extends PostgreSqlConnection {
  override createKyselyDialect(overrides: Parameters<PostgreSqlConnection['createKyselyDialect']>[0]): KyselyDialect {
    const dialect = super.createKyselyDialect(overrides);
    const createDriver = dialect.createDriver.bind(dialect);
    dialect.createDriver = () => guardTransactions(createDriver());
    return dialect;
  }
}

/** The ORM's driver on PostgreSQL (db/orm.ts): MikroORM's own, over GuardedPostgreSqlConnection. */
export class GuardedPostgreSqlDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    // PostgreSqlDriver passes its connection class to the base constructor, which builds the connection at once (it
    // connects later, in MikroORM.init): replaced before it is ever used. The field is readonly to callers only.
    Object.assign(this, { connection: new GuardedPostgreSqlConnection(this.config) });
  }
}
