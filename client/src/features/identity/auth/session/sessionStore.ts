import type { Session_UserFragment } from '../../../../gql/graphql';

export type Role = 'ADMIN' | 'USER';
export type SessionUser = Session_UserFragment;

/**
 * Spec section 3: the session kept in local storage is { isLoggedIn, role, data }. It is a UI hint only; the
 * httpOnly cookie is the credential, and `verified` turns true once the server's `me` answered this page load.
 * It is read at start-up (the first screen knows the session at once) and written only by SessionSync, which
 * follows the cached `me`.
 */
export interface SessionState {
  isLoggedIn: boolean;
  role: Role | null;
  data: SessionUser | null;
  verified: boolean;
}

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** The cached `me` is this user (logged in, or their details changed). */
  signIn(user: SessionUser): void;
  /** The cached `me` is null (logged out): the session is removed from storage entirely. */
  clear(): void;
  /** The server could not be asked (offline): keep the hint but stop waiting for it. */
  markVerified(): void;
}

export const SESSION_KEYS = { isLoggedIn: 'isLoggedIn', role: 'role', data: 'data' } as const;

const isRole = (value: unknown): value is Role => value === 'ADMIN' || value === 'USER';

const loggedOut = (verified: boolean): SessionState => ({ isLoggedIn: false, role: null, data: null, verified });

function read(storage: Storage | undefined): SessionState {
  try {
    if (storage?.getItem(SESSION_KEYS.isLoggedIn) !== 'true') return loggedOut(false);
    const role = storage.getItem(SESSION_KEYS.role);
    const data = JSON.parse(storage.getItem(SESSION_KEYS.data) ?? 'null') as SessionUser | null;
    if (!isRole(role) || !data || typeof data !== 'object' || data.role !== role) return loggedOut(false);
    return { isLoggedIn: true, role, data, verified: false };
  } catch {
    return loggedOut(false);
  }
}

function write(storage: Storage | undefined, state: SessionState) {
  if (!storage) return;
  try {
    if (!state.isLoggedIn || !state.data || !state.role) {
      for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
      return;
    }
    storage.setItem(SESSION_KEYS.isLoggedIn, 'true');
    storage.setItem(SESSION_KEYS.role, state.role);
    storage.setItem(SESSION_KEYS.data, JSON.stringify(state.data));
  } catch {
    // Storage full or disabled: the in-memory session still works for this tab.
  }
}

export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function createSessionStore(storage: Storage | undefined = browserStorage()): SessionStore {
  let state = read(storage);
  const listeners = new Set<() => void>();
  const set = (next: SessionState, persist = true) => {
    state = next;
    if (persist) write(storage, next);
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(user) {
      set({ isLoggedIn: true, role: user.role, data: user, verified: true });
    },
    clear() {
      set(loggedOut(true));
    },
    markVerified() {
      if (!state.verified) set({ ...state, verified: true }, false);
    },
  };
}
