import { useEffect } from 'react';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import type { AnswerStore } from '../answers/answerStore';
import { offlineAnswers } from '../answers/offlineAnswers';

/**
 * Keeps the saved answers the signed-in user's: signing out, or another user signing in on this device, drops them
 * (AnswerStore.setOwner), so nobody reads another learner's saved pages.
 */
export function OfflineOwner({ store = offlineAnswers }: { store?: AnswerStore | null }) {
  const { data } = useSession();
  const owner = data?.id ?? null;
  useEffect(() => {
    store?.setOwner(owner).catch(() => undefined);
  }, [store, owner]);
  return null;
}
