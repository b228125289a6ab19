import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';
import { withNotices } from '../../../../shared/withNotices';

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointCard_endpoint
      }
    }
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecretMutation($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      endpoint {
        ...WebhookEndpointCard_endpoint
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpointMutation($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...WebhookEndpointCard_endpoint
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpointMutation($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      id
      message
    }
  }
`);

export const SendTestWebhookEventMutation = graphql(`
  mutation SendTestWebhookEventMutation($endpointId: ID!) {
    sendTestWebhookEvent(endpointId: $endpointId) {
      id
      message
    }
  }
`);

export const ReplayWebhookDeliveryMutation = graphql(`
  mutation ReplayWebhookDeliveryMutation($id: ID!) {
    replayWebhookDelivery(id: $id) {
      id
      message
    }
  }
`);

export interface WebhookEndpointRequest {
  url: string;
  description: string;
  eventTypes: string[];
}

/** Adds an endpoint at the end of the cached list; resolves its secret (shown once), or null when it failed. */
export function useCreateWebhookEndpointMutation() {
  const { t } = useTranslation('integrations');
  const [mutate, result] = useMutation(CreateWebhookEndpointMutation);
  const create = useCallback(
    async (input: WebhookEndpointRequest): Promise<string | null> => {
      const outcome = await withNotices(
        { success: t('webhooks.created'), failure: t('webhooks.createFailed') },
        async () => {
          const { data } = await mutate({
            variables: { input },
            update: (cache, { data: created }) => {
              const ref = created && cache.identify(created.createWebhookEndpoint.endpoint);
              if (!ref) return;
              cache.modify({
                fields: {
                  webhookEndpoints: (existing: readonly { __ref: string }[] = []) => [
                    ...existing.filter((each) => each.__ref !== ref),
                    { __ref: ref },
                  ],
                },
              });
            },
          });
          if (!data) throw new Error('No endpoint');
          return data.createWebhookEndpoint.secret;
        },
      );
      return outcome.ok ? outcome.value : null;
    },
    [mutate, t],
  );
  return [create, result] as const;
}

/** A new secret for the endpoint; resolves it (shown once), or null when it failed. */
export function useRotateWebhookSecretMutation() {
  const { t } = useTranslation('integrations');
  const [mutate] = useMutation(RotateWebhookSecretMutation);
  return useCallback(
    async (id: string): Promise<string | null> => {
      const outcome = await withNotices(
        { success: t('webhooks.rotated'), failure: t('webhooks.rotateFailed') },
        async () => {
          const { data } = await mutate({ variables: { id } });
          if (!data) throw new Error('No secret');
          return data.rotateWebhookSecret.secret;
        },
      );
      return outcome.ok ? outcome.value : null;
    },
    [mutate, t],
  );
}

async function toggle(mutate: Mutate<typeof UpdateWebhookEndpointMutation>, id: string, enabled: boolean) {
  await mutate({ variables: { id, input: { enabled } } });
}
/** Enables or disables an endpoint; the card follows from the normalised answer. */
export function useToggleWebhookEndpointMutation() {
  const { t } = useTranslation('integrations');
  const texts = useCallback(
    (_id: string, enabled: boolean) => ({
      success: enabled ? t('webhooks.enabledNotice') : t('webhooks.disabledNotice'),
      failure: t('webhooks.toggleFailed'),
    }),
    [t],
  );
  return useNoticedMutation(UpdateWebhookEndpointMutation, texts, toggle);
}

async function remove(mutate: Mutate<typeof DeleteWebhookEndpointMutation>, id: string) {
  await mutate({
    variables: { id },
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id }) });
      cache.gc();
    },
  });
}
/** Deletes an endpoint (the caller has confirmed) and drops it from the cache. */
export function useDeleteWebhookEndpointMutation() {
  const { t } = useTranslation('integrations');
  const texts = useMemo(() => ({ success: t('webhooks.deleted'), failure: t('webhooks.deleteFailed') }), [t]);
  return useNoticedMutation(DeleteWebhookEndpointMutation, texts, remove);
}

async function sendTest(mutate: Mutate<typeof SendTestWebhookEventMutation>, endpointId: string) {
  await mutate({ variables: { endpointId }, refetchQueries: ['WebhookDeliveryLogQuery'] });
}
/** Queues a `webhook.test` event for the endpoint; an open delivery log refreshes. */
export function useSendTestWebhookEventMutation() {
  const { t } = useTranslation('integrations');
  const texts = useMemo(() => ({ success: t('webhooks.testQueued'), failure: t('webhooks.testFailed') }), [t]);
  return useNoticedMutation(SendTestWebhookEventMutation, texts, sendTest);
}

async function replay(mutate: Mutate<typeof ReplayWebhookDeliveryMutation>, id: string) {
  await mutate({ variables: { id }, refetchQueries: ['WebhookDeliveryLogQuery'] });
}
/** Sends a delivery's event again as a new delivery; the log refreshes. */
export function useReplayWebhookDeliveryMutation() {
  const { t } = useTranslation('integrations');
  const texts = useMemo(() => ({ success: t('webhooks.replayed'), failure: t('webhooks.replayFailed') }), [t]);
  return useNoticedMutation(ReplayWebhookDeliveryMutation, texts, replay);
}
