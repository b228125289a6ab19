import { type Compilable, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Em } from '../../shared/orm';
import type { KeyValue } from '../../shared/pagination';
import type { CatalogVersionTables } from './catalog-version.trigger';
import { runCompiled } from './compiled-statements';
import { type CardRow, type CourseShape, catalogue, columnsOf, readyLectures } from './course-summary';

/** A search's matches kept at most: a word matching more courses is ranked by PostgreSQL on every page. */
const MAX_MATCHES_PER_SEARCH = 20_000;
/** Matches kept in all, about 100 bytes each: a few dozen common searches of a 100,000-course catalogue. */
const MAX_MATCHES = 200_000;

/** One match of a search, in the relevance order, with the keys its cursor carries. */
interface Match {
  id: string;
  category: string;
  /** cursor_key_0, 1, 2: the rank (float8), the creation time as cursor text, the id. */
  keys: [number, string, string];
}

/** Every match of one search in one edition of the catalogue, ranked, and the categories' counts. */
interface Ranking {
  version: string;
  matches: Match[];
  facets: Facet[];
}

/** What a ranked page needs of the catalogue's filter (course-catalog.service.ts's CatalogFilter). */
export interface RankedFilter {
  tsquery: string;
  category: string | null;
  /** The language filters narrow the matches ranked (each combination is a ranking of its own); the category does not. */
  language: string | null;
  captionLanguage: string | null;
  drafts: boolean;
}

type Facet = { category: string; count: number };

/** A row of the ranking statement (RANKING_SELECTIONS and the relevance keyset's keys). */
interface RankingRow {
  id: string;
  category: string;
  cursor_key_0: KeyValue;
  cursor_key_1: KeyValue;
  cursor_key_2: KeyValue;
  category_order: number;
  catalog_version: string | number;
}

/**
 * The rankings kept for each database (its ORM's driver, which every fork shares): a version names an edition of one
 * database's catalogue only, and a process may reach several (the tests do).
 */
const rankingsByDatabase = new WeakMap<object, LRUCache<string, Ranking>>();
function rankingsOf(em: Em) {
  const database = em.getDriver();
  let rankings = rankingsByDatabase.get(database);
  if (!rankings) {
    rankings = new LRUCache({ maxSize: MAX_MATCHES, sizeCalculation: ({ matches }) => Math.max(1, matches.length) });
    rankingsByDatabase.set(database, rankings);
  }
  return rankings;
}

/**
 * The relevance order of a search, kept per edition of the catalogue. Ranking a common word reads every match's row:
 * 'react' at 100,000 courses (4,166 matches) took 20 ms for the page and 17 ms more for its facets, nearly all of it
 * visiting 3,765 heap pages (EXPLAIN ANALYZE in docs/decisions/0009-search-ranking-per-catalogue-version.md), so 20
 * searching visitors saturated both cores at 81 searches a second. A search's ranking and category counts are the
 * same for every visitor until the catalogue changes, so they are read once per `catalog_version` (one statement:
 * ids, categories and cursor keys, in order) and kept; a page is then the next ids after the cursor, read by primary
 * key in one statement that reads the version too, in the same snapshot. When the version it reads is not the
 * ranking's (a write since), the ranking is read again, so no page ever mixes two editions, and a write is visible
 * on the very next search. Drafts are in an ADMIN's ranking only (its own entry); a search in a language is ranked apart
 * from the same search in all of them.
 */
export class SearchRanking {
  private readonly key: string;

  constructor(
    private readonly em: Em,
    private readonly filter: RankedFilter,
    /** The statement ranking every match (all categories): RANKING_SELECTIONS in the relevance order. */
    private readonly ranked: () => Compilable<unknown>,
  ) {
    this.key = JSON.stringify([filter.tsquery, filter.drafts, filter.language, filter.captionLanguage]);
  }

  /**
   * The page's rows (one more than `size`) and the search's category counts; null when the search matches too many
   * courses to keep, or the catalogue changed between the ranking and the page, or (`rank` false) no ranking of this
   * edition is kept: the caller then reads them from PostgreSQL as before. A caller that does not want the counts
   * (REST) passes `rank: false`: a page alone is one statement, and reading the ranking first would make it two.
   * The rows have the columns of `shape` (course-summary.ts's columnsOf).
   */
  async page(
    size: number,
    after: KeyValue[] | null,
    { rank = true, shape }: { rank?: boolean; shape: CourseShape },
  ): Promise<{ rows: RankedRow[]; facets: Facet[] } | null> {
    const kept = rankingsOf(this.em).get(this.key);
    if (kept) {
      const rows = await this.rowsOf(kept, size, after, shape);
      if (rows) return { rows, facets: kept.facets };
    }
    if (!rank) return null;
    const ranking = await this.rank();
    if (ranking === 'none') return { rows: [], facets: [] };
    if (!ranking) return null;
    const rows = await this.rowsOf(ranking, size, after, shape);
    return rows && { rows, facets: ranking.facets };
  }

  /** The search's ranking, read and kept; 'none' when nothing matches, null when too much does. */
  private async rank(): Promise<Ranking | 'none' | null> {
    const found = await runCompiled(this.em, ['ranking', this.key], this.ranked as () => Compilable<RankingRow>);
    const version = found[0]?.catalog_version;
    if (version === undefined) return 'none';
    if (found.length > MAX_MATCHES_PER_SEARCH) return null;
    const matches = found.map(
      (row): Match => ({
        id: row.id,
        category: row.category,
        // As the cursor carries them (Keyset.cursorOf): the rank a number, the others text.
        keys: [Number(row.cursor_key_0), String(row.cursor_key_1), String(row.cursor_key_2)],
      }),
    );
    // In PostgreSQL's collation order of the categories, as the tally's `order by` gives them.
    const counts = new Map<string, { category: string; count: number; order: number }>();
    for (const row of found) {
      const facet = counts.get(row.category) ?? { category: row.category, count: 0, order: row.category_order };
      facet.count += 1;
      counts.set(row.category, facet);
    }
    const facets = [...counts.values()]
      .sort((a, b) => a.order - b.order)
      .map(({ category, count }) => ({ category, count }));
    const ranking = { version: String(version), matches, facets };
    rankingsOf(this.em).set(this.key, ranking);
    return ranking;
  }

  /** The page's rows in the ranking's order, or null when the catalogue has changed since the ranking was read. */
  private async rowsOf(
    ranking: Ranking,
    size: number,
    after: KeyValue[] | null,
    shape: CourseShape,
  ): Promise<RankedRow[] | null> {
    const { category } = this.filter;
    let start = 0;
    if (after) {
      start = ranking.matches.findIndex((match) => comesAfter(match.keys, after));
      if (start === -1) start = ranking.matches.length;
    }
    const page: Match[] = [];
    for (const match of ranking.matches.slice(start)) {
      if (page.length > size) break;
      if (!category || match.category === category) page.push(match);
    }
    const found = await pageStatement(
      this.em,
      page.map(({ id }) => id),
      shape,
    );
    if (found.version !== ranking.version) return null;
    const byId = new Map(found.rows.map((row) => [row.id, row]));
    return page.flatMap(({ id, keys }) => {
      const row = byId.get(id);
      const [rank, createdAt, courseId] = keys;
      return row ? [{ ...row, cursor_key_0: rank, cursor_key_1: createdAt, cursor_key_2: courseId }] : [];
    });
  }
}

export type RankedRow = CardRow & { cursor_key_0: KeyValue; cursor_key_1: KeyValue; cursor_key_2: KeyValue };

/**
 * Whether a match's keys come after the cursor's in the relevance order (each key descending): the order PostgreSQL's
 * row comparison gives. The rank is float8 both sides; the time is cursor text of fixed width in UTC and the id a
 * lowercase uuid, both compared as PostgreSQL compares the timestamp and the uuid.
 */
function comesAfter(keys: readonly KeyValue[], cursor: readonly KeyValue[]) {
  for (const [index, key] of keys.entries()) {
    const position = cursor[index];
    if (position !== undefined && key !== position) return key < position;
  }
  return false;
}

/** What the ranking statement selects beside the relevance keyset's keys, in the relevance order. */
export const RANKING_SELECTIONS = [
  'c.id',
  'c.category',
  sql<number>`dense_rank() over (order by c.category)::int`.as('category_order'),
  sql<string>`(select version from catalog_version)`.as('catalog_version'),
] as const;

/** The courses' rows by id, with the catalogue version read in the same snapshot. */
async function pageStatement(em: Em, ids: string[], shape: CourseShape) {
  const version = sql<string>`(select version from catalog_version)`.as('catalog_version');
  if (!ids.length) {
    const row = await em
      .getKysely<CatalogVersionTables>()
      .selectFrom('catalog_version')
      .select('version')
      .executeTakeFirst();
    return { version: String(row?.version), rows: [] };
  }
  const rows = await catalogue(em)
    .selectFrom('courses as c')
    .crossJoinLateral(readyLectures(em))
    .select([...columnsOf(shape), version])
    .where('c.id', 'in', ids)
    .execute();
  return { version: String(rows[0]?.catalog_version), rows };
}
