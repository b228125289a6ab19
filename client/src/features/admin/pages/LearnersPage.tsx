import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParamsNow, useUrlSearch } from '../../../components/hooks/useUrlSearch';
import { SearchField } from '../../../components/ui/filter-field';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryNotice } from '../../../components/ui/retry-notice';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../shared/errors';
import { LearnersTable } from '../components/LearnersTable';
import { learnerCountText } from '../learnerFormat';

/** Learners per page (the server's default page size). */
export const LEARNERS_PAGE_SIZE = 24;
/** How long the search box waits for typing to stop before asking the server. */
export const LEARNER_SEARCH_DEBOUNCE_MS = 300;

/** A page of accounts, newest first, with everything the table and each row's details show. */
export const LearnersPageQuery = graphql(`
  query LearnersPageQuery($search: String, $first: Int, $after: String) {
    users(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        ...LoadMore_pageInfo @unmask
      }
      edges {
        cursor
        node {
          id
          ...LearnersTable_user
        }
      }
    }
  }
`);

/**
 * /admin/learners (ADMIN): every account, newest first, searchable by name or email (the search is in the URL), a
 * page at a time with 'Load more' (the server's cursor), each row opening the learner's payments and progress.
 */
export function LearnersPage() {
  const { t } = useTranslation('admin');
  const { text, onText, search } = useUrlSearch(LEARNER_SEARCH_DEBOUNCE_MS, useSearchParamsNow());
  const [moreFailed, setMoreFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(LearnersPageQuery, {
    variables: { search: search || null, first: LEARNERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const users = (data ?? previousData)?.users;

  const loadMore = async () => {
    if (!users?.pageInfo.endCursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { after: users.pageInfo.endCursor },
        updateQuery: (shown, { fetchMoreResult }) => ({
          users: { ...fetchMoreResult.users, edges: [...shown.users.edges, ...fetchMoreResult.users.edges] },
        }),
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="6" maxW="7xl" mx="auto" w="full">
      <PageHeading>{t('learners.heading')}</PageHeading>
      <Stack role="search" w="full" maxW="xl" mx="auto">
        <SearchField
          label={t('learners.search')}
          placeholder={t('learners.searchPlaceholder')}
          value={text}
          onSearch={onText}
        />
      </Stack>
      <Text role="status" aria-live="polite" textAlign="center" color="fg.muted">
        {/* From this search's own answer: the rows of the previous one stay shown (busy) until it comes. */}
        {data ? learnerCountText(t, data.users.edges.length, data.users.totalCount, search) : ''}
      </Text>
      {!users ? (
        loading ? (
          <ListSkeleton label={t('learners.loading')} rows={8} />
        ) : error ? (
          <RetryNotice py="6" message={errorMessage(error, t('learners.loadFailed'))} onRetry={refetch} />
        ) : null
      ) : users.edges.length ? (
        <Stack gap="4" aria-busy={loading || loadingMore}>
          <LearnersTable learners={users.edges.map((edge) => edge.node)} />
          {moreFailed ? (
            <Text role="alert" color="fg.error" textAlign="center">
              {t('learners.loadMoreFailed')}
            </Text>
          ) : null}
          {users.pageInfo.hasNextPage ? (
            <Button alignSelf="center" colorPalette="brand" loading={loadingMore} onClick={() => void loadMore()}>
              {t('loadMore')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
