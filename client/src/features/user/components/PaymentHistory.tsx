import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useId } from 'react';
import { formatDate } from '../../../components/format/formatDate';
import { paymentStatusLabel } from '../../../components/format/paymentStatus';
import { refundReasonText } from '../../../components/format/refunds';
import { graphql } from '../../../gql';
import type { PaymentHistory_PaymentFragment as Payment } from '../../../gql/graphql';

export const PaymentHistoryFragment = graphql(`
  fragment PaymentHistory_payment on PaymentRecord {
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
  <Text as="span" display="block" fontSize="xs" color="gray.700">
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
      <Table.Cell>{paymentStatusLabel(payment.status)}</Table.Cell>
      <Table.Cell>
        <Refunded payment={payment} />
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The user's own payments, newest first: date, amount, status and whether it was refunded, when and why (a refund
 * the server made on its own, for a second payment, says so), or an empty state.
 */
export function PaymentHistory({ payments }: { payments: readonly PaymentRef[] }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" width="full">
      <Heading as="h2" id={headingId} size="lg">
        Payment history
      </Heading>
      {payments.length === 0 ? (
        <Text color="gray.700">You have not made any payments yet.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="md">
          <Table.Root recipe={tableSlotRecipe} size="sm" aria-labelledby={headingId}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Refunded</Table.ColumnHeader>
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
    </Stack>
  );
}
