import type { ContactInput } from '@coursehub/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';
import { FailureNotice } from '../../../../shared/withNotices';

export const SubmitContactMutation = graphql(`
  mutation SubmitContactMutation($input: ContactInput!) {
    submitContact(input: $input) {
      receivedAt
    }
  }
`);

/**
 * Sends a contact message: 'Form Submitted Successfully', else the server's message or 'Failed to submit the form';
 * an answer without data says 'Operation failed'. Resolves true when the server accepted it.
 */
export function useSubmitContactMutation() {
  const { t } = useTranslation('contact');
  const texts = useMemo(() => ({ success: t('notices.submitted'), failure: t('notices.failed') }), [t]);
  const submitContact = useCallback(
    async (mutate: Mutate<typeof SubmitContactMutation>, input: ContactInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new FailureNotice(t('notices.operationFailed'));
    },
    [t],
  );
  return useNoticedMutation(SubmitContactMutation, texts, submitContact);
}
