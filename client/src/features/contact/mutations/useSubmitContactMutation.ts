import type { ContactInput } from '@coursehub/shared';
import { graphql } from '../../../gql';
import { failureNotices, successNotices } from '../../../shared/notices';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';
import { FailureNotice } from '../../../shared/withNotices';

export const SubmitContactMutation = graphql(`
  mutation SubmitContactMutation($input: ContactInput!) {
    submitContact(input: $input) {
      success
      message
    }
  }
`);

const texts = { success: successNotices.contactSubmitted, failure: failureNotices.contact };

async function submitContact(mutate: Mutate<typeof SubmitContactMutation>, input: ContactInput) {
  const { data } = await mutate({ variables: { input } });
  if (!data?.submitContact.success) throw new FailureNotice(failureNotices.operationFailed);
}

/** Sends a contact message. Resolves true when the server accepted it. */
export const useSubmitContactMutation = () => useNoticedMutation(SubmitContactMutation, texts, submitContact);
