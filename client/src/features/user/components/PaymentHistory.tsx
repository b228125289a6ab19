import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useId } from 'react';
import { graphql } from '../../../gql';
import type { PaymentHistory_PaymentFragment } from '../../../gql/graphql';
import { formatDate } from '../../checkout/money';
import { refundReasonText } from '../../checkout/refunds';

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

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** 'Yes' or 'No'; a refund adds its date and, when known, why it was made. */
function Refunded({ payment }: { payment: PaymentHistory_PaymentFragment }) {
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

/**
 * The user's own payments, newest first: date, amount, status and whether it was refunded, when and why (a refund
 * the server made on its own, for a second payment, says so), or an empty state.
 */
export function PaymentHistory({ payments }: { payments: readonly PaymentHistory_PaymentFragment[] }) {
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
                <Table.Row key={payment.id}>
                  <Table.Cell>{formatDate(payment.paidAt)}</Table.Cell>
                  <Table.Cell textAlign="end">{payment.formattedAmount}</Table.Cell>
                  <Table.Cell>{statusLabel(payment.status)}</Table.Cell>
                  <Table.Cell>
                    <Refunded payment={payment} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
