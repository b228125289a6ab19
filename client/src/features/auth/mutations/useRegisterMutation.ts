import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureNotices, loadingNotices } from '../../../app/notices';
import { withNotices } from '../../../app/withNotices';
import { graphql } from '../../../gql';
import { writeSessionUser } from '../session/sessionCache';

export const RegisterMutation = graphql(`
  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {
    register(input: $input, avatar: $avatar) {
      message
      user {
        ...Session_user @unmask
      }
    }
  }
`);

export interface RegisterValues {
  fullName: string;
  email: string;
  password: string;
  avatar: File;
}

/**
 * Creates the account (multipart: the avatar is uploaded with the mutation) and signs the user in: the user becomes
 * the cached `me` (and so the stored session). Notices: 'Please wait while we are creating your account!', then the
 * server's message or 'Failed to create account'. Resolves true on success.
 */
export function useRegisterMutation() {
  const [mutate, result] = useMutation(RegisterMutation, {
    update(cache, { data }) {
      if (data) writeSessionUser(cache, data.register.user);
    },
  });

  const register = useCallback(
    async ({ avatar, ...input }: RegisterValues): Promise<boolean> => {
      const outcome = await withNotices(
        { loading: loadingNotices.createAccount, success: (message) => message, failure: failureNotices.createAccount },
        async () => {
          const { data } = await mutate({ variables: { input, avatar } });
          if (!data) throw new Error('No data');
          return data.register.message;
        },
      );
      return outcome.ok;
    },
    [mutate],
  );

  return [register, result] as const;
}
