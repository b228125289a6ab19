import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../../app/apollo/errors';
import { failureNotices, loadingNotices } from '../../../app/notices';
import { notify } from '../../../app/toaster';
import { graphql } from '../../../gql';
import { MeQuery } from '../session/documents';
import { useSessionStore } from '../session/SessionProvider';

export const RegisterMutation = graphql(`
  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {
    register(input: $input, avatar: $avatar) {
      message
      user {
        ...SessionUser @unmask
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

/** Creates the account (multipart: the avatar is uploaded with the mutation) and signs the user in. */
export function useRegisterMutation() {
  const store = useSessionStore();
  const [mutate, result] = useMutation(RegisterMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MeQuery, data: { me: data.register.user } });
    },
  });

  const register = useCallback(
    async ({ avatar, ...input }: RegisterValues): Promise<boolean> => {
      const id = notify.loading(loadingNotices.createAccount);
      try {
        const { data } = await mutate({ variables: { input, avatar } });
        if (!data) throw new Error('No data');
        store.signIn(data.register.user);
        notify.success(id, data.register.message);
        return true;
      } catch (error) {
        notify.error(id, errorMessage(error, failureNotices.createAccount));
        return false;
      }
    },
    [mutate, store],
  );

  return [register, result] as const;
}
