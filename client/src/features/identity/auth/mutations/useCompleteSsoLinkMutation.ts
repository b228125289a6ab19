import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';
import { writeSessionUser } from '../session/sessionCache';

export const CompleteSsoLinkMutation = graphql(`
  mutation CompleteSsoLinkMutation($password: String!) {
    completeSsoLink(password: $password) {
      message
      user {
        ...Session_user @unmask
      }
    }
  }
`);

async function completeLink(mutate: Mutate<typeof CompleteSsoLinkMutation>, password: string) {
  const { data } = await mutate({ variables: { password } });
  if (!data) throw new Error('No data');
  return data.completeSsoLink.message;
}

/** The pending provider identity links with the account's password; the user becomes the cached `me`. */
export function useCompleteSsoLinkMutation() {
  const { t } = useTranslation('auth');
  const texts = useMemo(
    () => ({ loading: t('notices.authenticating'), success: () => t('sso.linked'), failure: t('sso.linkFailed') }),
    [t],
  );
  return useNoticedMutation(CompleteSsoLinkMutation, texts, completeLink, {
    update(cache, { data }) {
      if (data) writeSessionUser(cache, data.completeSsoLink.user);
    },
  });
}
