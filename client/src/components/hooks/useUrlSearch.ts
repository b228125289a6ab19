import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The address's parameters with `name` set to `value`, or without it when `value` is empty. */
export function withParam(current: URLSearchParams, name: string, value: string | null) {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/**
 * A search box whose text goes to the URL (`?search=…`) once typing stops for `delayMs`, replacing the entry (Back
 * leaves the page rather than stepping through keystrokes), so a search can be shared and reloaded. A URL changed
 * from elsewhere (Back into the page, a link) puts its text back in the box.
 * Returns the box's text, its setter, and the search in force (the URL's, trimmed).
 */
export function useUrlSearch(delayMs: number) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const [text, setText] = useState(search);
  // The texts this box sent to the URL, oldest first, until the URL shows them. A navigation lands after the render
  // that asked for it, so the box may already hold (and have sent) more letters: the URL arriving at one of its own
  // texts is never a reason to overwrite the box.
  const inFlight = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const own = inFlight.current.indexOf(search);
    if (own >= 0) {
      inFlight.current = inFlight.current.slice(own + 1);
      return;
    }
    inFlight.current = [];
    setText(search);
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onText = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = value.trim();
      inFlight.current.push(next);
      setParams((current) => withParam(current, 'search', next), { replace: true });
    }, delayMs);
  };

  return { text, onText, search };
}
