import { useSyncExternalStore } from 'react';

/**
 * Whether any notice has been raised yet. The toast region (about 1.6 kB gzip, plus react-hot-toast's 1.8 kB store)
 * mounts on the first notice instead of at start-up, so pages that never notify (the home page) do not fetch it.
 * This module stays in the entry; the toaster itself is a lazy chunk that reports here.
 */
let demanded = false;
const listeners = new Set<() => void>();

export function demandToastRegion() {
  if (demanded) return;
  demanded = true;
  for (const listener of listeners) listener();
}

/** Whether the toast region has been asked for: until then its chunk is never requested. */
export const isToastRegionDemanded = () => demanded;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useToastRegionDemanded = () =>
  useSyncExternalStore(
    subscribe,
    () => demanded,
    () => demanded,
  );
