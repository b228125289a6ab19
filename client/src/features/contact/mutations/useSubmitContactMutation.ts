import { useMutation } from '@apollo/client/react';
import type { ContactInput } from '@coursehub/shared';
import { useCallback } from 'react';
import { errorMessage } from '../../../app/apollo/errors';
import { failureNotices, successNotices } from '../../../app/notices';
import { notify } from '../../../app/toaster';
import { graphql } from '../../../gql';

export const SubmitContactMutation = graphql(`
  mutation SubmitContactMutation($input: ContactInput!) {
    submitContact(input: $input) {
      success
      message
    }
  }
`);

/** Sends a contact message. Resolves true when the server accepted it. */
export function useSubmitContactMutation() {
  const [mutate, result] = useMutation(SubmitContactMutation);

  const submitContact = useCallback(
    async (input: ContactInput): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data?.submitContact.success) {
          notify.error(failureNotices.operationFailed);
          return false;
        }
        notify.success(successNotices.contactSubmitted);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, failureNotices.contact));
        return false;
      }
    },
    [mutate],
  );

  return [submitContact, result] as const;
}
