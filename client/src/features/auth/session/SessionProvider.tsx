import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { createSessionStore, SESSION_KEYS, type SessionState, type SessionStore } from './sessionStore';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store?: SessionStore; children: ReactNode }) {
  const [value] = useState(() => store ?? createSessionStore());

  // Another tab logged in or out: follow it on the next `me` check by re-reading the hint now.
  useEffect(() => {
    if (store) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !Object.values<string>(SESSION_KEYS).includes(event.key)) return;
      if (event.newValue === null && event.key === SESSION_KEYS.isLoggedIn) value.clear();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store, value]);

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
