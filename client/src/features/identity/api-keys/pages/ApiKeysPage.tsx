import { useQuery } from '@apollo/client/react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { PageHeading } from '../../../../components/ui/page-heading';
import { ListSkeleton } from '../../../../components/ui/skeletons';
import { graphql } from '../../../../gql';
import { ReauthenticatePanel } from '../../auth/reauth/ReauthenticatePanel';
import { useSensitiveChange } from '../../auth/reauth/useSensitiveChange';
import { confirmRevokeApiKey } from '../apiKeyTexts';
import { ApiKeyForm } from '../components/ApiKeyForm';
import { ApiKeysTable } from '../components/ApiKeysTable';
import { NewApiKeyPanel } from '../components/NewApiKeyPanel';
import { useCreateApiKeyMutation, useRevokeApiKeyMutation } from '../mutations/useApiKeyMutations';

export const ApiKeysPageQuery = graphql(`
  query ApiKeysPageQuery {
    apiKeys {
      ...ApiKeysTable_apiKey @unmask
    }
  }
`);

/**
 * /admin/api-keys (ADMIN): integrators' keys. Creating one shows its secret once (with Copy and the warning); the list
 * shows every key's scopes, creator, expiry, last use and status, and revokes one after a confirmation.
 */
export function ApiKeysPage() {
  const { t } = useTranslation('integrations');
  const listHeadingId = useId();
  const { data, loading, error } = useQuery(ApiKeysPageQuery, { fetchPolicy: 'cache-and-network' });
  const [createApiKey, { loading: creating }] = useCreateApiKeyMutation();
  const [revokeApiKey] = useRevokeApiKeyMutation();
  const [confirm, confirmDialog] = useConfirmDialog();
  const [secret, setSecret] = useState<string | null>(null);
  // Keys are sensitive: a session signed in long ago confirms it's its owner first, then the change goes on.
  const sensitive = useSensitiveChange(t('apiKeys.createFailed'));

  const create = async (request: Parameters<typeof createApiKey>[0]) => {
    const outcome = { created: false };
    await sensitive.run(async () => {
      const key = await createApiKey(request);
      if (key) setSecret(key);
      outcome.created = key !== null;
    });
    return outcome.created;
  };
  const revoke = async (key: { id: string; name: string }) => {
    if (await confirm(confirmRevokeApiKey(t, key.name))) {
      await sensitive.run(async () => {
        await revokeApiKey(key.id);
      });
    }
  };

  return (
    <Stack gap="8" maxW="7xl" mx="auto" w="full">
      <PageHeading>{t('apiKeys.heading')}</PageHeading>
      {sensitive.asking ? (
        <ReauthenticatePanel
          reason={t('apiKeys.reauthenticate')}
          onDone={() => void sensitive.resume()}
          onCancel={sensitive.cancel}
        />
      ) : null}
      {secret ? <NewApiKeyPanel secret={secret} onDone={() => setSecret(null)} /> : null}
      <ApiKeyForm onCreate={create} creating={creating} />
      <Stack as="section" aria-labelledby={listHeadingId} gap="3">
        <Heading as="h2" size="lg" id={listHeadingId}>
          {t('apiKeys.listHeading')}
        </Heading>
        <Text color="fg.muted">{t('apiKeys.organisationOwned')}</Text>
        {data ? (
          <ApiKeysTable apiKeys={data.apiKeys} onRevoke={revoke} />
        ) : loading ? (
          <ListSkeleton label={t('apiKeys.loading')} rows={3} />
        ) : error ? (
          <Text role="alert" color="fg.error">
            {t('apiKeys.loadFailed')}
          </Text>
        ) : null}
      </Stack>
      {confirmDialog}
    </Stack>
  );
}
