import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Provider } from '../components/ui/provider';
import { SessionProvider } from '../features/auth/session/SessionProvider';
import { SessionSync } from '../features/auth/session/SessionSync';
import type { SessionStore } from '../features/auth/session/sessionStore';
import { OfflineOwner } from '../features/offline/components/OfflineOwner';
import { useToastRegionDemanded } from '../shared/toastDemand';

const ToastRegion = lazy(() => import('../shared/ToastRegion').then((module) => ({ default: module.ToastRegion })));

/** The toast region (and the toast store with it) loads with the first notice; until then nothing is fetched. */
function LazyToastRegion() {
  if (!useToastRegionDemanded()) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}

interface AppProps {
  client: ApolloClient;
  sessionStore?: SessionStore;
  /** The router with its routes (main.tsx: a BrowserRouter around AppRoutes). */
  children: ReactNode;
}

/** The providers every screen relies on (style system, Apollo, session), the routed screens and the toast region. */
export function App({ client, sessionStore, children }: AppProps) {
  return (
    <Provider>
      <ApolloProvider client={client}>
        <SessionProvider store={sessionStore}>
          <SessionSync />
          <OfflineOwner />
          {children}
          <LazyToastRegion />
        </SessionProvider>
      </ApolloProvider>
    </Provider>
  );
}
