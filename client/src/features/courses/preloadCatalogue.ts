import type { ApolloClient, Unmasked } from '@apollo/client';
import { CATALOGUE_DATA_ELEMENT_ID } from '@coursehub/shared';
import type { CourseCatalogQueryQuery } from '../../gql/graphql';
import { CourseCatalogQuery } from './documents';

/** The catalogue's unfiltered variables: what /courses shows first. */
export const ALL_COURSES = { search: null, category: null };

/**
 * Readies the unfiltered catalogue for /courses while the page's chunk loads. When the page's HTML carries the
 * catalogue (the server inlines it, with its first thumbnail preloaded), it goes straight into the cache, once.
 * Otherwise the query starts now instead of after the chunk. Either way the page's own query (cache-and-network, same
 * variables) shows what is there at once, joins or makes the request, and raises the loading and success notices as
 * before. Failures are the page's to report: the returned promise (for tests) always resolves.
 */
export async function preloadCatalogue(client: ApolloClient): Promise<void> {
  if (seedFromPage(client)) return;
  await client
    .query({ query: CourseCatalogQuery, variables: ALL_COURSES, fetchPolicy: 'network-only' })
    // The answer is masked (the cards read their own fields); the cache holds them all.
    .then(() =>
      warmImage(client.readQuery({ query: CourseCatalogQuery, variables: ALL_COURSES })?.courses[0]?.thumbnailUrl),
    )
    .catch(() => undefined);
}

/** Writes the catalogue the HTML carries into the cache and drops the element: a later visit asks the server. */
function seedFromPage(client: ApolloClient): boolean {
  const element = document.getElementById(CATALOGUE_DATA_ELEMENT_ID);
  if (!element) return false;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Unmasked<CourseCatalogQueryQuery>;
    client.writeQuery({ query: CourseCatalogQuery, variables: ALL_COURSES, data });
    return true;
  } catch {
    return false;
  }
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
