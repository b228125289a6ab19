import { useMutation } from '@apollo/client/react';
import type { LoginInput } from '@coursehub/shared';
import { useCallback } from 'react';
import { failureNotices, loadingNotices } from '../../../app/notices';
import { withNotices } from '../../../app/withNotices';
import { graphql } from '../../../gql';
import { writeSessionUser } from '../session/sessionCache';

export const LoginMutation = graphql(`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      message
      user {
        ...Session_user @unmask
      }
    }
  }
`);

/**
 * Logs in: the user becomes the cached `me` (and so the stored session), with 'Please wait ! Authentication in
 * progress ...', then the server's message or 'Failed to log in'. Resolves true on success.
 */
export function useLoginMutation() {
  const [mutate, result] = useMutation(LoginMutation, {
    update(cache, { data }) {
      if (data) writeSessionUser(cache, data.login.user);
    },
  });

  const login = useCallback(
    async (input: LoginInput): Promise<boolean> => {
      const outcome = await withNotices(
        { loading: loadingNotices.authenticate, success: (message) => message, failure: failureNotices.login },
        async () => {
          const { data } = await mutate({ variables: { input } });
          if (!data) throw new Error('No data');
          return data.login.message;
        },
      );
      return outcome.ok;
    },
    [mutate],
  );

  return [login, result] as const;
}
