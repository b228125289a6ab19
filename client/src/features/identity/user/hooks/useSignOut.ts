import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLogoutMutation } from '../../auth/mutations/useLogoutMutation';
import { UnsubscribeFromPushMutation } from '../components/DevicePushSwitch';
import { forgetThisDeviceOnSignOut } from '../components/devicePush';

/**
 * Signing out from the header and the drawer: this browser's web push subscription is forgotten first (a shared
 * browser must not keep telling the next person this account's news), then the session ends (useLogoutMutation).
 * Resolves true when signed out.
 */
export function useSignOut() {
  const [logout, result] = useLogoutMutation();
  const [unsubscribe] = useMutation(UnsubscribeFromPushMutation);
  const signOut = useCallback(async () => {
    await forgetThisDeviceOnSignOut((endpoint) => unsubscribe({ variables: { endpoint } }));
    return logout();
  }, [logout, unsubscribe]);
  return [signOut, result] as const;
}
