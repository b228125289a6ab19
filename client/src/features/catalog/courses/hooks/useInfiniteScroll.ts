import { useEffect, useRef, useState } from 'react';

/** How far below the viewport the sentinel starts the next page: it arrives before the reader gets there. */
const AHEAD = '800px 0px';

/**
 * Infinite scroll: calls `onReached` when the element given to the returned callback ref comes within AHEAD of the
 * viewport while `enabled`. Disable it while a page loads: enabling it again observes afresh, and the observer's
 * first report calls again if the sentinel is still in reach (a short page on a tall screen).
 */
export function useInfiniteScroll(onReached: () => void, enabled: boolean) {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const latest = useRef(onReached);
  useEffect(() => {
    latest.current = onReached;
  });

  useEffect(() => {
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, sentinel]);

  return setSentinel;
}
