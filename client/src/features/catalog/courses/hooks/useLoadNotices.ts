import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../../shared/errors';
import { notify } from '../../../../shared/toaster';

export interface LoadNoticeTexts {
  loading: string;
  /** Replaces the loading notice when the load succeeds; without it the loading notice is just dismissed. */
  success?: string;
  /** Fallback when the server gives no message (spec section 8). */
  failure: string;
}

interface LoadState {
  loading: boolean;
  error?: unknown;
}

/**
 * Notices run after React's commit: the toast machine updates synchronously (flushSync), which React refuses
 * inside an effect. Microtasks keep their order, so a load's notices still follow each other.
 */
const afterCommit = (task: () => void) => queueMicrotask(task);

/**
 * Notices for a query (spec section 8): a loading notice while it loads, replaced by the success text or by the
 * server's error message (else the fallback). With `announce: false` loads are silent but failures still show.
 */
export function useLoadNotices({ loading, error }: LoadState, texts: LoadNoticeTexts, announce = true) {
  const pending = useRef<string | null>(null);
  const { loading: loadingText, success, failure } = texts;

  useEffect(() => {
    afterCommit(() => {
      if (loading) {
        if (announce && !pending.current) pending.current = notify.loading(loadingText);
        return;
      }
      const id = pending.current;
      pending.current = null;
      if (error) {
        const message = errorMessage(error, failure);
        if (id) notify.error(id, message);
        else notify.error(message);
      } else if (id) {
        if (success) notify.success(id, success);
        else notify.dismiss(id);
      }
    });
  }, [loading, error, announce, loadingText, success, failure]);

  // A loading notice stays until replaced: take it away if the page goes before the load ends.
  useEffect(
    () => () =>
      afterCommit(() => {
        if (pending.current) notify.dismiss(pending.current);
        pending.current = null;
      }),
    [],
  );
}
