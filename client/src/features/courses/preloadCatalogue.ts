import type { ApolloClient } from '@apollo/client';
import { CourseCatalogQuery } from './documents';

/** The catalogue's unfiltered variables: what /courses shows first. */
export const ALL_COURSES = { search: null, category: null };

/**
 * Starts the unfiltered catalogue query from the /courses route loader, in parallel with the page's chunk instead of
 * after it. The page's own query (cache-and-network, same variables) joins the request in flight or, if it has
 * already answered, shows its result at once while refreshing it, so the loading and success notices are unchanged.
 * Failures are the page's to report.
 */
export function preloadCatalogue(client: ApolloClient) {
  client
    .query({ query: CourseCatalogQuery, variables: ALL_COURSES, fetchPolicy: 'network-only' })
    .then(({ data }) => warmImage(data?.courses[0]?.thumbnailUrl))
    .catch(() => undefined);
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
