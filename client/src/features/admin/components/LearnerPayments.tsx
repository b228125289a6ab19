import { useQuery } from '@apollo/client/react';
import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isRefundReason } from '../../../components/format/refunds';
import { useLoadMore } from '../../../components/hooks/useLoadMore';
import { LinesSkeleton } from '../../../components/ui/screen-skeletons';
import { graphql } from '../../../gql';
import { useFormat } from '../../../i18n/format';
import { receiptPath } from '../../commerce/receipts/receiptPath';

/** How many of a learner's payments each page brings. */
export const LEARNER_PAYMENTS_PAGE_SIZE = 10;

/** One learner's payments, newest first, a page at a time; the cache appends each next page (type policies). */
export const LearnerPaymentsQuery = graphql(`
  query LearnerPaymentsQuery($learnerId: ID!, $first: Int!, $after: String) {
    payments(learnerId: $learnerId, first: $first, after: $after) {
      pageInfo {
        ...LoadMore_pageInfo @unmask
      }
      edges {
        cursor
        node {
          id
          paidAt
          formattedAmount
          status
          refunded
          refundReason
        }
      }
    }
  }
`);

const isPaymentStatus = (status: string): status is 'paid' | 'refunded' | 'disputed' =>
  ['paid', 'refunded', 'disputed'].includes(status);

interface LearnerPaymentsProps {
  learnerId: string;
  /** Whose payments: each open learner's details has its button, so each says whose. */
  learnerName: string;
}

/**
 * A learner's payments, newest first: asked for when the details open (a connection inside the learners page's
 * would be too deep a query), then 'Load more' for older ones.
 */
export function LearnerPayments({ learnerId, learnerName }: LearnerPaymentsProps) {
  const { t } = useTranslation(['admin', 'payments', 'receipts']);
  const { date } = useFormat();
  const { data, loading, error, fetchMore } = useQuery(LearnerPaymentsQuery, {
    variables: { learnerId, first: LEARNER_PAYMENTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore((after) => fetchMore({ variables: { after } }));
  const page = data?.payments;
  if (!page) {
    if (error)
      return (
        <Text role="alert" color="fg.error">
          {t('learners.paymentsFailed')}
        </Text>
      );
    return loading ? <LinesSkeleton label={t('learners.paymentsLoading')} lines={2} /> : null;
  }
  if (!page.edges.length) return <Text color="fg.muted">{t('recentPayments.none')}</Text>;
  return (
    <Stack gap="2" align="start" aria-busy={more.loadingMore}>
      <Stack as="ul" gap="2" listStyleType="none">
        {page.edges.map(({ node: payment }) => (
          <li key={payment.id}>
            <Stack direction="row" gap="2" align="center" wrap="wrap">
              <Text>{date(payment.paidAt)}</Text>
              <Text fontWeight="medium">{payment.formattedAmount}</Text>
              <Badge colorPalette={payment.status === 'paid' ? 'green' : 'gray'}>
                {isPaymentStatus(payment.status) ? t(`payments:status.${payment.status}`) : payment.status}
              </Badge>
              <Link asChild colorPalette="brand" fontSize="sm">
                <RouterLink
                  to={receiptPath(payment.id)}
                  aria-label={t('receipts:learnerLinkLabel', { date: date(payment.paidAt), learner: learnerName })}
                >
                  {t('receipts:link')}
                </RouterLink>
              </Link>
            </Stack>
            {payment.refunded && isRefundReason(payment.refundReason) ? (
              <Text fontSize="xs" color="fg.muted">
                {t(`payments:refundReason.${payment.refundReason}`)}
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
      {more.moreFailed ? (
        <Text role="alert" color="fg.error">
          {t('payments:loadMoreFailed')}
        </Text>
      ) : null}
      {page.pageInfo.hasNextPage ? (
        <Button
          size="xs"
          variant="outline"
          loading={more.loadingMore}
          onClick={() => void more.loadMore(page.pageInfo.endCursor)}
          aria-label={t('learners.loadMorePayments', { name: learnerName })}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
