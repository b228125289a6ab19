import { Migration } from '@mikro-orm/migrations';

/**
 * What the catalogue's relevance order ranks by: the title (A), instructor and category (B), without the
 * description, which the search still matches. Ranking every match's whole search_vector took most of a common
 * word's search at 100,000 courses; this vector is a few words long (see course.entity.ts).
 */
export class Migration20261122181000SearchRank extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "courses" add column "rank_vector" tsvector generated always as (
        setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', "created_by"), 'B') ||
        setweight(to_tsvector('simple', "category"), 'B')
      ) stored;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "courses" drop column if exists "rank_vector";`);
  }
}
