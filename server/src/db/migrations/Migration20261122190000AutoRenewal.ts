import { Migration } from '@mikro-orm/migrations';

/**
 * Auto-renewal: whether a subscription ends at its period's end instead of renewing, as the provider says
 * (Stripe's `cancel_at_period_end`), on the user and on test mode's own subscriptions (every subscription so far
 * renews); and since when a renewal has failed (past_due), for the grace period of access. A subscription already
 * past_due starts its grace now.
 */
export class Migration20261122190000AutoRenewal extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "cancel_at_period_end" boolean not null default false;`);
    this.addSql(
      `alter table "test_checkout_sessions" add column "cancel_at_period_end" boolean not null default false;`,
    );
    this.addSql(`alter table "users" add column "past_due_since" timestamptz null;`);
    this.addSql(`update "users" set "past_due_since" = now() where "subscription_status" = 'past_due';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "test_checkout_sessions" drop column if exists "cancel_at_period_end";`);
    this.addSql(`alter table "users" drop column if exists "past_due_since";`);
    this.addSql(`alter table "users" drop column if exists "cancel_at_period_end";`);
  }
}
