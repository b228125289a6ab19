import { randomUUID } from 'node:crypto';
import { type EntityManager, p } from '@mikro-orm/core';
import type { AbstractSqlDriver, SqlEntityManager, SqlMikroORM } from '@mikro-orm/sql';
import { type Clock, systemClock } from './clock';

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

/**
 * The row's `text` as the catalogue's `simple` text-search configuration reads it, kept by PostgreSQL as the text
 * changes, for a GIN index to find; never loaded with the entity.
 */
export const wordsOfText = () =>
  p
    .string()
    .columnType('tsvector')
    .generated("(to_tsvector('simple'::regconfig, text)) stored")
    .nullable()
    .lazy()
    .hidden();

/** The clock each ORM's entities are stamped by, keyed by its configuration (which every fork of it shares). */
const stampClocks = new WeakMap<object, Clock>();

/** Makes every entity manager of `orm` stamp creation and change times (nowOnCreate, nowOnUpdate) from `clock`. */
export function stampEntitiesWith(orm: Orm, clock: Clock) {
  stampClocks.set(orm.config, clock);
}

const nowOf = (em: EntityManager) => (stampClocks.get(em.config) ?? systemClock).now();

/** A time the app sets to now as it creates the row (a creation time; with nowOnUpdate, a last change). */
export const nowOnCreate = () => p.datetime().onCreate((_entity, em) => nowOf(em));

/** nowOnCreate that also moves to now at every change of the row (`updatedAt`). */
export const nowOnUpdate = () => nowOnCreate().onUpdate((_entity, em) => nowOf(em));
