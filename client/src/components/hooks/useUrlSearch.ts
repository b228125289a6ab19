import { useCallback, useEffect, useRef, useState } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/** The address's parameters with `name` set to `value`, or without it when `value` is empty. */
export function withParam(current: URLSearchParams, name: string, value: string | null) {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

export type SearchParamsNow = readonly [
  URLSearchParams,
  (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
];

/**
 * useSearchParams, with a setter whose `change` gets the parameters as this page last set them. react-router hands a
 * functional update the parameters of the last render, which lag the address while a navigation renders in a
 * transition (a limitation react-router documents for the updater form): a filter picked then would bring back the
 * search text typed before it.
 * A render showing one of the page's own navigations changes nothing; any other (Back, a link) is the address now.
 */
export function useSearchParamsNow(): SearchParamsNow {
  const [params, setParams] = useSearchParams();
  const state = useRef({ now: params, sent: [] as string[], rendered: params.toString() });
  const rendered = params.toString();
  if (state.current.rendered !== rendered) {
    const own = state.current.sent.indexOf(rendered);
    state.current =
      own >= 0
        ? { ...state.current, sent: state.current.sent.slice(own + 1), rendered }
        : { now: params, sent: [], rendered };
  }
  const change = useCallback(
    (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = update(new URLSearchParams(state.current.now));
      state.current.now = next;
      state.current.sent.push(next.toString());
      setParams(next, options);
    },
    [setParams],
  );
  return [params, change];
}

/**
 * A search box whose text goes to the URL (`?search=…`) once typing stops for `delayMs`, replacing the entry (Back
 * leaves the page rather than stepping through keystrokes), so a search can be shared and reloaded. A URL changed
 * from elsewhere (Back into the page, a link) puts its text back in the box.
 * Returns the box's text, its setter, and the search in force (the URL's, trimmed). `address` is the page's
 * useSearchParamsNow, so the box and the page's other filters build on each other's changes.
 */
export function useUrlSearch(delayMs: number, address: SearchParamsNow) {
  const [params, setParams] = address;
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
