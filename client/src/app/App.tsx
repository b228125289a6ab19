import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { Provider } from '../components/ui/provider';
import { SessionProvider } from '../features/auth/session/SessionProvider';
import type { SessionStore } from '../features/auth/session/sessionStore';

// Loaded right after the first paint: it carries the GraphQL documents, which the home page does not need.
const SessionSync = lazy(() =>
  import('../features/auth/session/SessionSync').then((module) => ({ default: module.SessionSync })),
);

// The toast region (and the toast store with it) is only needed once something is notified.
const ToastRegion = lazy(() => import('./ToastRegion').then((module) => ({ default: module.ToastRegion })));

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
          <Suspense fallback={null}>
            <SessionSync />
          </Suspense>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <ToastRegion />
          </Suspense>
        </SessionProvider>
      </ApolloProvider>
    </Provider>
  );
}
