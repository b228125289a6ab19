import { Migration } from '@mikro-orm/migrations';

/**
 * API keys belong to the organisation, not to the admin who made them: closing that admin's account empties
 * `created_by_id` (on delete set null) instead of deleting the keys, and `created_by_name` keeps who made each key, as
 * they were named then (existing keys: their creator's name now).
 */
export class Migration20261123110000OrganisationApiKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "api_keys" add column "created_by_name" varchar(200) null;`);
    this.addSql(
      `update "api_keys" k set "created_by_name" = u."full_name" from "users" u where u."id" = k."created_by_id";`,
    );
    this.addSql(`alter table "api_keys" alter column "created_by_name" set not null;`);
    this.addSql(`alter table "api_keys" alter column "created_by_id" drop not null;`);
    this.addSql(`alter table "api_keys" drop constraint "api_keys_created_by_id_foreign";`);
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_keys" drop constraint "api_keys_created_by_id_foreign";`);
    this.addSql(`delete from "api_keys" where "created_by_id" is null;`);
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "api_keys" alter column "created_by_id" set not null;`);
    this.addSql(`alter table "api_keys" drop column "created_by_name";`);
  }
}
