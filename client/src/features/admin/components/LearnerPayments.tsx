import { useQuery } from '@apollo/client/react';
import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../components/format/formatDate';
import { paymentStatusLabel } from '../../../components/format/paymentStatus';
import { refundReasonText } from '../../../components/format/refunds';
import { useLoadMore } from '../../../components/hooks/useLoadMore';
import { LinesSkeleton } from '../../../components/ui/screen-skeletons';
import { graphql } from '../../../gql';
import { receiptPath } from '../../receipts/receiptPath';

/** How many of a learner's payments each page brings. */
export const LEARNER_PAYMENTS_PAGE_SIZE = 10;

export const learnerPaymentsTexts = {
  loading: 'Loading payments',
  none: 'No payments yet.',
  loadFailed: 'Failed to get payment records',
  loadMoreFailed: 'Failed to load more payments',
} as const;

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
  const { t } = useTranslation('receipts');
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
          {learnerPaymentsTexts.loadFailed}
        </Text>
      );
    return loading ? <LinesSkeleton label={learnerPaymentsTexts.loading} lines={2} /> : null;
  }
  if (!page.edges.length) return <Text color="fg.muted">{learnerPaymentsTexts.none}</Text>;
  return (
    <Stack gap="2" align="start" aria-busy={more.loadingMore}>
      <Stack as="ul" gap="2" listStyleType="none">
        {page.edges.map(({ node: payment }) => (
          <li key={payment.id}>
            <Stack direction="row" gap="2" align="center" wrap="wrap">
              <Text>{formatDate(payment.paidAt)}</Text>
              <Text fontWeight="medium">{payment.formattedAmount}</Text>
              <Badge colorPalette={payment.status === 'paid' ? 'green' : 'gray'}>
                {paymentStatusLabel(payment.status)}
              </Badge>
              <Link asChild colorPalette="brand" fontSize="sm">
                <RouterLink
                  to={receiptPath(payment.id)}
                  aria-label={t('learnerLinkLabel', { date: formatDate(payment.paidAt), learner: learnerName })}
                >
                  {t('link')}
                </RouterLink>
              </Link>
            </Stack>
            {payment.refunded && refundReasonText(payment.refundReason) ? (
              <Text fontSize="xs" color="fg.muted">
                {refundReasonText(payment.refundReason)}
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
      {more.moreFailed ? (
        <Text role="alert" color="fg.error">
          {learnerPaymentsTexts.loadMoreFailed}
        </Text>
      ) : null}
      {page.pageInfo.hasNextPage ? (
        <Button
          size="xs"
          variant="outline"
          loading={more.loadingMore}
          onClick={() => void more.loadMore(page.pageInfo.endCursor)}
          aria-label={`Load more payments of ${learnerName}`}
        >
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
