import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Button, Link, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paymentStatusLabel } from '../../../../components/format/paymentStatus';
import { isRefundReason } from '../../../../components/format/refunds';
import { ProfileSection } from '../../../../components/ui/profile-section';
import { graphql } from '../../../../gql';
import type { PaymentHistory_PaymentFragment as Payment } from '../../../../gql/graphql';
import { useFormat } from '../../../../i18n/format';
import { receiptPath } from '../receiptPath';

export const PaymentHistoryFragment = graphql(`
  fragment PaymentHistory_payment on Payment {
    id
    formattedAmount
    status
    paidAt
    refunded
    refundedAt
    refundReason
  }
`);

/** A payment as the profile's query gives it: its id (the key) and this history's fragment. */
type PaymentRef = FragmentType<typeof PaymentHistoryFragment> & { id: string };

const STATUSES = ['paid', 'refunded', 'disputed'] as const;
const isKnownStatus = (status: string): status is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(status);

/** 'Yes' or 'No'; a refund adds its date and, when known, why it was made. */
function Refunded({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  if (!payment.refunded) return t('no');
  return (
    <>
      {t('yes')}
      {payment.refundedAt ? <Note>{t('refundedOn', { date: format.date(payment.refundedAt) })}</Note> : null}
      {isRefundReason(payment.refundReason) ? <Note>{t(`refundReason.${payment.refundReason}`)}</Note> : null}
    </>
  );
}

const Note = ({ children }: { children: ReactNode }) => (
  <Text as="span" display="block" fontSize="xs" color="fg.muted">
    {children}
  </Text>
);

function PaymentRow({ payment: ref }: { payment: PaymentRef }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { data: payment, complete } = useFragment({ fragment: PaymentHistoryFragment, from: ref });
  if (!complete) return null;
  const paidOn = format.date(payment.paidAt);
  return (
    <Table.Row>
      <Table.Cell>{paidOn}</Table.Cell>
      <Table.Cell textAlign="end">{payment.formattedAmount}</Table.Cell>
      <Table.Cell>
        {isKnownStatus(payment.status) ? t(`status.${payment.status}`) : paymentStatusLabel(payment.status)}
        {payment.status === 'disputed' ? <Note>{t('disputed')}</Note> : null}
      </Table.Cell>
      <Table.Cell>
        <Refunded payment={payment} />
      </Table.Cell>
      <Table.Cell>
        <Link asChild colorPalette="brand" _print={{ display: 'none' }}>
          <RouterLink to={receiptPath(payment.id)} aria-label={t('receiptFor', { date: paidOn })}>
            {t('receipt')}
          </RouterLink>
        </Link>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The user's own payments, newest first: date, amount, status and whether it was refunded, when and why (a refund
 * the server made on its own, for a second payment, says so), and a link to its receipt, or an empty state; older ones
 * a page at a time.
 */
interface PaymentHistoryProps {
  /** The pages loaded so far. */
  payments: readonly PaymentRef[];
  /** Whether older payments follow: a 'Load more' button asks for them. */
  hasMore?: boolean;
  loadingMore?: boolean;
  moreFailed?: boolean;
  onLoadMore?: () => void;
}

export function PaymentHistory({ payments, hasMore, loadingMore, moreFailed, onLoadMore }: PaymentHistoryProps) {
  const { t } = useTranslation('payments');
  const headingId = useId();
  return (
    <ProfileSection headingId={headingId} heading={t('heading')}>
      {payments.length === 0 ? (
        <Text color="fg.muted">{t('none')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
          <Table.Root recipe={tableSlotRecipe} size="sm" aria-labelledby={headingId}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('columns.date')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.refunded')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.receipt')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {payments.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {moreFailed ? (
        <Text role="alert" color="fg.error">
          {t('loadMoreFailed')}
        </Text>
      ) : null}
      {hasMore && payments.length ? (
        <Button alignSelf="center" colorPalette="brand" variant="outline" loading={loadingMore} onClick={onLoadMore}>
          {t('loadMore')}
        </Button>
      ) : null}
    </ProfileSection>
  );
}
