import { Migration } from '@mikro-orm/migrations';

/** The inbox tells a learner of a team invitation mailed to their address: an item about no course. */
export class Migration20261211100000InboxTeamInvitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "inbox_items" alter column "course_id" drop not null;`);
    this.addSql(`alter table "inbox_items" drop constraint if exists "inbox_items_kind_check";`);
    this.addSql(
      `alter table "inbox_items" add constraint "inbox_items_kind_check" check ("kind" in ('QUESTION_ANSWERED', 'NEW_LECTURE', 'CERTIFICATE_ISSUED', 'TEAM_INVITATION'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "inbox_items" where "kind" = 'TEAM_INVITATION';`);
    this.addSql(`alter table "inbox_items" drop constraint if exists "inbox_items_kind_check";`);
    this.addSql(
      `alter table "inbox_items" add constraint "inbox_items_kind_check" check ("kind" in ('QUESTION_ANSWERED', 'NEW_LECTURE', 'CERTIFICATE_ISSUED'));`,
    );
    this.addSql(`alter table "inbox_items" alter column "course_id" set not null;`);
  }
}
