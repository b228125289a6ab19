import { useQuery } from '@apollo/client/react';
import { Badge, Button, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FiKey } from 'react-icons/fi';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { PageHeading } from '../../../../components/ui/page-heading';
import { ListSkeleton } from '../../../../components/ui/skeletons';
import { type EditedProvider, SsoProviderForm } from '../components/SsoProviderForm';
import { SsoProviderConfigsQuery, useSsoProviderMutations } from '../mutations/useSsoProviderMutations';
import { confirmDeleteProvider } from '../ssoProviderTexts';

const callbackOf = (id: string) => `${window.location.origin}/auth/sso/${id}/callback`;

function ProviderRow({
  provider,
  onEdit,
  onDelete,
}: {
  provider: EditedProvider & { source: string };
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('integrations');
  const fromEnvironment = provider.source === 'ENVIRONMENT';
  return (
    <Stack as="li" gap="2" py="4">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Flex align="center" gap="2" minW="0">
          <FiKey aria-hidden />
          <Text fontWeight="semibold">{provider.name}</Text>
          <Code>{provider.id}</Code>
          {fromEnvironment ? <Badge colorPalette="gray">{t('sso.fromEnvironment')}</Badge> : null}
        </Flex>
        {fromEnvironment ? null : (
          <Flex gap="2">
            <Button size="sm" variant="outline" onClick={onEdit}>
              {t('sso.edit')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
              {t('sso.remove')}
            </Button>
          </Flex>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {t('sso.issuerLine', { issuer: provider.issuer, clientId: provider.clientId })}
      </Text>
      <Text fontSize="sm" overflowWrap="anywhere">
        {t('sso.domains', { domains: provider.allowedDomains.join(', ') || t('sso.anyDomain') })}
        {provider.disablePasswordForDomains.length > 0
          ? t('sso.passwordOff', { domains: provider.disablePasswordForDomains.join(', ') })
          : ''}
      </Text>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        <Trans
          t={t}
          i18nKey="sso.callbackUrl"
          values={{ url: callbackOf(provider.id) }}
          components={{ code: <Code /> }}
        />
      </Text>
    </Stack>
  );
}

/**
 * /admin/sso (ADMIN): the OpenID Connect providers people sign in with. Those of OIDC_PROVIDERS are listed read-only;
 * the admin adds, edits (the secret stays on the server: an empty one keeps it) and removes the others.
 */
export function SsoProvidersPage() {
  const { t } = useTranslation('integrations');
  const listHeadingId = useId();
  const { data, loading, error } = useQuery(SsoProviderConfigsQuery, { fetchPolicy: 'cache-and-network' });
  const { save, deleteProvider, saving } = useSsoProviderMutations();
  const [confirm, confirmDialog] = useConfirmDialog();
  const [editing, setEditing] = useState<EditedProvider | null>(null);
  const providers = data?.ssoProviderConfigs ?? [];

  const remove = async (provider: EditedProvider) => {
    if (await confirm(confirmDeleteProvider(t, provider.name))) await deleteProvider(provider.id);
  };

  return (
    <Stack gap="8" maxW="4xl" mx="auto" w="full">
      <Stack gap="2">
        <PageHeading>{t('sso.heading')}</PageHeading>
        <Text color="fg.muted" textAlign="center">
          {t('sso.intro')}
        </Text>
      </Stack>
      <Stack as="section" aria-labelledby={listHeadingId} gap="3">
        <Heading as="h2" size="lg" id={listHeadingId}>
          {t('sso.listHeading')}
        </Heading>
        {data ? (
          providers.length > 0 ? (
            <Stack as="ul" listStyleType="none" gap="0" px="4" divideY="1px" borderWidth="1px" rounded="xl">
              {providers.map((provider) => (
                <ProviderRow
                  key={provider.id}
                  provider={provider}
                  onEdit={() => setEditing(provider)}
                  onDelete={() => remove(provider)}
                />
              ))}
            </Stack>
          ) : (
            <Text p="4" borderWidth="1px" borderStyle="dashed" rounded="xl" color="fg.muted">
              {t('sso.empty')}
            </Text>
          )
        ) : loading ? (
          <ListSkeleton label={t('sso.loading')} rows={2} />
        ) : error ? (
          <Text role="alert" color="fg.error">
            {t('sso.loadFailed')}
          </Text>
        ) : null}
      </Stack>
      <SsoProviderForm
        key={editing?.id ?? 'new'}
        editing={editing}
        saving={saving}
        onSave={(input) => save(input, editing !== null)}
        onCancel={() => setEditing(null)}
      />
      {confirmDialog}
    </Stack>
  );
}
