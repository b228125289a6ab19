import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { type NoticeOutcome, withNotices } from '../../../shared/withNotices';
import { usePasswordReauthentication } from '../reauth/usePasswordReauthentication';

export const RequestEmailChangeMutation = graphql(`
  mutation RequestEmailChangeMutation($newEmail: String!, $password: String!) {
    requestEmailChange(newEmail: $newEmail, password: $password) {
      success
      message
    }
  }
`);

/**
 * Asks for a change of email: the server mails a confirmation link to the new address and nothing changes until it
 * is opened. The form shows the server's message in place (which inbox to check), so success raises no notice; a
 * refusal (wrong password, address taken, too many requests) shows the server's message, or 'Failed to send the
 * confirmation link'. A session signed in too long ago proves it with the password typed (usePasswordReauthentication).
 * Resolves with the outcome, whose value is the server's message.
 */
export function useRequestEmailChangeMutation() {
  const { t } = useTranslation('auth');
  const [mutate, result] = useMutation(RequestEmailChangeMutation);
  const withPassword = usePasswordReauthentication();

  const requestEmailChange = useCallback(
    (input: { newEmail: string; password: string }): Promise<NoticeOutcome<string>> =>
      withNotices({ failure: t('failures.requestEmailChange') }, () =>
        withPassword(input.password, async () => {
          const { data } = await mutate({ variables: input });
          if (!data?.requestEmailChange.success) throw new Error('Email change not requested');
          return data.requestEmailChange.message;
        }),
      ),
    [mutate, withPassword, t],
  );

  return [requestEmailChange, result] as const;
}
