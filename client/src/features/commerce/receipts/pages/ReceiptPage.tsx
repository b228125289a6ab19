import { skipToken, useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { PageSkeleton } from '../../../../components/ui/skeletons';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { errorCode, errorMessage } from '../../../../shared/errors';

export const ReceiptPageQuery = graphql(`
  query ReceiptPageQuery($paymentId: ID!) {
    receipt(paymentId: $paymentId) {
      paymentId
      number
      issuedAt
      plan
      formattedAmount
      tax {
        formatted
      }
      paymentMethod
      status
      refundedAt
      refund {
        formatted
      }
      billedTo {
        name
        email
      }
      seller {
        name
        address
      }
      cancellation {
        outcome
        accessEndsAt
      }
    }
  }
`);

/** A labelled value of the receipt. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Stack>
  );
}

/**
 * /receipt?id=<payment id>: the receipt of one of the learner's payments (an ADMIN may open any learner's). It prints
 * alone: the site's header, footer and banners hide in print (see Layout), and so does the Print button.
 */
export function ReceiptPage() {
  const { t } = useTranslation('receipts');
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const paymentId = searchParams.get('id')?.trim() ?? '';
  const { data, loading, error, refetch } = useQuery(
    ReceiptPageQuery,
    paymentId ? { variables: { paymentId } } : skipToken,
  );
  const receipt = data?.receipt;

  if (!receipt) {
    if (paymentId && loading) return <PageSkeleton label={t('loading')} />;
    const notFound = !paymentId || errorCode(error) === 'NOT_FOUND';
    return (
      <RetryNotice
        py="10"
        message={notFound ? t('notFound') : errorMessage(error, t('failure'))}
        onRetry={notFound ? undefined : refetch}
      />
    );
  }

  const refundedOn = format.date(receipt.refundedAt);
  const status =
    receipt.status === 'refunded' && receipt.refund
      ? refundedOn
        ? t('refundedOn', { amount: receipt.refund.formatted, date: refundedOn })
        : t('refunded', { amount: receipt.refund.formatted })
      : t('paid');

  return (
    <Stack gap="6" align="center" maxW="3xl" mx="auto">
      <Stack
        as="article"
        aria-labelledby="receipt-title"
        gap="6"
        w="full"
        p={{ base: '5', md: '10' }}
        borderWidth="1px"
        borderColor="border.emphasized"
        rounded="md"
        _print={{ borderWidth: '0', p: '0', breakInside: 'avoid' }}
      >
        <Flex justify="space-between" align="start" gap="6" wrap="wrap">
          <Stack gap="0" aria-label={receipt.seller.name} role="group">
            <Text fontWeight="bold" fontSize="lg">
              {receipt.seller.name}
            </Text>
            {receipt.seller.address.map((line) => (
              <Text key={line} color="fg.muted">
                {line}
              </Text>
            ))}
          </Stack>
          <Heading as="h1" id="receipt-title" size="3xl">
            {t('title')}
          </Heading>
        </Flex>
        <Flex as="dl" gap="6" wrap="wrap">
          <Detail label={t('number')}>
            <Text fontFamily="mono">{receipt.number}</Text>
          </Detail>
          <Detail label={t('date')}>{format.date(receipt.issuedAt)}</Detail>
          <Detail label={t('billedTo')}>
            {receipt.billedTo ? (
              <>
                <Text>{receipt.billedTo.name}</Text>
                <Text color="fg.muted">{receipt.billedTo.email}</Text>
              </>
            ) : (
              <Text color="fg.muted">{t('accountClosed')}</Text>
            )}
          </Detail>
        </Flex>
        <Table.Root recipe={tableSlotRecipe} size="sm" aria-label={t('title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('description')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('amount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.Cell>{receipt.plan}</Table.Cell>
              <Table.Cell textAlign="end">{receipt.formattedAmount}</Table.Cell>
            </Table.Row>
            {receipt.tax ? (
              <Table.Row>
                <Table.Cell>{t('tax')}</Table.Cell>
                <Table.Cell textAlign="end">{receipt.tax.formatted}</Table.Cell>
              </Table.Row>
            ) : null}
            <Table.Row fontWeight="bold">
              <Table.Cell>{t('total')}</Table.Cell>
              <Table.Cell textAlign="end">{receipt.formattedAmount}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <Separator />
        <Flex as="dl" gap="6" wrap="wrap">
          <Detail label={t('paymentMethod')}>{receipt.paymentMethod}</Detail>
          <Detail label={t('status')}>{status}</Detail>
          {receipt.cancellation ? (
            <Detail label={t('subscription')}>
              {receipt.cancellation.outcome === 'PERIOD_END'
                ? t('cancelledUntil', { date: format.date(receipt.cancellation.accessEndsAt) })
                : t('cancelledRefunded', {
                    amount: receipt.refund?.formatted ?? '',
                    date: format.date(receipt.cancellation.accessEndsAt),
                  })}
            </Detail>
          ) : null}
        </Flex>
      </Stack>
      <Button colorPalette="brand" variant="outline" onClick={() => window.print()} _print={{ display: 'none' }}>
        {t('print')}
      </Button>
    </Stack>
  );
}
