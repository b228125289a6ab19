import { Migration } from '@mikro-orm/migrations';

/** The chunks of ladders encoded on the queue, a row each (media/processing/ladder-chunk.entity.ts). */
export class Migration20261213090000LadderChunks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "lecture_ladder_chunks" ("ladder_id" uuid not null, "position" int not null, "lecture_id" uuid not null, "version" uuid not null, "start_seconds" double precision not null, "end_seconds" double precision null, "attempts" int not null default 0, "done_at" timestamptz null, primary key ("ladder_id", "position"));`,
    );
    this.addSql(`create index "lecture_ladder_chunks_lecture_id_index" on "lecture_ladder_chunks" ("lecture_id");`);
    this.addSql(
      `alter table "lecture_ladder_chunks" add constraint "lecture_ladder_chunks_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lecture_ladder_chunks";`);
  }
}
