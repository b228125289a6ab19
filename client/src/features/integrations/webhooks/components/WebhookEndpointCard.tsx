import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Button, Card, Flex, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';

export const WebhookEndpointCardFragment = graphql(`
  fragment WebhookEndpointCard_endpoint on WebhookEndpoint {
    id
    url
    description
    eventTypes
    enabled
    disabledReason
    failingSince
    previousSecretExpiresAt
    createdAt
  }
`);

export interface EndpointActions {
  onSendTest: (id: string) => void;
  onRotate: (id: string) => void;
  onToggle: (id: string, enabled: boolean) => void;
  onDelete: (endpoint: { id: string; url: string }) => void;
}

interface WebhookEndpointCardProps extends EndpointActions {
  endpoint: FragmentType<typeof WebhookEndpointCardFragment>;
}

/** One endpoint: its URL, status and events, its actions, and its delivery log on demand. */
export function WebhookEndpointCard({
  endpoint: ref,
  onSendTest,
  onRotate,
  onToggle,
  onDelete,
}: WebhookEndpointCardProps) {
  const { t } = useTranslation('integrations');
  const { dateTime } = useFormat();
  const { data: endpoint, complete } = useFragment({ fragment: WebhookEndpointCardFragment, from: ref });
  const [logOpen, setLogOpen] = useState(false);
  // Only while a deleted endpoint is leaving the cache.
  if (!complete) return null;
  const status = endpoint.enabled
    ? { label: t('webhooks.enabled'), palette: 'green' }
    : endpoint.disabledReason === 'FAILING'
      ? { label: t('webhooks.disabledFailing'), palette: 'red' }
      : { label: t('webhooks.disabledByAdmin'), palette: 'gray' };
  const overlapEnds =
    endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt) > new Date()
      ? endpoint.previousSecretExpiresAt
      : null;

  return (
    <Card.Root as="article" aria-label={endpoint.url} variant="outline">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" gap="3" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <Stack gap="1" minW="0">
            <Text fontFamily="mono" fontWeight="semibold" wordBreak="break-all">
              {endpoint.url}
            </Text>
            {endpoint.description ? <Text color="fg.muted">{endpoint.description}</Text> : null}
          </Stack>
          <Badge colorPalette={status.palette} size="md" flexShrink={0}>
            {status.label}
          </Badge>
        </Flex>
        <Wrap gap="1.5" aria-label={t('webhooks.eventsLabel')}>
          {endpoint.eventTypes.map((type) => (
            <Badge key={type} variant="subtle" colorPalette="brand" fontFamily="mono" textTransform="none">
              {type}
            </Badge>
          ))}
        </Wrap>
        {endpoint.failingSince || overlapEnds ? (
          <Stack gap="0.5" fontSize="sm">
            {endpoint.failingSince ? (
              <Text color="fg.warning">{t('webhooks.failingSince', { date: dateTime(endpoint.failingSince) })}</Text>
            ) : null}
            {overlapEnds ? (
              <Text color="fg.muted">{t('webhooks.previousSecretUntil', { date: dateTime(overlapEnds) })}</Text>
            ) : null}
          </Stack>
        ) : null}
        <Flex gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => onSendTest(endpoint.id)} disabled={!endpoint.enabled}>
            {t('webhooks.sendTest')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setLogOpen((open) => !open)} aria-expanded={logOpen}>
            {logOpen ? t('webhooks.hideLog') : t('webhooks.showLog')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onRotate(endpoint.id)}>
            {t('webhooks.rotate')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onToggle(endpoint.id, !endpoint.enabled)}>
            {endpoint.enabled ? t('webhooks.disable') : t('webhooks.enable')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => onDelete({ id: endpoint.id, url: endpoint.url })}
          >
            {t('webhooks.delete')}
          </Button>
        </Flex>
        {logOpen ? <WebhookDeliveryLog endpointId={endpoint.id} canReplay={endpoint.enabled} /> : null}
      </Card.Body>
    </Card.Root>
  );
}
