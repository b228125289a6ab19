import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiAlertTriangle } from 'react-icons/fi';
import { DataTable } from '../../../../components/DataTable';
import { isRefundReason } from '../../../../components/format/refunds';
import { graphql } from '../../../../gql';
import type { RecentPaymentsTable_PaymentFragment as Payment } from '../../../../gql/graphql';
import { useFormat } from '../../../../i18n/format';

/** A row of the Recent payments panel: who paid, when, how much, and whether and why it was refunded. */
export const RecentPaymentsTableFragment = graphql(`
  fragment RecentPaymentsTable_payment on Payment {
    id
    paidAt
    formattedAmount
    status
    refunded
    refundReason
    customer {
      id
      fullName
      email
    }
  }
`);

/** A payment as the dashboard's query gives it: its id (the key) and this table's fragment. */
export type RecentPaymentRef = FragmentType<typeof RecentPaymentsTableFragment> & { id: string };

/**
 * Paid, Refunded or Disputed; a refund says why. One the server made on its own (a second payment from a learner
 * already subscribed, or a card the issuer warned of fraud) carries a warning badge: money came in and went back out
 * without anyone asking, worth a look. A dispute is red: the bank took the money back and access ended.
 * Orange is a shade-only palette here (see the Chakra system), hence the explicit colours (7:1 contrast).
 */
const STATUS_PALETTES: Record<string, string> = { paid: 'green', disputed: 'red' };
const WARNINGS = ['duplicate', 'fraud'] as const;
const isWarning = (reason: string | null | undefined): reason is (typeof WARNINGS)[number] =>
  WARNINGS.some((warning) => warning === reason);
const isStatus = (status: string): status is 'paid' | 'refunded' | 'disputed' =>
  ['paid', 'refunded', 'disputed'].includes(status);

function PaymentStatus({ payment }: { payment: Payment }) {
  const { t } = useTranslation(['admin', 'payments']);
  const disputed = payment.status === 'disputed';
  const { refundReason } = payment;
  const reason = disputed
    ? t('payments:disputed')
    : payment.refunded && isRefundReason(refundReason)
      ? t(`payments:refundReason.${refundReason}`)
      : null;
  const warning = isWarning(refundReason) ? t(`recentPayments.warning.${refundReason}`) : undefined;
  return (
    <Stack gap="1" align="start">
      <Stack direction="row" gap="2" wrap="wrap">
        <Badge colorPalette={STATUS_PALETTES[payment.status] ?? 'gray'}>
          {isStatus(payment.status) ? t(`payments:status.${payment.status}`) : payment.status}
        </Badge>
        {warning ? (
          <Badge bg="bg.warning" color="fg.warning">
            <FiAlertTriangle aria-hidden /> {warning}
          </Badge>
        ) : null}
      </Stack>
      {reason ? (
        <Text fontSize="xs" color="fg.muted">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}

function PaymentRow({ payment: ref }: { payment: RecentPaymentRef }) {
  const { t } = useTranslation('admin');
  const { date } = useFormat();
  const { data: payment, complete } = useFragment({ fragment: RecentPaymentsTableFragment, from: ref });
  if (!complete) return null;
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{date(payment.paidAt)}</Table.Cell>
      <Table.Cell>
        {payment.customer ? (
          <>
            <Text fontWeight="medium">{payment.customer.fullName}</Text>
            <Text fontSize="xs" color="fg.muted">
              {payment.customer.email}
            </Text>
          </>
        ) : (
          // A closed account's payments stay in the books without their payer.
          <Text color="fg.muted">{t('recentPayments.closedAccount')}</Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {payment.formattedAmount}
      </Table.Cell>
      <Table.Cell minW="56">
        <PaymentStatus payment={payment} />
      </Table.Cell>
    </Table.Row>
  );
}

/** The latest payments, newest first: date, learner (name and email), amount and status. */
export function RecentPaymentsTable({ payments }: { payments: readonly RecentPaymentRef[] }) {
  const { t } = useTranslation('admin');
  const columns = [
    t('recentPayments.columns.date'),
    t('recentPayments.columns.learner'),
    t('recentPayments.columns.amount'),
    t('recentPayments.columns.status'),
  ];
  return (
    <DataTable
      caption={t('recentPayments.heading')}
      columns={columns}
      headerProps={(column) => (column === columns[2] ? { textAlign: 'end' } : undefined)}
    >
      {payments.map((payment) => (
        <PaymentRow key={payment.id} payment={payment} />
      ))}
    </DataTable>
  );
}
