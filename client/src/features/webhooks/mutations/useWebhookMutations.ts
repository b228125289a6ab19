import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';
import { withNotices } from '../../../shared/withNotices';
import { webhookTexts } from '../webhookTexts';

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
  const [mutate, result] = useMutation(CreateWebhookEndpointMutation);
  const create = useCallback(
    async (input: WebhookEndpointRequest): Promise<string | null> => {
      const outcome = await withNotices(
        { success: webhookTexts.created, failure: webhookTexts.createFailed },
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
    [mutate],
  );
  return [create, result] as const;
}

/** A new secret for the endpoint; resolves it (shown once), or null when it failed. */
export function useRotateWebhookSecretMutation() {
  const [mutate] = useMutation(RotateWebhookSecretMutation);
  return useCallback(
    async (id: string): Promise<string | null> => {
      const outcome = await withNotices(
        { success: webhookTexts.rotated, failure: webhookTexts.rotateFailed },
        async () => {
          const { data } = await mutate({ variables: { id } });
          if (!data) throw new Error('No secret');
          return data.rotateWebhookSecret.secret;
        },
      );
      return outcome.ok ? outcome.value : null;
    },
    [mutate],
  );
}

const toggleTexts = (_id: string, enabled: boolean) => ({
  success: webhookTexts.toggled(enabled),
  failure: webhookTexts.toggleFailed,
});
async function toggle(mutate: Mutate<typeof UpdateWebhookEndpointMutation>, id: string, enabled: boolean) {
  await mutate({ variables: { id, input: { enabled } } });
}
/** Enables or disables an endpoint; the card follows from the normalised answer. */
export const useToggleWebhookEndpointMutation = () =>
  useNoticedMutation(UpdateWebhookEndpointMutation, toggleTexts, toggle);

async function remove(mutate: Mutate<typeof DeleteWebhookEndpointMutation>, id: string) {
  await mutate({
    variables: { id },
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id }) });
      cache.gc();
    },
  });
}
const deleteTexts = { success: webhookTexts.deleted, failure: webhookTexts.deleteFailed };
/** Deletes an endpoint (the caller has confirmed) and drops it from the cache. */
export const useDeleteWebhookEndpointMutation = () =>
  useNoticedMutation(DeleteWebhookEndpointMutation, deleteTexts, remove);

async function sendTest(mutate: Mutate<typeof SendTestWebhookEventMutation>, endpointId: string) {
  await mutate({ variables: { endpointId }, refetchQueries: ['WebhookDeliveryLogQuery'] });
}
const testTexts = { success: webhookTexts.testQueued, failure: webhookTexts.testFailed };
/** Queues a `webhook.test` event for the endpoint; an open delivery log refreshes. */
export const useSendTestWebhookEventMutation = () =>
  useNoticedMutation(SendTestWebhookEventMutation, testTexts, sendTest);

async function replay(mutate: Mutate<typeof ReplayWebhookDeliveryMutation>, id: string) {
  await mutate({ variables: { id }, refetchQueries: ['WebhookDeliveryLogQuery'] });
}
const replayTexts = { success: webhookTexts.replayed, failure: webhookTexts.replayFailed };
/** Sends a delivery's event again as a new delivery; the log refreshes. */
export const useReplayWebhookDeliveryMutation = () =>
  useNoticedMutation(ReplayWebhookDeliveryMutation, replayTexts, replay);
