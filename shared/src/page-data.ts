/**
 * What the server inlines in a landing page's HTML for an anonymous visitor: the answers to the page's first queries,
 * run as the client's own documents with the page's variables, so the app's first render already has them (no
 * request to wait for, and no second, unsliced render when they arrive). The client writes each answer into its
 * Apollo cache under the same operation and variables; a test on each side holds its documents to these names.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** How many cards each row of the home page shows (its featured and newest rows). */
export const HOME_ROW_SIZE = 4;

/** The operations each page's HTML answers, by path; the variables come from `pageDataVariables`. */
export const PAGE_DATA_OPERATIONS: Readonly<Record<string, readonly string[]>> = {
  '/': ['HomeSectionsQuery'],
  '/course/description': [
    'CourseDescriptionPageQuery',
    'CourseSalesDetailsQuery',
    'CoursePlanCardQuery',
    'CourseCurriculumQuery',
    'CourseItemsQuery',
    'CoursePathsQuery',
  ],
};

/**
 * The variables a page's operations may declare, from its address: each operation gets those it declares. Null when
 * the address names no page data (a course page without an id).
 */
export function pageDataVariables(path: string, read: (name: string) => unknown): Record<string, unknown> | null {
  if (path === '/') return { rowSize: HOME_ROW_SIZE, newestSize: HOME_ROW_SIZE * 2 };
  if (path === '/course/description') {
    const id = read('id');
    return typeof id === 'string' && id ? { id } : null;
  }
  return null;
}

/** One inlined answer, as the element's JSON array holds it. */
export interface InlinedOperation {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}
