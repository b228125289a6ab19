import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import type { SsoProviderInput } from '../../../../gql/graphql';
import { withNotices } from '../../../../shared/withNotices';

export const SsoProviderRowFragment = graphql(`
  fragment SsoProviderRow_provider on SsoProviderConfig {
    id
    name
    issuer
    clientId
    allowedDomains
    disablePasswordForDomains
    source
  }
`);

export const SsoProviderConfigsQuery = graphql(`
  query SsoProviderConfigsQuery {
    ssoProviderConfigs {
      ...SsoProviderRow_provider @unmask
    }
  }
`);

const CreateSsoProviderMutation = graphql(`
  mutation CreateSsoProviderMutation($input: SsoProviderInput!) {
    createSsoProvider(input: $input) {
      ...SsoProviderRow_provider
    }
  }
`);

const UpdateSsoProviderMutation = graphql(`
  mutation UpdateSsoProviderMutation($id: ID!, $input: SsoProviderInput!) {
    updateSsoProvider(id: $id, input: $input) {
      ...SsoProviderRow_provider
    }
  }
`);

const DeleteSsoProviderMutation = graphql(`
  mutation DeleteSsoProviderMutation($id: ID!) {
    deleteSsoProvider(id: $id)
  }
`);

/**
 * Add, save and remove a provider, each with its notices; the list is asked again after each (it is short, and the
 * order is the server's). Each call resolves true when it succeeded.
 */
export function useSsoProviderMutations() {
  const { t } = useTranslation('integrations');
  const refetch = { refetchQueries: [SsoProviderConfigsQuery], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateSsoProviderMutation, refetch);
  const [update, updated] = useMutation(UpdateSsoProviderMutation, refetch);
  const [remove] = useMutation(DeleteSsoProviderMutation, refetch);
  const save = useCallback(
    async (input: SsoProviderInput, editing: boolean) =>
      (
        await withNotices(
          editing
            ? { success: t('sso.updated'), failure: t('sso.updateFailed') }
            : { success: t('sso.created'), failure: t('sso.createFailed') },
          async () => {
            if (editing) await update({ variables: { id: input.id, input } });
            else await create({ variables: { input } });
          },
        )
      ).ok,
    [create, update, t],
  );
  const deleteProvider = useCallback(
    async (id: string) =>
      (
        await withNotices({ success: t('sso.deleted'), failure: t('sso.deleteFailed') }, () =>
          remove({ variables: { id } }),
        )
      ).ok,
    [remove, t],
  );
  return { save, deleteProvider, saving: created.loading || updated.loading };
}
