import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadOptions, UploadProgress } from '../../../../app/apollo/uploadLink';

/**
 * The progress and cancel of a lecture form's one upload at a time, for a mutation sent over the upload link. `start`
 * gives the mutation's context (progress events, abort signal) and `settle` ends the upload: a failed or cancelled
 * one takes its bar away, a successful one leaves it at 100% until the screen goes. Leaving the screen cancels an
 * upload in flight.
 */
export function useUploadControl() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback((totalBytes: number) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ loaded: 0, total: totalBytes, percent: 0 });
    const upload: UploadOptions = { onProgress: setProgress, signal: abort.signal };
    const settle = (ok: boolean) => {
      if (controller.current === abort) controller.current = null;
      if (!ok) setProgress(null);
    };
    return { context: { upload }, settle };
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { progress, start, cancel };
}
