import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Button, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../components/format/formatDate';
import { DISPUTED_TEXT, paymentStatusLabel } from '../../../components/format/paymentStatus';
import { refundReasonText } from '../../../components/format/refunds';
import { graphql } from '../../../gql';
import type { PaymentHistory_PaymentFragment as Payment } from '../../../gql/graphql';
import { RECEIPT_TEXTS, receiptPath } from '../../receipts/receiptTexts';

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

/** 'Yes' or 'No'; a refund adds its date and, when known, why it was made. */
function Refunded({ payment }: { payment: Payment }) {
  if (!payment.refunded) return 'No';
  const reason = refundReasonText(payment.refundReason);
  return (
    <>
      Yes
      {payment.refundedAt ? <Note>on {formatDate(payment.refundedAt)}</Note> : null}
      {reason ? <Note>{reason}</Note> : null}
    </>
  );
}

const Note = ({ children }: { children: ReactNode }) => (
  <Text as="span" display="block" fontSize="xs" color="fg.muted">
    {children}
  </Text>
);

function PaymentRow({ payment: ref }: { payment: PaymentRef }) {
  const { data: payment, complete } = useFragment({ fragment: PaymentHistoryFragment, from: ref });
  if (!complete) return null;
  return (
    <Table.Row>
      <Table.Cell>{formatDate(payment.paidAt)}</Table.Cell>
      <Table.Cell textAlign="end">{payment.formattedAmount}</Table.Cell>
      <Table.Cell>
        {paymentStatusLabel(payment.status)}
        {payment.status === 'disputed' ? <Note>{DISPUTED_TEXT}</Note> : null}
      </Table.Cell>
      <Table.Cell>
        <Refunded payment={payment} />
      </Table.Cell>
      <Table.Cell>
        <Link asChild colorPalette="brand" _print={{ display: 'none' }}>
          <RouterLink to={receiptPath(payment.id)} aria-label={RECEIPT_TEXTS.linkLabel(formatDate(payment.paidAt))}>
            {RECEIPT_TEXTS.link}
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
export const paymentHistoryTexts = {
  loadMoreFailed: 'Failed to load more payments',
} as const;

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
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" width="full">
      <Heading as="h2" id={headingId} size="lg">
        Payment history
      </Heading>
      {payments.length === 0 ? (
        <Text color="fg.muted">You have not made any payments yet.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
          <Table.Root recipe={tableSlotRecipe} size="sm" aria-labelledby={headingId}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Refunded</Table.ColumnHeader>
                <Table.ColumnHeader>{RECEIPT_TEXTS.title}</Table.ColumnHeader>
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
          {paymentHistoryTexts.loadMoreFailed}
        </Text>
      ) : null}
      {hasMore && payments.length ? (
        <Button alignSelf="center" colorPalette="brand" variant="outline" loading={loadingMore} onClick={onLoadMore}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
