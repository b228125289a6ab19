import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type NoticeOutcome, withNotices } from '../../../../shared/withNotices';
import { usePasswordReauthentication } from '../reauth/usePasswordReauthentication';

export const RequestEmailChangeMutation = graphql(`
  mutation RequestEmailChangeMutation($newEmail: String!, $password: String!) {
    requestEmailChange(newEmail: $newEmail, password: $password) {
      newEmail
    }
  }
`);

/**
 * Asks for a change of email: the server mails a confirmation link to the new address and nothing changes until it
 * is opened. The form shows in place which inbox to check ('Check your inbox at …'), so success raises no notice; a
 * refusal (wrong password, address taken, too many requests) shows the server's message, or 'Failed to send the
 * confirmation link'. A session signed in too long ago proves it with the password typed (usePasswordReauthentication).
 * Resolves with the outcome, whose value is that text.
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
          if (!data) throw new Error('Email change not requested');
          return t('notices.emailChangeRequested', { email: data.requestEmailChange.newEmail });
        }),
      ),
    [mutate, withPassword, t],
  );

  return [requestEmailChange, result] as const;
}
