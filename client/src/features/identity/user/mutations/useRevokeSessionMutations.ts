import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { errorCode } from '../../../../shared/errors';
import { withNotices } from '../../../../shared/withNotices';

export const RevokeSessionMutation = graphql(`
  mutation RevokeSessionMutation($id: ID!) {
    revokeSession(id: $id) {
      id
    }
  }
`);

export const RevokeOtherSessionsMutation = graphql(`
  mutation RevokeOtherSessionsMutation {
    revokeOtherSessions {
      sessions {
        id
      }
    }
  }
`);

/** Drops the signed-out sessions from the cached list (`keep` says which stay), so it shows without asking again. */
function keepSessions(cache: ApolloCache, keep: (session: { id: string; current: boolean }) => boolean) {
  cache.modify({
    fields: {
      mySessions(existing: readonly Reference[], { readField }) {
        return existing.filter((ref) => {
          const id = readField<string>('id', ref);
          const current = readField<boolean>('current', ref);
          return id !== undefined && keep({ id, current: current === true });
        });
      },
    },
  });
}

/**
 * 'Sign out' of one other device (the caller has confirmed). Notices: 'That device is signed out.', or the server's
 * refusal / 'Failed to sign out the device'. The device leaves the list; so does one that had ended
 * meanwhile (NOT_FOUND: it is not signed in any more either). Resolves true on success.
 */
export function useRevokeSessionMutation() {
  const { t } = useTranslation('devices');
  const client = useApolloClient();
  const [mutate, result] = useMutation(RevokeSessionMutation);

  const revokeSession = useCallback(
    async (id: string): Promise<boolean> => {
      const outcome = await withNotices({ success: t('revoked'), failure: t('revokeFailed') }, async () => {
        const { data } = await mutate({
          variables: { id },
          update: (cache) => keepSessions(cache, (session) => session.id !== id),
        });
        if (!data) throw new Error('Device not signed out');
      });
      if (!outcome.ok && errorCode(outcome.error) === 'NOT_FOUND') {
        keepSessions(client.cache, (session) => session.id !== id);
      }
      return outcome.ok;
    },
    [client, mutate, t],
  );

  return [revokeSession, result] as const;
}

/**
 * 'Sign out of all other devices' (the caller has confirmed): only this device stays in the list. Notices: 'Every
 * other device is signed out.', or the server's refusal / 'Failed to sign out the other devices'.
 * Resolves true on success.
 */
export function useRevokeOtherSessionsMutation() {
  const { t } = useTranslation('devices');
  const [mutate, result] = useMutation(RevokeOtherSessionsMutation, {
    update: (cache) => keepSessions(cache, (session) => session.current),
  });

  const revokeOtherSessions = useCallback(async (): Promise<boolean> => {
    const outcome = await withNotices({ success: t('revokedOthers'), failure: t('revokeOthersFailed') }, async () => {
      const { data } = await mutate();
      if (!data) throw new Error('Devices not signed out');
    });
    return outcome.ok;
  }, [mutate, t]);

  return [revokeOtherSessions, result] as const;
}
