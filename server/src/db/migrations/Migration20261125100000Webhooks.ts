import { Migration } from '@mikro-orm/migrations';

/**
 * Outbound webhooks: the event outbox written in the same transaction as each change, the endpoints
 * admins register, and one delivery row per event and endpoint (events/, integrations/webhooks).
 */
export class Migration20261125100000Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "webhook_events" (
        "id" varchar(40) not null,
        "type" varchar(60) not null,
        "body" text not null,
        "created_at" timestamptz not null,
        "dispatched_at" timestamptz null,
        primary key ("id")
      );`);
    this.addSql(
      `create index "webhook_events_undispatched_index" on "webhook_events" ("created_at") where "dispatched_at" is null;`,
    );
    this.addSql(`
      create table "webhook_endpoints" (
        "id" uuid not null,
        "url" varchar(2048) not null,
        "description" varchar(200) not null,
        "event_types" text[] not null,
        "secret" varchar(100) not null,
        "previous_secret" varchar(100) null,
        "previous_secret_expires_at" timestamptz null,
        "enabled" boolean not null default true,
        "disabled_reason" varchar(10) null,
        "failing_since" timestamptz null,
        "owner_id" uuid null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        primary key ("id")
      );`);
    this.addSql(`create index "webhook_endpoints_owner_id_index" on "webhook_endpoints" ("owner_id");`);
    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`
      create table "webhook_deliveries" (
        "id" uuid not null,
        "endpoint_id" uuid not null,
        "event_id" varchar(40) not null,
        "event_type" varchar(60) not null,
        "status" varchar(10) not null default 'PENDING',
        "attempts" int not null default 0,
        "next_attempt_at" timestamptz not null,
        "claimed_until" timestamptz null,
        "last_attempt_at" timestamptz null,
        "response_status" int null,
        "response_body" text null,
        "duration_ms" int null,
        "error" varchar(500) null,
        "created_at" timestamptz not null,
        primary key ("id")
      );`);
    this.addSql(
      `create index "webhook_deliveries_endpoint_log_index" on "webhook_deliveries" ("endpoint_id", "created_at", "id");`,
    );
    this.addSql(`create index "webhook_deliveries_event_id_index" on "webhook_deliveries" ("event_id");`);
    this.addSql(
      `create index "webhook_deliveries_pending_index" on "webhook_deliveries" ("next_attempt_at") where "status" = 'PENDING';`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_event_id_foreign" foreign key ("event_id") references "webhook_events" ("id") on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "webhook_deliveries" cascade;');
    this.addSql('drop table if exists "webhook_endpoints" cascade;');
    this.addSql('drop table if exists "webhook_events" cascade;');
  }
}
