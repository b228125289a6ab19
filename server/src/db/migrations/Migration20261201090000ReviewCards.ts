import { Migration } from '@mikro-orm/migrations';

/**
 * The review of missed questions: a spaced-repetition card per learner and question with the clip that teaches it,
 * the log of review answers (retention), and the clips ADMINs chose for questions.
 */
export class Migration20261201090000ReviewCards extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "review_cards" ("id" uuid not null, "user_id" uuid not null, "quiz_id" uuid not null, "question_id" uuid not null, "clip_lecture_id" uuid null, "clip_start_seconds" int null, "clip_end_seconds" int null, "due" timestamptz not null, "stability" double precision not null, "difficulty" double precision not null, "scheduled_days" int not null, "learning_steps" int not null, "reps" int not null, "lapses" int not null, "state" text not null, "last_review" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "review_cards_clip_lecture_id_index" on "review_cards" ("clip_lecture_id");`);
    this.addSql(`create index "review_cards_user_due_index" on "review_cards" ("user_id", "due");`);
    this.addSql(`create index "review_cards_question_index" on "review_cards" ("quiz_id", "question_id");`);
    this.addSql(
      `alter table "review_cards" add constraint "review_cards_user_id_quiz_id_question_id_unique" unique ("user_id", "quiz_id", "question_id");`,
    );
    this.addSql(
      `create table "review_logs" ("id" uuid not null, "card_id" uuid not null, "user_id" uuid not null, "correct" boolean not null, "rating" smallint not null, "reviewed_at" timestamptz not null, "due_at" timestamptz not null, "previous_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "review_logs_card_id_index" on "review_logs" ("card_id");`);
    this.addSql(`create index "review_logs_user_reviewed_index" on "review_logs" ("user_id", "reviewed_at");`);
    this.addSql(
      `create table "question_clips" ("quiz_id" uuid not null, "question_id" uuid not null, "lecture_id" uuid not null, "start_seconds" int not null, "end_seconds" int not null, "updated_at" timestamptz not null, primary key ("quiz_id", "question_id"));`,
    );
    this.addSql(`create index "question_clips_lecture_id_index" on "question_clips" ("lecture_id");`);
    this.addSql(
      `alter table "review_cards" add constraint "review_cards_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "review_cards" add constraint "review_cards_quiz_id_foreign" foreign key ("quiz_id") references "quizzes" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "review_cards" add constraint "review_cards_clip_lecture_id_foreign" foreign key ("clip_lecture_id") references "lectures" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "review_cards" add constraint "review_cards_state_check" check ("state" in ('New', 'Learning', 'Review', 'Relearning'));`,
    );
    this.addSql(
      `alter table "review_logs" add constraint "review_logs_card_id_foreign" foreign key ("card_id") references "review_cards" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "review_logs" add constraint "review_logs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "question_clips" add constraint "question_clips_quiz_id_foreign" foreign key ("quiz_id") references "quizzes" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "question_clips" add constraint "question_clips_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review_logs" cascade;`);
    this.addSql(`drop table if exists "review_cards" cascade;`);
    this.addSql(`drop table if exists "question_clips" cascade;`);
  }
}
