import type { TriggerDef } from '@mikro-orm/core';

/**
 * On every table the public catalogue reads: each write bumps `catalog_version` inside the writing
 * transaction, whoever wrote (any app instance, a script, psql), so the catalogue cache keyed by it
 * (catalog-cache.ts) never serves what a commit changed. Once per statement: a bulk delete bumps it
 * once, and the row lock it takes serialises only catalogue writes, which are rare.
 * Not on TRUNCATE: information_schema does not list such triggers, so MikroORM could not keep them
 * in step with the entities; nothing here truncates these tables.
 */
export const bumpCatalogVersion: TriggerDef = {
  name: 'bump_catalog_version',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: 'update catalog_version set version = version + 1; return null;',
};

/**
 * The one-row `catalog_version` table as typed SQL sees it (docs/decisions/0006-typed-sql.md): no entity owns it, its
 * triggers and Migration20261121040000CatalogVersion do. The version is a bigint, which pg reads as text.
 */
export interface CatalogVersionTables {
  catalog_version: { id: boolean; version: string };
}
