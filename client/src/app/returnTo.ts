import type { Location } from 'react-router';

/** Where a successful login or signup goes: a path of this app, and the navigation state the page had (if any). */
export interface ReturnTo {
  path: string;
  state?: unknown;
}

/** The spec's destination after login or signup when no page was asked for. */
const HOME: ReturnTo = { path: '/' };

/** Pages that would send the visitor straight back to a login form. */
const AUTH_PAGES = new Set(['/login', '/signup']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The path itself when it is a path of this app (starts with one '/', stays on this origin), else null. A next=
 * parameter is in the visitor's hands: '//evil.example', '/\evil.example' or 'https://…' must never leave the site.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  try {
    const { origin } = window.location;
    const url = new URL(value, origin);
    if (url.origin !== origin || AUTH_PAGES.has(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The guard's navigation state for /login: the whole place the visitor wanted, its own state included. */
export const loginState = ({ pathname, search, hash, state }: Location) => ({
  from: { pathname, search, hash, state },
});

/**
 * Where to go after logging in or signing up from this location: the page the guard sent the visitor from (state
 * `from`), else a `?next=` path, else '/'.
 */
export function returnTo({ state, search }: Pick<Location, 'state' | 'search'>): ReturnTo {
  const from = isRecord(state) ? state.from : undefined;
  if (isRecord(from)) {
    const path = safeReturnPath(`${String(from.pathname ?? '')}${String(from.search ?? '')}${String(from.hash ?? '')}`);
    if (path) return { path, state: from.state };
  }
  const next = safeReturnPath(new URLSearchParams(search).get('next'));
  return next ? { path: next } : HOME;
}
