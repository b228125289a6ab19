import { Migration } from '@mikro-orm/migrations';
import { mediaAccessTriggerSql, teamOwnerTriggerSql } from '../../shared/media-access-triggers';

/**
 * Team plans: teams (the owner's subscription bought N seats), their members (one seat each) and their
 * invitations (by email, single use, or the join link); test mode's sessions learn a quantity and a team. The triggers
 * tell the media-access cache of a seat taken or given up, and of a team subscription's change to its seat holders.
 */
export class Migration20261128090000Teams extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "teams" ("id" uuid not null, "owner_id" uuid not null, "name" varchar(80) not null, "seats" int not null, "renewal_seats" int null, "owner_takes_seat" boolean not null default true, "provider_subscription_id" varchar(255) null, "checkout_session_id" varchar(255) null, "period_end" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "teams" add constraint "teams_owner_id_unique" unique ("owner_id");`);
    this.addSql(
      `alter table "teams" add constraint "teams_provider_subscription_id_unique" unique ("provider_subscription_id");`,
    );
    this.addSql(
      `alter table "teams" add constraint "teams_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "team_members" ("id" uuid not null, "team_id" uuid not null, "user_id" uuid not null, "joined_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "team_members_team_id_index" on "team_members" ("team_id");`);
    this.addSql(`alter table "team_members" add constraint "team_members_user_id_unique" unique ("user_id");`);
    this.addSql(
      `alter table "team_members" add constraint "team_members_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "team_members" add constraint "team_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "team_invitations" ("id" uuid not null, "team_id" uuid not null, "kind" text not null, "email" varchar(320) null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "accepted_at" timestamptz null, "accepted_by_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`create index "team_invitations_team_id_index" on "team_invitations" ("team_id");`);
    this.addSql(
      `alter table "team_invitations" add constraint "team_invitations_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "team_invitations_accepted_by_id_index" on "team_invitations" ("accepted_by_id");`);
    this.addSql(
      `alter table "team_invitations" add constraint "team_invitations_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "team_invitations" add constraint "team_invitations_accepted_by_id_foreign" foreign key ("accepted_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "team_invitations" add constraint "team_invitations_kind_check" check ("kind" in ('email', 'link'));`,
    );
    this.addSql(`alter table "test_checkout_sessions" add "seats" int not null default 1, add "team_id" uuid null;`);
    for (const statement of [
      ...teamOwnerTriggerSql(),
      ...mediaAccessTriggerSql('teams'),
      ...mediaAccessTriggerSql('team_members'),
    ]) {
      this.addSql(statement);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "notify_team_media_access" on "users";`);
    this.addSql(`drop function if exists "users_notify_team_media_access_fn"();`);
    this.addSql(`drop table if exists "team_invitations" cascade;`);
    this.addSql(`drop table if exists "team_members" cascade;`);
    this.addSql(`drop table if exists "teams" cascade;`);
    this.addSql(`drop function if exists "teams_notify_media_access_fn"();`);
    this.addSql(`drop function if exists "team_members_notify_media_access_fn"();`);
    this.addSql(`alter table "test_checkout_sessions" drop column "seats", drop column "team_id";`);
  }
}
