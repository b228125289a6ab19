import { useQuery } from '@apollo/client/react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiBell } from 'react-icons/fi';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageIntro } from '../../../../components/ui/page-intro';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { ListSkeleton } from '../../../../components/ui/skeletons';
import { InboxItemRow } from '../components/InboxItemRow';
import { InboxPageQuery } from '../inboxDocuments';
import { useMarkInboxRead } from '../useMarkInboxRead';

/**
 * /inbox: what the learner was told, newest first: answers to their questions, new lectures in the courses they
 * follow, their certificates. Opening an item marks it read; 'Mark all as read' marks the rest. Older items come with
 * 'Load more'.
 */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  const { data, error, refetch, fetchMore } = useQuery(InboxPageQuery, { fetchPolicy: 'cache-and-network' });
  const [markRead, marking] = useMarkInboxRead();
  const [loadingMore, setLoadingMore] = useState(false);
  const inbox = data?.inbox;
  const unread = data?.inboxUnreadCount ?? 0;

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: inbox?.pageInfo.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      <PageIntro heading={t('heading')} intro={t('lede')} />
      {error && !data ? (
        <RetryNotice message={t('failed')} onRetry={() => refetch()} py="10" />
      ) : !inbox ? (
        <ListSkeleton label={t('loading')} rows={4} />
      ) : inbox.edges.length === 0 ? (
        <EmptyState icon={<FiBell />} title={t('emptyTitle')} description={t('emptyBody')} />
      ) : (
        <Stack gap="4">
          <Flex align="center" justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="semibold" aria-live="polite">
              {unread ? t('unreadCount', { count: unread }) : t('allRead')}
            </Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              disabled={unread === 0}
              loading={marking.loading}
              onClick={() => void markRead().catch(() => undefined)}
            >
              {t('markAllRead')}
            </Button>
          </Flex>
          {marking.error ? (
            <Text role="alert" color="fg.error">
              {t('markFailed')}
            </Text>
          ) : null}
          <Stack as="ul" aria-label={t('listLabel')} gap="1" listStyleType="none">
            {inbox.edges.map(({ node }) => (
              <InboxItemRow key={node.id} item={node} onOpen={(id) => void markRead([id]).catch(() => undefined)} />
            ))}
          </Stack>
          {inbox.pageInfo.hasNextPage ? (
            <Button alignSelf="center" variant="outline" loading={loadingMore} onClick={() => void loadMore()}>
              {t('loadMore')}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
