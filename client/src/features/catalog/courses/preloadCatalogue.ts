import type { ApolloClient, Unmasked } from '@apollo/client';
import { CATALOGUE_DATA_ELEMENT_ID, type CatalogueVariables, catalogueVariables } from '@coursehub/shared';
import type { CourseCatalogQueryQuery } from '../../../gql/graphql';
import { CATALOGUE_PAGE_SIZE, CourseCatalogQuery } from './documents';

/** The catalogue query's variables for the first page of a search, filters and sort. */
export const firstPageVariables = (variables: CatalogueVariables) => ({ ...variables, first: CATALOGUE_PAGE_SIZE });

/** The catalogue's unfiltered first page: what /courses shows without a search, filter or sort. */
export const ALL_COURSES = firstPageVariables({
  search: null,
  category: null,
  sort: null,
  language: null,
  captionLanguage: null,
});

/** The first page the current address shows (/courses?search=react&category=Design&sort=title&language=hi). */
const addressVariables = () => {
  const params = new URLSearchParams(window.location.search);
  return firstPageVariables(catalogueVariables((name) => params.get(name)));
};

/**
 * Readies /courses's first page for the current address while the page's chunk loads. When the page's HTML carries it
 * (the server inlines the first page for the address, with its first thumbnail preloaded), it goes straight into the
 * cache, once. Otherwise the query starts now instead of after the chunk. Either way the page's own query
 * (cache-and-network, same variables) shows what is there at once, joins or makes the request, and raises the loading
 * and success notices as before. Failures are the page's to report: the returned promise (for tests) always resolves.
 */
export async function preloadCatalogue(client: ApolloClient): Promise<void> {
  if (seedFromPage(client)) return;
  const variables = addressVariables();
  await client
    .query({ query: CourseCatalogQuery, variables, fetchPolicy: 'network-only' })
    // The answer is masked (the cards read their own fields); the cache holds them all.
    .then(() =>
      warmImage(client.readQuery({ query: CourseCatalogQuery, variables })?.courses.edges[0]?.node.thumbnailUrl),
    )
    .catch(() => undefined);
}

/** The catalogue's first page as the HTML carries it (server/src/http/client-shell.ts, catalogueHead). */
export interface InlinedCataloguePage {
  variables?: Record<string, unknown>;
  data?: Unmasked<CourseCatalogQueryQuery>;
}

/**
 * Writes the first page the HTML carries into the cache under its variables, read as the address's, and drops the
 * element: a later visit asks the server. False when it is not a whole page of the catalogue.
 */
function seedFromPage(client: ApolloClient): boolean {
  const element = document.getElementById(CATALOGUE_DATA_ELEMENT_ID);
  if (!element) return false;
  element.remove();
  try {
    return writeCataloguePage(client, JSON.parse(element.textContent) as InlinedCataloguePage);
  } catch {
    return false;
  }
}

/** Writes an inlined first page into the cache (here, and in the server's render, ssr.tsx); whether it is whole. */
export function writeCataloguePage(client: ApolloClient, inlined: InlinedCataloguePage): boolean {
  if (!Array.isArray(inlined.data?.courses.edges)) return false;
  const variables = firstPageVariables(catalogueVariables((name) => inlined.variables?.[name]));
  client.writeQuery({ query: CourseCatalogQuery, variables, data: inlined.data });
  return client.readQuery({ query: CourseCatalogQuery, variables }) !== null;
}

/**
 * The first card's thumbnail is the page's largest paint: its download starts with the answer, not once the page
 * has rendered the cards. The card's <img> (same URL, eager, high priority) then finds it in the memory cache.
 */
function warmImage(url: string | undefined) {
  if (!url) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
