import { useQuery } from '@apollo/client/react';
import { Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { PageIntro } from '../../../../components/ui/page-intro';
import { SectionHeading } from '../../../../components/ui/section-heading';
import { graphql } from '../../../../gql';
import { WebhookEndpointCard } from '../components/WebhookEndpointCard';
import { WebhookEndpointForm } from '../components/WebhookEndpointForm';
import { WebhookSecretPanel } from '../components/WebhookSecretPanel';
import {
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useSendTestWebhookEventMutation,
  useToggleWebhookEndpointMutation,
  type WebhookEndpointRequest,
} from '../mutations/useWebhookMutations';

export const WebhooksPageQuery = graphql(`
  query WebhooksPageQuery {
    webhookEndpoints {
      id
      ...WebhookEndpointCard_endpoint
    }
  }
`);

/**
 * /admin/webhooks (ADMIN): outbound webhook endpoints. Adding one (or rotating its secret) shows the secret once; each
 * endpoint sends a test event, shows its delivery log with Replay, rotates, disables or is deleted.
 */
export function WebhooksPage() {
  const { t } = useTranslation('integrations');
  const listHeadingId = useId();
  const { data, error, refetch } = useQuery(WebhooksPageQuery, { fetchPolicy: 'cache-and-network' });
  const [createEndpoint, { loading: creating }] = useCreateWebhookEndpointMutation();
  const rotate = useRotateWebhookSecretMutation();
  const [toggle] = useToggleWebhookEndpointMutation();
  const [remove] = useDeleteWebhookEndpointMutation();
  const [sendTest] = useSendTestWebhookEventMutation();
  const [confirm, confirmDialog] = useConfirmDialog();
  const [secret, setSecret] = useState<string | null>(null);

  const create = async (request: WebhookEndpointRequest) => {
    const created = await createEndpoint(request);
    if (created) setSecret(created);
    return created !== null;
  };
  const actions = {
    onSendTest: (id: string) => void sendTest(id),
    onRotate: async (id: string) => {
      if (
        !(await confirm({
          title: t('webhooks.rotateTitle'),
          message: t('webhooks.rotateMessage'),
          confirmLabel: t('webhooks.rotateConfirm'),
        }))
      )
        return;
      const rotated = await rotate(id);
      if (rotated) setSecret(rotated);
    },
    onToggle: (id: string, enabled: boolean) => void toggle(id, enabled),
    onDelete: async (endpoint: { id: string; url: string }) => {
      if (
        await confirm({
          title: t('webhooks.deleteTitle'),
          message: t('webhooks.deleteMessage', { url: endpoint.url }),
          confirmLabel: t('webhooks.delete'),
        })
      )
        await remove(endpoint.id);
    },
  };

  return (
    <Stack gap="8" maxW="5xl" mx="auto" w="full">
      <PageIntro heading={t('webhooks.heading')} intro={t('webhooks.intro')} introMaxW="2xl" gap="3" />
      {secret ? <WebhookSecretPanel secret={secret} onDone={() => setSecret(null)} /> : null}
      <WebhookEndpointForm onCreate={create} creating={creating} />
      <Stack as="section" aria-labelledby={listHeadingId} gap="4">
        <SectionHeading id={listHeadingId} heading={t('webhooks.listHeading')} intro={t('webhooks.ordering')} />
        {data ? (
          data.webhookEndpoints.length === 0 ? (
            <Text borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" textAlign="center" color="fg.muted">
              {t('webhooks.empty')}
            </Text>
          ) : (
            <Stack gap="4">
              {data.webhookEndpoints.map((endpoint) => (
                <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} {...actions} />
              ))}
            </Stack>
          )
        ) : error ? (
          <Flex role="alert" gap="3" align="center" justify="center" direction="column" p="6">
            <Text color="fg.error">{t('webhooks.loadFailed')}</Text>
            <Button size="sm" onClick={() => void refetch()}>
              {t('webhooks.retry')}
            </Button>
          </Flex>
        ) : (
          <Stack gap="4" aria-busy="true">
            <Skeleton h="36" borderRadius="lg" />
            <Skeleton h="36" borderRadius="lg" />
          </Stack>
        )}
      </Stack>
      {confirmDialog}
    </Stack>
  );
}
