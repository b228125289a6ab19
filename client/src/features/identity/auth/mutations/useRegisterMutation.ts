import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';
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

async function register(mutate: Mutate<typeof RegisterMutation>, { avatar, ...input }: RegisterValues) {
  const { data } = await mutate({ variables: { input, avatar } });
  if (!data) throw new Error('No data');
  return data.register.message;
}

/**
 * Creates the account (multipart: the avatar is uploaded with the mutation) and signs the user in: the user becomes
 * the cached `me` (and so the stored session). Notices: 'Please wait while we are creating your account!', then the
 * server's message or 'Failed to create account'. Resolves true on success.
 */
export function useRegisterMutation() {
  const { t } = useTranslation('auth');
  const texts = useMemo(
    () => ({
      loading: t('notices.creatingAccount'),
      success: (message: string) => message,
      failure: t('failures.createAccount'),
    }),
    [t],
  );
  return useNoticedMutation(RegisterMutation, texts, register, {
    update(cache, { data }) {
      if (data) writeSessionUser(cache, data.register.user);
    },
  });
}
