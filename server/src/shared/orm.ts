import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';
import type { AbstractSqlDriver, SqlEntityManager, SqlMikroORM } from '@mikro-orm/sql';

/**
 * The ORM as the parts that use it see it. db/orm.ts builds it from every entity; these types are here, apart from
 * that list, so that a module or an adapter can name the entity manager without importing db/ (which imports them).
 */
export type Orm = SqlMikroORM<AbstractSqlDriver, SqlEntityManager>;
export type Em = SqlEntityManager;

/** The primary key of most entities: a UUID the app makes as it creates the row, so it is known before the flush. */
export const uuidPrimaryKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => randomUUID());

/** A time the app sets to now as it creates the row (a creation time; with `.onUpdate`, a last change). */
export const nowOnCreate = () => p.datetime().onCreate(() => new Date());
