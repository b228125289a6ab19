import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../shared/toaster';
import { withNotices } from '../../../../shared/withNotices';
import { writeSessionUser } from '../session/sessionCache';
import {
  CompleteSecondFactorMutation,
  LoginWithPasskeyMutation,
  PasskeyLoginOptionsMutation,
  SecondFactorPasskeyOptionsMutation,
} from './documents';
import { assertPasskey, isCancelledCeremony } from './webauthn';

/** The notices of a sign-in's last step: 'Please wait ! Authentication in progress ...', then the server's message. */
function useSignInTexts() {
  const { t } = useTranslation('auth');
  return useMemo(
    () => ({
      loading: t('notices.authenticating'),
      success: (message: string) => message,
      failure: t('failures.login'),
    }),
    [t],
  );
}

/**
 * Signing in with a passkey: `signIn()` from the button, `signIn(true)` for the browser's autofill (it waits until the
 * visitor picks a passkey in the email field's suggestions). Resolves true once signed in.
 */
export function usePasskeySignIn() {
  const signInTexts = useSignInTexts();
  const [options] = useMutation(PasskeyLoginOptionsMutation);
  const [login] = useMutation(LoginWithPasskeyMutation, {
    update(cache, { data }) {
      if (data) writeSessionUser(cache, data.loginWithPasskey.user);
    },
  });
  return useCallback(
    async (autofill = false): Promise<boolean> => {
      let response: string;
      try {
        const { data } = await options();
        if (!data) return false;
        response = await assertPasskey(data.passkeyLoginOptions, autofill);
      } catch (error) {
        if (!autofill && !isCancelledCeremony(error)) notify.error(signInTexts.failure);
        return false;
      }
      const outcome = await withNotices(signInTexts, async () => {
        const { data } = await login({ variables: { response } });
        if (!data) throw new Error('No data');
        return data.loginWithPasskey.message;
      });
      return outcome.ok;
    },
    [options, login, signInTexts],
  );
}

export type SecondFactorProof = { code: string } | { recoveryCode: string } | { passkey: true };

/** The second step of a sign-in: a code, a recovery code, or one of the account's passkeys. Resolves true once in. */
export function useCompleteSecondFactor() {
  const signInTexts = useSignInTexts();
  const [passkeyOptions] = useMutation(SecondFactorPasskeyOptionsMutation);
  const [complete] = useMutation(CompleteSecondFactorMutation, {
    update(cache, { data }) {
      if (data) writeSessionUser(cache, data.completeSecondFactor.user);
    },
  });
  return useCallback(
    async (challengeToken: string, proof: SecondFactorProof): Promise<boolean> => {
      let input: { challengeToken: string; code?: string; recoveryCode?: string; passkeyResponse?: string };
      if ('passkey' in proof) {
        try {
          const { data } = await passkeyOptions({ variables: { challengeToken } });
          if (!data) return false;
          input = { challengeToken, passkeyResponse: await assertPasskey(data.secondFactorPasskeyOptions) };
        } catch (error) {
          if (!isCancelledCeremony(error)) notify.error(signInTexts.failure);
          return false;
        }
      } else input = { challengeToken, ...proof };
      const outcome = await withNotices(signInTexts, async () => {
        const { data } = await complete({ variables: { input } });
        if (!data) throw new Error('No data');
        return data.completeSecondFactor.message;
      });
      return outcome.ok;
    },
    [passkeyOptions, complete, signInTexts],
  );
}
