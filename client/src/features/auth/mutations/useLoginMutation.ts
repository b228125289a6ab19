import { useMutation } from '@apollo/client/react';
import type { LoginInput } from '@coursehub/shared';
import { useCallback } from 'react';
import { errorMessage } from '../../../app/apollo/errors';
import { failureNotices, loadingNotices } from '../../../app/notices';
import { notify } from '../../../app/toaster';
import { graphql } from '../../../gql';
import { MeQuery } from '../session/documents';
import { useSessionStore } from '../session/SessionProvider';

export const LoginMutation = graphql(`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      message
      user {
        ...SessionUser @unmask
      }
    }
  }
`);

/** Logs in, stores the session and the cached `me`, and reports progress with notices. Resolves true on success. */
export function useLoginMutation() {
  const store = useSessionStore();
  const [mutate, result] = useMutation(LoginMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MeQuery, data: { me: data.login.user } });
    },
  });

  const login = useCallback(
    async (input: LoginInput): Promise<boolean> => {
      const id = notify.loading(loadingNotices.authenticate);
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) throw new Error('No data');
        store.signIn(data.login.user);
        notify.success(id, data.login.message);
        return true;
      } catch (error) {
        notify.error(id, errorMessage(error, failureNotices.login));
        return false;
      }
    },
    [mutate, store],
  );

  return [login, result] as const;
}
