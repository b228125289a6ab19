import { useSyncExternalStore } from 'react';

/**
 * Data saver, a choice of this device's (kept in its storage, like the player's other preferences): lectures stream
 * at the smallest rendition unless the learner picks another in the quality menu, and downloads start at data saver.
 */
const KEY = 'coursehub.dataSaver';
const CHANGED = 'coursehub:data-saver';

export function readDataSaver(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(KEY) === 'on';
  } catch {
    // No storage (a private window may refuse it): off.
    return false;
  }
}

export function saveDataSaver(on: boolean, storage: Storage = window.localStorage): void {
  try {
    if (on) storage.setItem(KEY, 'on');
    else storage.removeItem(KEY);
  } catch {
    // Storage refused: the choice holds for this page only, through the event below.
  }
  window.dispatchEvent(new Event(CHANGED));
}

const subscribe = (listener: () => void) => {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
};

/** The device's data saver, followed (other tabs' changes too); off when rendered on the server. */
export const useDataSaver = () =>
  useSyncExternalStore(
    subscribe,
    () => readDataSaver(),
    () => false,
  );
