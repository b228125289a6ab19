import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { graphql } from '../../../gql';
import type { PaymentHistory_PaymentFragment } from '../../../gql/graphql';
import { formatDate } from '../../checkout/money';

export const PaymentHistoryFragment = graphql(`
  fragment PaymentHistory_payment on PaymentRecord {
    id
    formattedAmount
    status
    paidAt
    refunded
    refundedAt
  }
`);

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The user's own payments, newest first: date, amount, status and whether it was refunded (or an empty state). */
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
                    {payment.refunded ? 'Yes' : 'No'}
                    {payment.refunded && payment.refundedAt ? (
                      <Text as="span" display="block" fontSize="xs" color="gray.700">
                        on {formatDate(payment.refundedAt)}
                      </Text>
                    ) : null}
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
