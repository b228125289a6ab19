import { Button, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { failureNotices } from '../../../app/notices';
import { type RecentPaymentRef, RecentPaymentsTable } from './RecentPaymentsTable';

interface RecentPaymentsProps {
  /** The latest payments; undefined until the first answer. */
  payments: readonly RecentPaymentRef[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * The Recent payments panel of the dashboard. It loads on its own (RecentPaymentsQuery), so it shows its own
 * loading and failure states while the rest of the page is already there.
 */
export function RecentPayments({ payments, loading, failed, onRetry }: RecentPaymentsProps) {
  return (
    <Card.Root as="section" aria-labelledby="recent-payments-heading" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="recent-payments-heading">
          Recent payments
        </Heading>
      </Card.Header>
      <Card.Body gap="4" aria-busy={loading}>
        {failed && !loading ? (
          <Stack align="center" gap="3" py="2" textAlign="center">
            <Text role="alert" color="red.700">
              {failureNotices.paymentRecords}
            </Text>
            <Button colorPalette="yellow" onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        ) : null}
        {payments?.length ? (
          <RecentPaymentsTable payments={payments} />
        ) : payments ? (
          <Text color="gray.700" role="status">
            No payments yet.
          </Text>
        ) : loading ? (
          <Stack direction="row" align="center" justify="center" gap="3" py="4" role="status">
            <Spinner size="sm" color="yellow.600" aria-hidden="true" />
            <Text color="gray.700">Loading recent payments</Text>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
