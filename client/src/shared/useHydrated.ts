import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while React hydrates a server-rendered page, true from the render after it (and at once on a page the app
 * renders itself). A value only the browser knows (a refresh under way) goes through it: React keeps the server's
 * attributes where the first client render differs, so such a value would stay as the server wrote it until it
 * changed again.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
