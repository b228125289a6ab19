import { Migration } from '@mikro-orm/migrations';
import { searchWordCounts } from '../../catalog/course/search-words.trigger';

/**
 * The catalogue's vocabulary for correcting a search that matches nothing (search-correction.ts): the words
 * of the courses' titles, instructors and categories, kept by triggers (search-words.trigger.ts) and filled from the
 * courses there are. pg_trgm finds a word's nearest neighbours through the GiST index; fuzzystrmatch's levenshtein
 * picks among them. Both are trusted extensions, which a database's owner may create. The words are in the C
 * collation, so `starts_with` (is a typed word the beginning of a known one?) is a range read of the primary key.
 */
export class Migration20261123050000SearchWords extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create extension if not exists fuzzystrmatch;');
    this.addSql(`
      create table "course_search_words" (
        "word" text collate "C" primary key,
        "courses" int not null
      );`);
    this.addSql(
      'create index "course_search_words_trigram_index" on "course_search_words" using gist ("word" gist_trgm_ops);',
    );
    this.addSql(`
      insert into "course_search_words" ("word", "courses")
      select word, count(*) from "courses", unnest(tsvector_to_array("rank_vector")) as word group by word;`);
    for (const statement of searchWordCounts.create()) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of searchWordCounts.drop()) this.addSql(statement);
    this.addSql('drop table if exists "course_search_words";');
  }
}
