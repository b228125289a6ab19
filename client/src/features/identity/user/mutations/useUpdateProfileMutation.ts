import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { withNotices } from '../../../../shared/withNotices';

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {
    updateProfile(fullName: $fullName, avatar: $avatar) {
      ...Session_user @unmask
    }
  }
`);

/**
 * Updates name and avatar (multipart). The server returns the updated User (the user details reloaded, spec section
 * 4), normalised into the cache by id, so every screen and the stored session follow without asking `me` again.
 * Failure: the server's message or 'Failed to update profile'. Resolves true on success.
 */
export function useUpdateProfileMutation() {
  const { t } = useTranslation('account');
  const [mutate, result] = useMutation(UpdateProfileMutation);

  const updateProfile = useCallback(
    async (fullName: string, avatar: File): Promise<boolean> => {
      const outcome = await withNotices({ failure: t('editProfile.failed') }, async () => {
        const { data } = await mutate({ variables: { fullName, avatar } });
        if (!data) throw new Error('No data');
      });
      return outcome.ok;
    },
    [mutate, t],
  );

  return [updateProfile, result] as const;
}
