import { Migration } from '@mikro-orm/migrations';

/** A quiz can pause its lecture at a moment (an in-video question), skippable or not. */
export class Migration20261127090000InVideoQuestions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "quizzes" add column "at_seconds" int null, add column "skippable" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "quizzes" drop column "at_seconds", drop column "skippable";`);
  }
}
