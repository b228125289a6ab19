import type { LoginInput } from '@coursehub/shared';
import { graphql } from '../../../gql';
import { failureNotices, loadingNotices } from '../../../shared/notices';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';
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

const texts = {
  loading: loadingNotices.authenticate,
  success: (message: string) => message,
  failure: failureNotices.login,
};

async function login(mutate: Mutate<typeof LoginMutation>, input: LoginInput) {
  const { data } = await mutate({ variables: { input } });
  if (!data) throw new Error('No data');
  return data.login.message;
}

/**
 * Logs in: the user becomes the cached `me` (and so the stored session), with 'Please wait ! Authentication in
 * progress ...', then the server's message or 'Failed to log in'. Resolves true on success.
 */
export const useLoginMutation = () =>
  useNoticedMutation(LoginMutation, texts, login, {
    update(cache, { data }) {
      if (data) writeSessionUser(cache, data.login.user);
    },
  });
