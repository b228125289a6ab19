import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext, useBeforeUnload } from 'react-router';

/**
 * Holds navigation away from a screen while `active` (work in progress that leaving would lose), the way React
 * Router's blocker does: `blocked` while a navigation waits, `leave` lets it go on, `stay` drops it. A reload, a
 * closed tab or an address typed gets the browser's own warning (beforeunload).
 *
 * React Router's `useBlocker` needs its data router, which this app does not use (its declarative router costs 17 kB
 * gzip less), so links and `navigate` are held at the router's navigator instead. The browser's Back button is not:
 * the history entry is gone before the app hears of it.
 */
export function useLeaveWarning(active: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useBeforeUnload(
    useCallback(
      (event) => {
        if (active) event.preventDefault();
      },
      [active],
    ),
  );

  useEffect(() => {
    if (!active) return;
    const { push, replace } = navigator;
    navigator.push = (...args) => setPending(() => () => push(...args));
    navigator.replace = (...args) => setPending(() => () => replace(...args));
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [active, navigator]);

  const leave = useCallback(() => {
    setPending(null);
    pending?.();
  }, [pending]);
  const stay = useCallback(() => setPending(null), []);

  return { blocked: pending !== null, leave, stay };
}
