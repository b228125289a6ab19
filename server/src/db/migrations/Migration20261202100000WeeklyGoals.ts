import { Migration } from '@mikro-orm/migrations';

/** A learner's weekly goal, in minutes of watching. */
export class Migration20261202100000WeeklyGoals extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "learning_goals" ("user_id" uuid not null, "weekly_minutes" int not null, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "learning_goals" add constraint "learning_goals_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "learning_goals" cascade;`);
  }
}
