import { useCallback, useState } from 'react';

/**
 * The content width of an element in CSS pixels, kept current with a ResizeObserver (null until first measured:
 * browsers report it after layout and before the first paint; jsdom never does). Pass `ref` to the element.
 */
export function useElementWidth<T extends HTMLElement>() {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: T | null) => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
