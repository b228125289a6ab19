import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { errorCode } from '../../../../shared/errors';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';
import { withNotices } from '../../../../shared/withNotices';

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKeyMutation($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      key
      apiKey {
        ...ApiKeysTable_apiKey
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKeyMutation($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

/** A change the server refused for want of a recent sign-in: the page asks for one and tries again (useSensitiveChange). */
const needsReauthentication = (error: unknown) => errorCode(error) === 'REAUTHENTICATION_REQUIRED';

export interface ApiKeyRequest {
  name: string;
  scopes: string[];
  expiresAt: string;
}

/**
 * Creates a key: the new key joins the top of the cached list, and the secret is handed back (to be shown once).
 * Notices: 'API key created', or the server's refusal / 'Failed to create the API key'. Resolves the secret, or null;
 * rejects when a recent sign-in is needed first.
 */
export function useCreateApiKeyMutation() {
  const { t } = useTranslation('integrations');
  const [mutate, result] = useMutation(CreateApiKeyMutation);
  const createApiKey = useCallback(
    async (input: ApiKeyRequest): Promise<string | null> => {
      const outcome = await withNotices(
        {
          success: t('apiKeys.created'),
          failure: t('apiKeys.createFailed'),
          rethrow: needsReauthentication,
        },
        async () => {
          const { data } = await mutate({
            variables: { input },
            update: (cache, { data: created }) => {
              if (!created) return;
              const ref = cache.identify(created.createApiKey.apiKey);
              cache.modify({
                fields: {
                  apiKeys: (existing: readonly { __ref: string }[] = []) =>
                    ref ? [{ __ref: ref }, ...existing.filter((each) => each.__ref !== ref)] : existing,
                },
              });
            },
          });
          if (!data) throw new Error('No key');
          return data.createApiKey.key;
        },
      );
      return outcome.ok ? outcome.value : null;
    },
    [mutate, t],
  );
  return [createApiKey, result] as const;
}

async function revoke(mutate: Mutate<typeof RevokeApiKeyMutation>, id: string) {
  await mutate({ variables: { id } });
}

/**
 * Revokes a key (the caller has confirmed); its row shows 'Revoked'. Notices: 'API key revoked', or the failure;
 * rejects when a recent sign-in is needed first.
 */
export function useRevokeApiKeyMutation() {
  const { t } = useTranslation('integrations');
  const texts = useMemo(
    () => ({ success: t('apiKeys.revoked'), failure: t('apiKeys.revokeFailed'), rethrow: needsReauthentication }),
    [t],
  );
  return useNoticedMutation(RevokeApiKeyMutation, texts, revoke);
}
