import type { AbstractSqlDriver, SqlEntityManager, SqlMikroORM } from '@mikro-orm/sql';

/**
 * The ORM as the parts that use it see it. db/orm.ts builds it from every entity; these types are here, apart from
 * that list, so that a module or an adapter can name the entity manager without importing db/ (which imports them).
 */
export type Orm = SqlMikroORM<AbstractSqlDriver, SqlEntityManager>;
export type Em = SqlEntityManager;
