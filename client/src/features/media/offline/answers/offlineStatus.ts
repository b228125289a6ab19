import { useSyncExternalStore } from 'react';

/**
 * How many times a page's read found neither the network nor a saved answer (since the app started). The page frame
 * compares it with the count when the learner arrived at the page: more, and offline, it shows the offline page.
 */
let misses = 0;
const listeners = new Set<() => void>();

export function reportOfflineMiss() {
  misses += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOfflineMisses = () =>
  useSyncExternalStore(
    subscribe,
    () => misses,
    () => 0,
  );
