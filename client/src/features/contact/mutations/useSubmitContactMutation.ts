import { useMutation } from '@apollo/client/react';
import type { ContactInput } from '@coursehub/shared';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { failureNotices, successNotices } from '../../../shared/notices';
import { FailureNotice, withNotices } from '../../../shared/withNotices';

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
      const texts = { success: successNotices.contactSubmitted, failure: failureNotices.contact };
      const outcome = await withNotices(texts, async () => {
        const { data } = await mutate({ variables: { input } });
        if (!data?.submitContact.success) throw new FailureNotice(failureNotices.operationFailed);
      });
      return outcome.ok;
    },
    [mutate],
  );

  return [submitContact, result] as const;
}
