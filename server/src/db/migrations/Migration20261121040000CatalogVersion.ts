import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's version counter and the triggers that bump it (declared on the Course and
 * Lecture entities: see catalog-version.trigger.ts); the DDL is what MikroORM generates for them.
 */
export class Migration20261121040000CatalogVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "catalog_version" (
        "id" boolean primary key default true check ("id"),
        "version" bigint not null default 1
      );`);
    this.addSql(`insert into "catalog_version" ("id", "version") values (true, 1);`);
    for (const table of ['courses', 'lectures']) {
      this.addSql(
        `create or replace function "${table}_bump_catalog_version_fn"() returns trigger as $$ begin update catalog_version set version = version + 1; return null; end; $$ language plpgsql;`,
      );
      this.addSql(
        `create trigger "bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE on "${table}" for each STATEMENT execute function "${table}_bump_catalog_version_fn"();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of ['courses', 'lectures']) {
      this.addSql(`drop trigger if exists "bump_catalog_version" on "${table}";`);
      this.addSql(`drop function if exists "${table}_bump_catalog_version_fn"();`);
    }
    this.addSql(`drop table if exists "catalog_version";`);
  }
}
