import type { ChangePasswordInput } from '@coursehub/shared';
import { graphql } from '../../../gql';
import { failureNotices, successNotices } from '../../../shared/notices';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';

export const ChangePasswordMutation = graphql(`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
      user {
        ...Session_user @unmask
      }
    }
  }
`);

const texts = { success: successNotices.passwordChanged, failure: failureNotices.changePassword };

async function changePassword(mutate: Mutate<typeof ChangePasswordMutation>, input: ChangePasswordInput) {
  const { data } = await mutate({ variables: { input } });
  if (!data) throw new Error('No data');
}

/**
 * Changes the password (the server rotates the session cookie); the returned User is normalised into the cache by
 * id, so the session follows. Notices: 'Password changed successfully' or the server's message / 'Failed to change
 * password'. Resolves true on success.
 */
export const useChangePasswordMutation = () => useNoticedMutation(ChangePasswordMutation, texts, changePassword);
