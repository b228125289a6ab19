import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createCache } from '../app/apollo/client';
import { createRoutes } from '../app/routes';
import { ToastRegion } from '../app/ToastRegion';
import { Provider } from '../components/ui/provider';
import { SessionProvider } from '../features/auth/session/SessionProvider';
import { createSessionStore, type Role, type SessionUser } from '../features/auth/session/sessionStore';
import { makeUser } from './fixtures';

export type Mocks = ReadonlyArray<MockLink.MockedResponse>;

interface RenderAppOptions {
  /** Initial URL. */
  path?: string;
  /** Logged in with this role (or this user); `null` = logged out and verified; 'unverified' = no answer from `me` yet. */
  session?: Role | SessionUser | null | 'unverified';
  mocks?: Mocks;
  routes?: RouteObject[];
  /** The production route table, whose loaders start queries with the app's client (see createRoutes). */
  preloading?: boolean;
}

/** Renders the real route table (or given routes) with Chakra, a mocked Apollo link, a session and the toaster. */
export function renderApp({
  path = '/',
  session = null,
  mocks = [],
  routes,
  preloading = false,
}: RenderAppOptions = {}) {
  const store = createSessionStore(window.localStorage);
  if (session === null) store.clear();
  else if (session !== 'unverified') store.signIn(typeof session === 'string' ? makeUser(session) : session);

  const client = new ApolloClient({
    cache: createCache(),
    link: new MockLink(mocks, { showWarnings: false }),
    dataMasking: true,
  });
  const table = routes ?? createRoutes(preloading ? client : undefined);
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Provider>
      <ApolloProvider client={client}>
        <SessionProvider store={store}>
          <RouterProvider router={router} />
          <ToastRegion />
        </SessionProvider>
      </ApolloProvider>
    </Provider>,
  );
  return { ...view, user, router, store, client };
}
