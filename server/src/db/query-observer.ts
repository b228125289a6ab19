import type { AbstractSqlDriver } from '@mikro-orm/sql';
import type { DatabaseConnection, Dialect, Driver } from 'kysely';

type OnQuery = (sql: string) => void;

/**
 * Reports every statement a kysely driver's connections send, whoever built it: the ORM (whose own `onQuery` option
 * sees only its statements) or a typed query from `em.getKysely()`. Tests count statements with it
 * (harness.captureQueries).
 *
 * The driver and its connections are patched in place rather than wrapped: kysely's drivers keep their pool in private
 * fields and release a connection through a private method of the object they lent, so both must stay themselves.
 */
export function observeQueries(driver: Driver, onQuery: OnQuery): Driver {
  const observed = new WeakSet<DatabaseConnection>();
  const acquire = driver.acquireConnection.bind(driver);
  driver.acquireConnection = async (...args: Parameters<Driver['acquireConnection']>) => {
    const connection = await acquire(...args);
    if (!observed.has(connection)) {
      observed.add(connection);
      const executeQuery = connection.executeQuery.bind(connection);
      connection.executeQuery = (...query: Parameters<DatabaseConnection['executeQuery']>) => {
        onQuery(query[0].sql);
        return executeQuery(...query);
      };
    }
    return connection;
  };
  return driver;
}

function observeDialect(dialect: Dialect, onQuery: OnQuery): Dialect {
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = () => observeQueries(createDriver(), onQuery);
  return dialect;
}

// biome-ignore lint/suspicious/noExplicitAny: a mixin's base must be constructible with any arguments (TS2545)
type DriverClass = new (...args: any[]) => AbstractSqlDriver;

/** `Driver`, whose connection reports every statement it sends to `onQuery` (observeQueries). */
export function withQueryObserver<D extends DriverClass>(Driver: D, onQuery: OnQuery): D {
  return class extends Driver {
    // biome-ignore lint/suspicious/noExplicitAny: a mixin's constructor takes any arguments (TS2545)
    constructor(...args: any[]) {
      super(...args);
      const connection = this.getConnection();
      const createDialect = connection.createKyselyDialect.bind(connection);
      connection.createKyselyDialect = (overrides) => {
        const dialect = createDialect(overrides);
        return dialect instanceof Promise
          ? dialect.then((created) => observeDialect(created, onQuery))
          : observeDialect(dialect, onQuery);
      };
    }
  };
}
