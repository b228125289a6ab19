import { Migration } from '@mikro-orm/migrations';

/**
 * Managed categories: one row per category, unique ignoring case (`name_key`), and every course's
 * `category` a reference to one, renamed with it (on update cascade). The free-text categories there were become
 * rows; case variants merge into the spelling most courses used (the first alphabetically on a tie), and their
 * courses are rewritten to it, which the count triggers follow.
 */
export class Migration20261124100100Categories extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "categories" (
        "name" varchar(200) not null,
        "name_key" varchar(200) generated always as (lower((name)::text)) stored null,
        "created_at" timestamptz not null,
        primary key ("name")
      );`);
    this.addSql(`alter table "categories" add constraint "categories_name_key_unique" unique ("name_key");`);
    this.addSql(`
      insert into "categories" ("name", "created_at")
      select distinct on (lower("category")) "category", now()
      from (select "category", count(*) as "courses" from "courses" group by "category") as used
      order by lower("category"), "courses" desc, "category";`);
    this.addSql(`
      update "courses" set "category" = c."name"
      from "categories" c
      where c."name_key" = lower("courses"."category") and "courses"."category" <> c."name";`);
    this.addSql(`
      alter table "courses" add constraint "courses_category_foreign"
        foreign key ("category") references "categories" ("name") on update cascade on delete no action;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "courses" drop constraint "courses_category_foreign";`);
    this.addSql(`drop table if exists "categories";`);
  }
}
