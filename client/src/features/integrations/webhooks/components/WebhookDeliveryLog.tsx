import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Code, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadMore } from '../../../../components/hooks/useLoadMore';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { useReplayWebhookDeliveryMutation } from '../mutations/useWebhookMutations';
import { prettyJson } from '../webhookFormat';

const STATUS_PALETTE: Record<string, string> = { PENDING: 'orange', SUCCEEDED: 'green', FAILED: 'red' };
const isStatus = (status: string): status is 'PENDING' | 'SUCCEEDED' | 'FAILED' => status in STATUS_PALETTE;

export const DELIVERY_PAGE_SIZE = 10;

export const WebhookDeliveryLogQuery = graphql(`
  query WebhookDeliveryLogQuery($endpointId: ID!, $first: Int!, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
      totalCount
      pageInfo {
        ...LoadMore_pageInfo @unmask
      }
      edges {
        cursor
        node {
          id
          eventId
          eventType
          status
          attempts
          requestBody
          responseStatus
          responseBody
          durationMs
          error
          createdAt
          lastAttemptAt
          nextAttemptAt
        }
      }
    }
  }
`);

/** One endpoint's deliveries, newest first: status, response, duration, attempts, the bodies on demand, Replay. */
export function WebhookDeliveryLog({ endpointId, canReplay }: { endpointId: string; canReplay: boolean }) {
  const { t } = useTranslation('integrations');
  const { dateTime, number } = useFormat();
  const headingId = useId();
  const { data, loading, error, refetch, fetchMore } = useQuery(WebhookDeliveryLogQuery, {
    variables: { endpointId, first: DELIVERY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const more = useLoadMore((after) => fetchMore({ variables: { after } }));
  const [replay] = useReplayWebhookDeliveryMutation();
  const page = data?.webhookDeliveries;

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" pt="2">
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h4" size="sm" id={headingId}>
          {t('webhooks.logHeading')}
        </Heading>
        <Button size="xs" variant="outline" onClick={() => void refetch()} loading={loading && Boolean(page)}>
          {t('webhooks.refresh')}
        </Button>
      </Flex>
      {page ? null : error ? (
        <Flex gap="3" align="center" role="alert">
          <Text color="fg.error">{t('webhooks.logFailed')}</Text>
          <Button size="xs" onClick={() => void refetch()}>
            {t('webhooks.retry')}
          </Button>
        </Flex>
      ) : (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="14" />
          <Skeleton h="14" />
        </Stack>
      )}
      {page && page.edges.length === 0 ? <Text color="fg.muted">{t('webhooks.logEmpty')}</Text> : null}
      {page && page.edges.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none">
          {page.edges.map(({ node: delivery }) => (
            <Box as="li" key={delivery.id} borderWidth="1px" borderRadius="md" p="3">
              <Flex gap="2" align="center" justify="space-between">
                <Flex gap="2" align="center" wrap="wrap" minW="0">
                  <Badge colorPalette={STATUS_PALETTE[delivery.status] ?? 'gray'}>
                    {isStatus(delivery.status) ? t(`webhooks.status.${delivery.status}`) : delivery.status}
                  </Badge>
                  <Text fontFamily="mono" fontSize="sm" fontWeight="semibold">
                    {delivery.eventType}
                  </Text>
                </Flex>
                {canReplay ? (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => void replay(delivery.id)}
                    aria-label={t('webhooks.replayLabel', {
                      event: delivery.eventType,
                      date: dateTime(delivery.createdAt),
                    })}
                  >
                    {t('webhooks.replay')}
                  </Button>
                ) : null}
              </Flex>
              <Flex gap="3" wrap="wrap" fontSize="sm" color="fg.muted" mt="1">
                <Text>{dateTime(delivery.createdAt)}</Text>
                <Text>
                  {delivery.responseStatus
                    ? t('webhooks.httpStatus', { status: delivery.responseStatus })
                    : t('webhooks.noResponse')}
                </Text>
                {delivery.durationMs !== null ? (
                  <Text>{t('webhooks.duration', { ms: number(delivery.durationMs) })}</Text>
                ) : null}
                <Text>{t('webhooks.attempts', { count: delivery.attempts })}</Text>
                {delivery.nextAttemptAt ? (
                  <Text>{t('webhooks.nextAttempt', { date: dateTime(delivery.nextAttemptAt) })}</Text>
                ) : null}
              </Flex>
              {delivery.error ? (
                <Text fontSize="sm" color="fg.error" mt="1" wordBreak="break-word">
                  {delivery.error}
                </Text>
              ) : null}
              <Box as="details" mt="2" fontSize="sm">
                <Box as="summary" cursor="pointer" color="brand.fg">
                  {t('webhooks.request')}
                </Box>
                <Code recipe={codeRecipe} display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" mt="1">
                  {prettyJson(delivery.requestBody)}
                </Code>
                {delivery.responseBody ? (
                  <>
                    <Text fontWeight="semibold" mt="2">
                      {t('webhooks.response')}
                    </Text>
                    <Code recipe={codeRecipe} display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" mt="1">
                      {delivery.responseBody}
                    </Code>
                  </>
                ) : null}
              </Box>
            </Box>
          ))}
        </Stack>
      ) : null}
      {page?.pageInfo.hasNextPage ? (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="flex-start"
          loading={more.loadingMore}
          onClick={() => void more.loadMore(page.pageInfo.endCursor)}
        >
          {t('webhooks.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
