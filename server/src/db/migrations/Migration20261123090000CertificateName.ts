import { Migration } from '@mikro-orm/migrations';

/**
 * A certificate keeps the learner's name as issued (`certificates.learner_name`), so a later change of the profile's
 * name does not rewrite what was certified; `reissued_at` is when the learner last had it reissued with their current
 * name. Certificates issued before this change take the name their learner has now: the name at issue was not kept.
 */
export class Migration20261123090000CertificateName extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "certificates" add column "learner_name" varchar(200) null;`);
    this.addSql(
      `update "certificates" c set "learner_name" = u."full_name" from "users" u where u."id" = c."user_id";`,
    );
    this.addSql(`alter table "certificates" alter column "learner_name" set not null;`);
    this.addSql(`alter table "certificates" add column "reissued_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "certificates" drop column "reissued_at";`);
    this.addSql(`alter table "certificates" drop column "learner_name";`);
  }
}
