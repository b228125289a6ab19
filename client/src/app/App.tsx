import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { Provider } from '../components/ui/provider';
import { SessionProvider } from '../features/auth/session/SessionProvider';
import { SessionSync } from '../features/auth/session/SessionSync';
import type { SessionStore } from '../features/auth/session/sessionStore';
import { useToastRegionDemanded } from './toastDemand';

const ToastRegion = lazy(() => import('./ToastRegion').then((module) => ({ default: module.ToastRegion })));

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
  router: ReturnType<typeof createBrowserRouter>;
  sessionStore?: SessionStore;
}

export function App({ client, router, sessionStore }: AppProps) {
  return (
    <Provider>
      <ApolloProvider client={client}>
        <SessionProvider store={sessionStore}>
          <SessionSync />
          <RouterProvider router={router} />
          <LazyToastRegion />
        </SessionProvider>
      </ApolloProvider>
    </Provider>
  );
}
