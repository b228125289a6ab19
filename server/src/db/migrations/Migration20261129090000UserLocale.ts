import { Migration } from '@mikro-orm/migrations';

/** The language each user chose for the product and its mails; null until they choose one. */
export class Migration20261129090000UserLocale extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "users" add column "locale" varchar(16) null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "users" drop column "locale";');
  }
}
