import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue pages: full-text search over a stored, generated tsvector (title weighted A, instructor and
 * category B, description C; the `simple` configuration, see course.entity.ts) with its GIN index, and the indexes
 * that walk the newest-first and by-title orders with their id tie-breaker, so a page reads about its own rows.
 */
export class Migration20261122170000CatalogueSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "courses" add column "search_vector" tsvector generated always as (
        setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', "created_by"), 'B') ||
        setweight(to_tsvector('simple', "category"), 'B') || setweight(to_tsvector('simple', "description"), 'C')
      ) stored;`);
    this.addSql(`create index "courses_search_vector_index" on "courses" using gin ("search_vector");`);
    this.addSql(`drop index if exists "courses_created_at_index";`);
    this.addSql(`create index "courses_created_at_id_index" on "courses" ("created_at", "id");`);
    this.addSql(`create index "courses_title_id_index" on "courses" ("title", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "courses_title_id_index";`);
    this.addSql(`drop index if exists "courses_created_at_id_index";`);
    this.addSql(`create index "courses_created_at_index" on "courses" ("created_at");`);
    this.addSql(`drop index if exists "courses_search_vector_index";`);
    this.addSql(`alter table "courses" drop column if exists "search_vector";`);
  }
}
