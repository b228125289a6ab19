import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorCode } from '../../../../shared/errors';
import { ReauthenticateMutation } from '../mfa/documents';

/**
 * For the forms that ask for the current password anyway (change password, change email, delete account): when the
 * server wants a recent sign-in first (REAUTHENTICATION_REQUIRED), the password typed proves it (reauthenticate) and
 * the change is sent once more, with nothing more to ask. A wrong password fails there, with the server's message.
 */
export function usePasswordReauthentication() {
  const [reauthenticate] = useMutation(ReauthenticateMutation);
  return useCallback(
    async <T>(password: string, change: () => Promise<T>): Promise<T> => {
      try {
        return await change();
      } catch (error) {
        if (errorCode(error) !== 'REAUTHENTICATION_REQUIRED') throw error;
        await reauthenticate({ variables: { input: { password } } });
        return change();
      }
    },
    [reauthenticate],
  );
}
