import { useCallback, useState } from 'react';
import { graphql } from '../../gql';

/**
 * What 'Load more' reads of a connection's page: whether there is a next page, and the cursor to ask for it after.
 * Spread `@unmask` under `pageInfo`, so the page that owns the query reads both fields.
 */
export const LoadMorePageInfoFragment = graphql(`
  fragment LoadMore_pageInfo on PageInfo {
    hasNextPage
    endCursor
  }
`);

/**
 * 'Load more' of a Relay connection whose pages the cache appends (the type policies' relayStylePagination):
 * `loadMore(after)` asks for the page after that cursor; `loadingMore` while it is on its way, `moreFailed` when it
 * did not come (the rows already shown stay, and the button can be pressed again).
 */
export function useLoadMore(fetchPage: (after: string) => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const loadMore = useCallback(
    async (after: string | null | undefined) => {
      if (!after) return;
      setLoadingMore(true);
      setMoreFailed(false);
      try {
        await fetchPage(after);
      } catch {
        setMoreFailed(true);
      } finally {
        setLoadingMore(false);
      }
    },
    [fetchPage],
  );
  return { loadMore, loadingMore, moreFailed };
}
