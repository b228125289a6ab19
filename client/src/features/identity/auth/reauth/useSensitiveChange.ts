import { useRef, useState } from 'react';
import { errorCode, errorMessage } from '../../../../shared/errors';
import { notify } from '../../../../shared/toaster';
import { isCancelledCeremony } from '../mfa/webauthn';

/**
 * Runs a sensitive change (passkeys, two-factor, API keys); when the server asks for a recent sign-in
 * (REAUTHENTICATION_REQUIRED), keeps it pending until the owner confirms it's them (ReauthenticatePanel), then runs it
 * again. Any other failure is a notice with the server's message, or `failure`.
 */
export function useSensitiveChange(failure: string) {
  const pending = useRef<(() => Promise<void>) | null>(null);
  const [asking, setAsking] = useState(false);
  const run = async (change: () => Promise<void>) => {
    try {
      await change();
    } catch (error) {
      if (errorCode(error) === 'REAUTHENTICATION_REQUIRED') {
        pending.current = change;
        setAsking(true);
      } else if (!isCancelledCeremony(error)) notify.error(errorMessage(error, failure));
    }
  };
  const resume = async () => {
    setAsking(false);
    const change = pending.current;
    pending.current = null;
    if (change) await run(change);
  };
  return { run, asking, resume, cancel: () => setAsking(false) };
}
