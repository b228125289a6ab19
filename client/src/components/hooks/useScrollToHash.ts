import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the element the address's hash names into view once `ready` (its page has rendered its data): the
 * router does not, and the element is not there yet when the page first renders without its data.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
