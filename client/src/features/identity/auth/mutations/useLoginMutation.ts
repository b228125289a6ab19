import { useMutation } from '@apollo/client/react';
import type { LoginInput } from '@coursehub/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { withNotices } from '../../../../shared/withNotices';
import { writeSessionUser } from '../session/sessionCache';

export const LoginMutation = graphql(`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      message
      user {
        ...Session_user @unmask
      }
      secondFactor {
        challengeToken
        methods
      }
    }
  }
`);

/** The second step a right password leads to when the account has a second factor. */
export interface SecondFactorNeeded {
  challengeToken: string;
  methods: string[];
}

/**
 * Logs in: the user becomes the cached `me` (and so the stored session), with 'Please wait ! Authentication in
 * progress ...', then the server's message or 'Failed to log in'. Resolves 'done' on success, the second step when the
 * account has a second factor (no session yet), or null when it failed.
 */
export function useLoginMutation() {
  const { t } = useTranslation('auth');
  const texts = useMemo(
    () => ({
      loading: t('notices.authenticating'),
      success: (login: { message: string }) => login.message,
      failure: t('failures.login'),
    }),
    [t],
  );
  const [mutate] = useMutation(LoginMutation, {
    update(cache, { data }) {
      if (data?.login.user) writeSessionUser(cache, data.login.user);
    },
  });
  const login = useCallback(
    async (input: LoginInput): Promise<'done' | SecondFactorNeeded | null> => {
      const outcome = await withNotices(texts, async () => {
        const { data } = await mutate({ variables: { input } });
        if (!data) throw new Error('No data');
        return data.login;
      });
      if (!outcome.ok) return null;
      return outcome.value.secondFactor ?? 'done';
    },
    [mutate, texts],
  );
  return [login] as const;
}
