import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../../components/ui/skeletons';
import { type RecentPaymentRef, RecentPaymentsTable } from './RecentPaymentsTable';

interface RecentPaymentsProps {
  /** The latest payments, the pages loaded so far; undefined until the first answer. */
  payments: readonly RecentPaymentRef[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Whether older payments follow the ones shown. */
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onLoadMore: () => void;
}

/**
 * The Recent payments panel of the dashboard. It loads on its own (RecentPaymentsQuery), so it shows its own
 * loading and failure states while the rest of the page is already there. Older payments come a page at a time with
 * 'Load more'.
 */
export function RecentPayments(props: RecentPaymentsProps) {
  const { t } = useTranslation(['admin', 'common', 'payments']);
  const { payments, loading, failed, onRetry, hasMore, loadingMore, moreFailed, onLoadMore } = props;
  return (
    <Card.Root as="section" aria-labelledby="recent-payments-heading" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="recent-payments-heading">
          {t('recentPayments.heading')}
        </Heading>
      </Card.Header>
      <Card.Body gap="4" aria-busy={loading || loadingMore}>
        {failed && !loading ? (
          <Stack align="center" gap="3" py="2" textAlign="center">
            <Text role="alert" color="fg.error">
              {t('recentPayments.failed')}
            </Text>
            <Button colorPalette="brand" onClick={onRetry}>
              {t('common:tryAgain')}
            </Button>
          </Stack>
        ) : null}
        {payments?.length ? (
          <RecentPaymentsTable payments={payments} />
        ) : payments ? (
          <Text color="fg.muted" role="status">
            {t('recentPayments.none')}
          </Text>
        ) : loading ? (
          <ListSkeleton label={t('recentPayments.loading')} rows={3} />
        ) : null}
        {moreFailed ? (
          <Text role="alert" color="fg.error" textAlign="center">
            {t('payments:loadMoreFailed')}
          </Text>
        ) : null}
        {payments?.length && hasMore ? (
          <Button
            alignSelf="center"
            colorPalette="brand"
            variant="outline"
            loading={loadingMore}
            onClick={onLoadMore}
            aria-label={t('recentPayments.loadMore')}
          >
            {t('payments:loadMore')}
          </Button>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
