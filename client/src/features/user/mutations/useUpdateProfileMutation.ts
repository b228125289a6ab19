import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../../app/apollo/errors';
import { failureNotices } from '../../../app/notices';
import { notify } from '../../../app/toaster';
import { graphql } from '../../../gql';
import { fetchMe } from '../../auth/session/documents';
import { useSessionStore } from '../../auth/session/SessionProvider';

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {
    updateProfile(fullName: $fullName, avatar: $avatar) {
      ...SessionUser @unmask
    }
  }
`);

/**
 * Updates name and avatar (multipart), then reloads the user details from the server (spec section 4) and stores
 * them in the session. The returned User is normalised into the cache by id. Resolves true on success.
 */
export function useUpdateProfileMutation() {
  const client = useApolloClient();
  const store = useSessionStore();
  const [mutate, result] = useMutation(UpdateProfileMutation);

  const updateProfile = useCallback(
    async (fullName: string, avatar: File): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: { fullName, avatar } });
        if (!data) throw new Error('No data');
        const reloaded = await fetchMe(client);
        store.signIn(reloaded ?? data.updateProfile);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, failureNotices.updateProfile));
        return false;
      }
    },
    [client, mutate, store],
  );

  return [updateProfile, result] as const;
}
