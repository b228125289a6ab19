import { createHash } from 'node:crypto';
import {
  CATALOGUE_SORTS,
  type CatalogueSort,
  canonicalLanguage,
  INVALID_LANGUAGE_MESSAGE,
  SHORT_TEXT_MAX,
} from '@coursehub/shared';
import { sql } from 'kysely';
import { badInput, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import { type Connection, Keyset, type KeyValue, MAX_PAGE_SIZE, type PageArgs } from '../../shared/pagination';
import type { RequestScope } from '../../shared/scope';
import { rejectNulBytes } from '../../shared/validation';
import { AUTHORING_SCOPES, actsAsAdmin, type Viewer } from '../../shared/viewer';
import { runCompiled } from './compiled-statements';
import {
  type CourseCard,
  type CourseOf,
  type CourseShape,
  type CourseSummary,
  catalogue,
  columnsOf,
  findCourseSummary,
  nodeOf,
  readyLectures,
} from './course-summary';
import { correctSearch, searchWords } from './search-correction';
import { RANKING_SELECTIONS, type RankedRow, SearchRanking } from './search-ranking';

/** Other modules read courses by id through the catalogue's summary (course-summary.ts). */
export {
  type CourseCard,
  type CourseShape,
  type CourseSummary,
  findCourseSummaries,
  findCourseSummary,
} from './course-summary';

export interface CourseFilter {
  /** Words to find (as prefixes, all of them) in the title, description, instructor or category. */
  search?: string | null;
  category?: string | null;
  /** A BCP 47 tag: courses taught in it, or with an audio track in it. */
  language?: string | null;
  /** A BCP 47 tag: courses with captions in it. */
  captionLanguage?: string | null;
}

/** The catalogue's orders; RELEVANCE ranks by the search (the default with one), and is NEWEST without. */
export const COURSE_SORTS = CATALOGUE_SORTS;
export type CourseSort = CatalogueSort;

export interface CourseListArgs extends PageArgs, CourseFilter {
  sort?: CourseSort | null;
}

/** A page of the catalogue, and the filter's tally (its count and facets), read only when asked, once. */
export interface CoursePage<Course extends CourseCard = CourseCard> extends Omit<Connection<Course>, 'totalCount'> {
  /**
   * When the search's words matched no course, the search these courses (and the tally) were found by instead: its
   * unknown words corrected to the catalogue's closest (search-correction.ts). Null when the search is as typed.
   */
  correctedSearch: string | null;
  tally(): Promise<CatalogTally>;
}

/** How many courses of one category match a search. */
export interface CategoryFacet {
  category: string;
  count: number;
}

/** The filter as the catalogue applies it: trimmed, blanks dropped, the search as a tsquery (null: no usable word). */
export interface CatalogFilter {
  search: string | null;
  category: string | null;
  /** The search as `to_tsquery('simple', …)` text: each word quoted, as a prefix, all required. */
  tsquery: string | null;
  /** The language filters as canonical tags (`EN-us` is `en-US`, as stored). */
  language: string | null;
  captionLanguage: string | null;
  /** Whether DRAFT courses are among those found: for ADMINs only. */
  drafts: boolean;
}

/** ADMINs see DRAFT courses (with a badge) wherever learners see the PUBLISHED ones. */
export const seesDrafts = (viewer: Viewer | null) => actsAsAdmin(viewer, AUTHORING_SCOPES);

/**
 * The search's words as tsquery text, never the user's text itself: each word between quotes (searchWords drops the
 * quote and backslash, which could end or escape them), so `&`, `|`, `!`, `(`, `:` or `<->` typed in a search are
 * words' characters, not operators; `:*` makes each a prefix, so 'reac' finds React while it is typed.
 * websearch_to_tsquery would parse the operators safely too, but it has no prefix matching.
 */
export function prefixTsquery(search: string): string | null {
  const words = searchWords(search);
  return words.length ? words.map((word) => `'${word}':*`).join(' & ') : null;
}

/** A language filter's tag, canonical; null when blank, BAD_USER_INPUT when it is no BCP 47 tag. */
function languageTag(value: string | null | undefined, field: 'language' | 'captionLanguage'): string | null {
  const text = value?.trim();
  if (!text) return null;
  const tag = canonicalLanguage(text);
  if (!tag) throw badInput(INVALID_LANGUAGE_MESSAGE, field);
  return tag;
}

/**
 * Trimmed, blanks dropped, the search length checked, no NUL (a 500 in SQL), the languages canonical; drafts for
 * ADMINs only.
 */
export function catalogFilter(filter: CourseFilter, viewer: Viewer | null): CatalogFilter {
  rejectNulBytes(filter.search, 'search');
  rejectNulBytes(filter.category, 'category');
  const search = filter.search?.trim() || null;
  if (search && search.length > SHORT_TEXT_MAX) {
    throw badInput(`Search text must be at most ${SHORT_TEXT_MAX} characters`, 'search');
  }
  return {
    search,
    category: filter.category?.trim() || null,
    tsquery: search && prefixTsquery(search),
    language: languageTag(filter.language, 'language'),
    captionLanguage: languageTag(filter.captionLanguage, 'captionLanguage'),
    drafts: seesDrafts(viewer),
  };
}

/**
 * The orders, each ending with the unique id so a cursor names one position. Newest and title walk their indexes
 * (courses_created_at_id_index, courses_title_id_index) and stop after the page; most lectures counts every
 * matching course's READY lectures first. Relevance is ts_rank over the title, instructor and category (rank_vector:
 * a description-only match ranks 0, after the others), as float8 so the cursor carries it exactly, and is named after
 * the search: its ranks mean nothing for another search, whose cursor is refused.
 */
const NEWEST = new Keyset('courses:newest', [
  { sql: 'c.created_at', type: 'timestamp', descending: true },
  { sql: 'c.id', type: 'uuid', descending: true },
]);
const TITLE = new Keyset('courses:title', [
  { sql: 'c.title', type: 'text' },
  { sql: 'c.id', type: 'uuid' },
]);
const MOST_LECTURES = new Keyset('courses:lectures', [
  { sql: 'ready.number_of_lectures', type: 'integer', descending: true },
  ...NEWEST.columns,
]);
const RANK = 'ts_rank(c.rank_vector, search.query)::float8';
const relevance = (tsquery: string) =>
  new Keyset(`courses:relevance:${createHash('sha256').update(tsquery).digest('base64url').slice(0, 12)}`, [
    { sql: RANK, type: 'number', descending: true },
    ...NEWEST.columns,
  ]);

/** Whether the keyset is a search's relevance order (`relevance`), whose pages come from its SearchRanking. */
const isRelevance = (keyset: Keyset) => keyset.columns[0]?.sql === RANK;

function keysetOf(sort: CourseSort | null | undefined, filter: CatalogFilter): Keyset {
  const chosen = sort ?? (filter.search ? 'RELEVANCE' : 'NEWEST');
  if (chosen === 'TITLE') return TITLE;
  if (chosen === 'MOST_LECTURES') return MOST_LECTURES;
  if (chosen === 'RELEVANCE' && filter.tsquery) return relevance(filter.tsquery);
  return NEWEST;
}

/** `to_tsquery('simple', …) as search(query)`: the search's tsquery, joined once. */
const searchQuery = ({ tsquery }: CatalogFilter) =>
  sql<{ query: string }>`to_tsquery('simple', ${tsquery})`.as<'search'>(sql`search(query)`);

/**
 * A query with the search's tsquery joined (`searched`) when there is a usable search; otherwise the same query
 * without it, typed as joined: nothing names `search` then (neither the search's condition nor the relevance order,
 * keysetOf).
 */
const ifSearching = <Joined>(filter: CatalogFilter, query: unknown, searched: Joined): Joined =>
  filter.search && filter.tsquery ? searched : (query as Joined);

/**
 * The courses (`c`) the filter matches: the search answered by the GIN indexes on the generated search_vector and on
 * the words spoken in the course's lectures (spoken_vector, kept by the captions module), one bitmap each, OR-ed. A
 * course found by its spoken words alone ranks after those whose own words match. A search with no usable word (only
 * quotes, say) matches nothing. The languages through their own indexes: a course's language (b-tree), its audio and
 * caption languages (GIN, `@>`; kept by track-languages.trigger.ts).
 */
function coursesMatching(em: Em, filter: CatalogFilter, { withCategory = true } = {}) {
  const { search, tsquery, category, language, captionLanguage, drafts } = filter;
  const every = catalogue(em).selectFrom('courses as c');
  const all = drafts ? every : every.where('c.status', '=', 'PUBLISHED');
  let courses = ifSearching(filter, all, all.crossJoin(searchQuery(filter)));
  if (search && tsquery) {
    courses = courses.where((eb) =>
      eb.or([eb('c.search_vector', '@@', eb.ref('search.query')), eb('c.spoken_vector', '@@', eb.ref('search.query'))]),
    );
  } else if (search) courses = courses.where(sql<boolean>`false`);
  if (withCategory && category) courses = courses.where('c.category', '=', category);
  if (language) {
    courses = courses.where((eb) =>
      eb.or([eb('c.language', '=', language), eb('c.audio_languages', '@>', eb.val([language]))]),
    );
  }
  if (captionLanguage) courses = courses.where((eb) => eb('c.caption_languages', '@>', eb.val([captionLanguage])));
  return courses;
}

/**
 * One page of the public catalogue: `first` (1–100, 24 by default; up to `maxPageSize` where a transport asks for
 * the whole catalogue) courses after the cursor `after`, in `sort`'s
 * order, those matching `search` and `category`. One statement, and the tally's (CoursePage.tally) when it is read:
 * with `withTally`, both run at once. A search whose words match no course (whatever the category) is corrected
 * (search-correction.ts) and the page and tally are those of the corrected search: three statements more, spent only
 * on an empty page. The same search always gets the same correction, so its cursors serve the pages after. Each
 * course is a card (CATALOGUE_CARD_FIELDS), or with `shape: 'summary'` the whole CourseSummary. Public.
 */
export async function listCourses<Shape extends CourseShape = 'card'>(
  scope: RequestScope,
  args: CourseListArgs = {},
  {
    withTally = false,
    maxPageSize = MAX_PAGE_SIZE,
    shape = 'card' as Shape,
  }: { withTally?: boolean; maxPageSize?: number; shape?: Shape } = {},
): Promise<CoursePage<CourseOf<Shape>>> {
  const { em, deps } = scope;
  const typed = catalogFilter(args, scope.viewer);
  const tallies = new Map<CatalogFilter, Promise<CatalogTally>>();
  const tallyOf = (filter: CatalogFilter) => {
    const tally = tallies.get(filter) ?? catalogTally(scope, filter);
    tallies.set(filter, tally);
    return tally;
  };
  let corrected: Promise<CatalogFilter | null> | undefined;
  /** The filter with its search corrected, when the search as typed matches nothing and could be corrected. */
  const correction = () => {
    corrected ??= (async () => {
      if (!typed.search || !typed.tsquery || (await tallyOf(typed)).facets.length) return null;
      const search = await correctSearch(em, typed.search);
      return search ? catalogFilter({ ...typed, search }, scope.viewer) : null;
    })();
    return corrected;
  };
  const keyset = keysetOf(args.sort, typed);
  const { size, after } = keyset.page(args, maxPageSize);
  const readPage = async (filter: CatalogFilter): Promise<(PageRow | RankedRow)[]> => {
    if (filter.tsquery && isRelevance(keyset)) {
      const ranking = new SearchRanking(em, { ...filter, tsquery: filter.tsquery }, () =>
        keyset.inOrder(
          coursesMatching(em, filter, { withCategory: false }).select([
            ...RANKING_SELECTIONS,
            ...keyset.keySelections(),
          ]),
        ),
      );
      const ranked = await ranking.page(size, after, { rank: withTally, shape });
      if (ranked) {
        tallies.set(filter, Promise.resolve(tallyFrom(filter, ranked.facets)));
        return ranked.rows;
      }
    }
    // Its failure is the reader's to see (the page's own failure may come first).
    if (withTally) tallyOf(filter).catch(() => undefined);
    return pageRows(em, keyset, filter, { size, after, shape });
  };
  let rows = await readPage(typed);
  const better = rows.length || !typed.tsquery ? null : await correction();
  if (better) rows = await readPage(better);
  return {
    ...keyset.edgesOf(rows, size, nodeOf(deps.storage, shape)),
    correctedSearch: better?.search ?? null,
    tally: async () => tallyOf((await correction()) ?? typed),
  };
}

/**
 * The rows of a page (one more than `size`, to tell whether another follows). Only the most-lectures order needs
 * every match's lecture count. The others pick the page's ids first, sorting only the ids and keys of the matches,
 * then read those rows' columns and count their lectures: a search matching 4,000 of 100,000 courses took 13 ms
 * carrying every match's columns through the sort, 9 ms this way. The relevance order ranks by the filter's own
 * tsquery (`search.query`), the corrected one's for a corrected search. The columns are those of `shape`.
 */
function pageRows(
  em: Em,
  keyset: Keyset,
  filter: CatalogFilter,
  { size, after, shape }: { size: number; after: KeyValue[] | null; shape: CourseShape },
) {
  const { search, tsquery, category, language, captionLanguage, drafts } = filter;
  const inputs = [
    'page',
    keyset.name,
    search,
    tsquery,
    category,
    language,
    captionLanguage,
    drafts,
    size,
    after,
    shape,
  ];
  return runCompiled(em, inputs, () => {
    const courses = coursesMatching(em, filter);
    const matching = after ? courses.where(keyset.afterPosition(after)) : courses;
    const columns = [...columnsOf(shape), ...keyset.keySelections()];
    if (keyset === MOST_LECTURES) {
      return keyset.inOrder(matching.crossJoinLateral(readyLectures(em)).select(columns)).limit(size + 1);
    }
    const page = keyset
      .inOrder(matching.select('c.id'))
      .limit(size + 1)
      .as('page');
    const pageCourses = catalogue(em).selectFrom([page, 'courses as c']);
    const rows = ifSearching(filter, pageCourses, pageCourses.crossJoin(searchQuery(filter)))
      .crossJoinLateral(readyLectures(em))
      .select(columns)
      .whereRef('c.id', '=', 'page.id');
    return keyset.inOrder(rows);
  });
}

type PageRow = Awaited<ReturnType<typeof pageRows>>[number];

/** What a filter matches on all pages: how many courses, and how many of each category. */
export interface CatalogTally {
  totalCount: number;
  /** The categories of the courses matching the search, whatever the category filter (so a filter can offer the
   * others), each with its count, by name. */
  facets: CategoryFacet[];
}

/**
 * The filter's tally, in one statement: without a search or a language, the categories' counts of PUBLISHED courses
 * kept by triggers (category-counts.trigger.ts), a row per category whatever the catalogue's size; with one, or for an
 * ADMIN (who sees the drafts too, which those counts leave out), the matching courses counted by category. The total
 * is the facets' sum, or the chosen category's.
 */
export async function catalogTally({ em }: RequestScope, filter: CatalogFilter): Promise<CatalogTally> {
  const { search, tsquery, language, captionLanguage, drafts } = filter;
  const rows =
    search || drafts || language || captionLanguage
      ? await runCompiled(em, ['tally', search, tsquery, language, captionLanguage, drafts], () =>
          coursesMatching(em, filter, { withCategory: false })
            .select(['c.category', sql<number>`count(*)::int`.as('count')])
            .groupBy('c.category')
            .orderBy('c.category'),
        )
      : await categoryCounts(em);
  return tallyFrom(
    filter,
    rows.map((row) => ({ category: row.category, count: Number(row.count) })),
  );
}

/** The tally of these facets: the total is their sum, or the chosen category's count. */
function tallyFrom(filter: CatalogFilter, facets: CategoryFacet[]): CatalogTally {
  const totalCount = filter.category
    ? (facets.find(({ category }) => category === filter.category)?.count ?? 0)
    : facets.reduce((sum, { count }) => sum + count, 0);
  return { totalCount, facets };
}

const categoryCounts = (em: Em) =>
  runCompiled(em, ['category counts'], () =>
    catalogue(em)
      .selectFrom('course_category_counts')
      .select(['category', 'count'])
      .where('count', '>', 0)
      .orderBy('category'),
  );

/** A first page with its count and facets, as the client's catalogue query asks for it: two statements at once. */
export async function catalogueFirstPage(scope: RequestScope, args: CourseListArgs) {
  const page = await listCourses(scope, args, { withTally: true });
  return { ...page, ...(await page.tally()) };
}

/** Public; NOT_FOUND for an unknown or malformed id, and for a DRAFT unless the viewer is an ADMIN. */
export async function getCourse({ em, deps, viewer }: RequestScope, id: string): Promise<CourseSummary> {
  const course = await findCourseSummary(em, deps.storage, knownId(id, 'Course'));
  if (!course || (course.status === 'DRAFT' && !seesDrafts(viewer))) throw notFound('Course');
  return course;
}

/**
 * The categories with courses the viewer sees, sorted, for the catalogue's filter: the PUBLISHED counts' for
 * everyone, the courses' own for an ADMIN (drafts included). Public.
 */
export async function listCategories(scope: RequestScope): Promise<string[]> {
  const rows = seesDrafts(scope.viewer)
    ? (await catalogTally(scope, catalogFilter({}, scope.viewer))).facets
    : await categoryCounts(scope.em);
  return rows.map((row) => row.category);
}
