import { createContext, useContext, useEffect } from 'react';

/**
 * Called once the routed page of a server-rendered screen has hydrated (mount.tsx: the screen then takes input). Null
 * where nothing waits for it: a screen the app rendered itself, unit tests.
 */
export const PageHydratedContext = createContext<(() => void) | null>(null);

/**
 * Rendered inside the layout's Suspense boundary, beside the page, so its effect runs when that boundary commits. While
 * the page's own code (a lazy chunk) is still loading, hydration commits the rest of the screen and leaves the page's
 * server HTML dehydrated, where React drops a click: the root's commit is too early to call the screen interactive.
 */
export function PageHydrated() {
  const onHydrated = useContext(PageHydratedContext);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}
