import { canonicalLanguage } from './languages';

/**
 * The course fields a catalogue card shows: the client's `CourseCard_course` fragment selects exactly these, and the
 * server inlines them in /courses's HTML as that query's answer (a test on each side holds them to this list).
 */
export const CATALOGUE_CARD_FIELDS = [
  'id',
  'title',
  'description',
  'category',
  'createdBy',
  'thumbnailUrl',
  'numberOfLectures',
  'totalDurationSeconds',
  'status',
  'language',
] as const;

/** The id of the `<script type="application/json">` element that carries the inlined catalogue. */
export const CATALOGUE_DATA_ELEMENT_ID = 'catalogue-data';

/** The catalogue's orders as the GraphQL `CourseSort` enum names them. */
export const CATALOGUE_SORTS = ['NEWEST', 'TITLE', 'MOST_LECTURES', 'RELEVANCE'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The variables of the client's `CourseCatalogQuery` for one /courses address. */
export interface CatalogueVariables {
  search: string | null;
  category: string | null;
  sort: CatalogueSort | null;
  /** A BCP 47 tag, canonical: the courses taught in it or with an audio track in it. */
  language: string | null;
  /** A BCP 47 tag, canonical: the courses with captions in it. */
  captionLanguage: string | null;
}

/**
 * /courses's query string (`?search=react&category=Design&sort=title&language=hi&captionLanguage=en`) as the
 * catalogue query's variables: the client asks with them, and the server inlines that very answer in the page's HTML,
 * so both read the address here. `read` gives a parameter's value (`(name) => params.get(name)` in the browser,
 * `(name) => req.query[name]` in express); blanks, repeated parameters (an array), unknown sorts and languages that
 * are no BCP 47 tag count as absent, and a language is spelt canonically (`HI` is `hi`), so one filter is one answer.
 */
export function catalogueVariables(read: (name: string) => unknown): CatalogueVariables {
  const param = (name: string) => {
    const value = read(name);
    return typeof value === 'string' ? value.trim() || null : null;
  };
  const language = (name: string) => {
    const value = param(name);
    return (value && canonicalLanguage(value)) ?? null;
  };
  const sort = param('sort')?.toUpperCase().replaceAll('-', '_');
  return {
    search: param('search'),
    category: param('category'),
    sort: CATALOGUE_SORTS.find((each) => each === sort) ?? null,
    language: language('language'),
    captionLanguage: language('captionLanguage'),
  };
}

/** The `sort` parameter of a /courses address for an order (`most-lectures`); null for the default. */
export const sortParam = (sort: CatalogueSort | null) => (sort ? sort.toLowerCase().replaceAll('_', '-') : null);
