import { useApolloClient, useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { errorMessage } from '../../../../shared/errors';
import { notify } from '../../../../shared/toaster';
import { usePasswordReauthentication } from '../../auth/reauth/usePasswordReauthentication';
import { endSession } from '../../auth/session/sessionCache';

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccountMutation($password: String!) {
    deleteAccount(password: $password) {
      id
      subscriptionCancelled
      refunded
    }
  }
`);

export type DeleteAccountOutcome = { ok: true } | { ok: false; message: string };

/** The notice of a deleted account, with what became of its subscription. */
function deletedText(t: TFunction<'account'>, closure: { subscriptionCancelled: boolean; refunded: boolean }) {
  if (!closure.subscriptionCancelled) return t('deletion.deleted');
  return closure.refunded ? t('deletion.deletedRefunded') : t('deletion.deletedNotRefunded');
}

/**
 * Deletes the account with its password (the caller has confirmed in the dialog). On success the notice says so, with
 * what became of a subscription ('Your account has been deleted. …'), and the cache is emptied, which ends the stored
 * session; the caller then leaves the profile. A refusal (a wrong password, the last administrator) is handed back for
 * the dialog to show beside the password, where it can be corrected, rather than as a passing notice. A session signed
 * in too long ago proves it with that password first (usePasswordReauthentication).
 */
export function useDeleteAccountMutation() {
  const { t } = useTranslation('account');
  const client = useApolloClient();
  const [mutate, result] = useMutation(DeleteAccountMutation);
  const withPassword = usePasswordReauthentication();

  const deleteAccount = useCallback(
    async (password: string): Promise<DeleteAccountOutcome> => {
      try {
        const { data } = await withPassword(password, () => mutate({ variables: { password } }));
        if (!data) throw new Error('Account not deleted');
        await endSession(client);
        notify.success(deletedText(t, data.deleteAccount));
        return { ok: true };
      } catch (error) {
        return { ok: false, message: errorMessage(error, t('deletion.failed')) };
      }
    },
    [client, mutate, withPassword, t],
  );

  return [deleteAccount, result] as const;
}
