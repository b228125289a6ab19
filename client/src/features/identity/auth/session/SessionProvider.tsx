import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { createSessionStore, type SessionState, type SessionStore } from './sessionStore';

const SessionContext = createContext<SessionStore | null>(null);

/** Holds the session store (read from local storage at start-up, so the first screen knows the session at once). */
export function SessionProvider({ store, children }: { store?: SessionStore; children: ReactNode }) {
  const [value] = useState(() => store ?? createSessionStore());
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
}

/** The current session: { isLoggedIn, role, data, verified }. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
