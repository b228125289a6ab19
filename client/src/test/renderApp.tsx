import type { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Location,
  MemoryRouter,
  type NavigateOptions,
  type RouteObject,
  type To,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppRoutes, createRoutes } from '../app/routes';
import { Provider } from '../components/ui/provider';
import { CourseLanguagesQuery } from '../features/catalog/courses/documents';
import { SessionProvider } from '../features/identity/auth/session/SessionProvider';
import { SessionSync } from '../features/identity/auth/session/SessionSync';
import { writeSessionUser } from '../features/identity/auth/session/sessionCache';
import { createSessionStore, type Role, type SessionUser } from '../features/identity/auth/session/sessionStore';
import { InboxUnreadCountQuery } from '../features/learning/inbox/inboxDocuments';
import { ToastRegion } from '../shared/ToastRegion';
import { makeUser } from './fixtures';
import { answeringEachTime, type Mocks, mock, mockClient } from './mocks';

/**
 * The header's inbox badge of a signed-in screen, nothing unread: after a test's own mocks, so a test that counts
 * unread items answers first.
 */
const nothingUnread = answeringEachTime(
  mock({ request: { query: InboxUnreadCountQuery }, result: { data: { inboxUnreadCount: 0 } } }),
);

/**
 * The catalogue's language filters' choices, none yet (every course in English, none captioned): after a test's own
 * mocks, so a test of the filters answers first. /courses asks for them wherever a test's way passes it.
 */
const noCourseLanguages = answeringEachTime(
  mock({
    request: { query: CourseLanguagesQuery },
    result: { data: { courseLanguages: { __typename: 'CourseLanguages', languages: [], captionLanguages: [] } } },
  }),
);

/** What a test reads and drives of the router: the current location, and navigate(). */
export interface TestRouter {
  state: { location: Location };
  /** Navigates at once (declarative mode): wrap the call in act(). */
  navigate: (to: To, options?: NavigateOptions) => void;
}

function RouterProbe({ into }: { into: TestRouter }) {
  into.state.location = useLocation();
  const navigate = useNavigate();
  into.navigate = (to, options) => {
    navigate(to, options);
  };
  return null;
}

interface RenderAppOptions {
  /** Initial URL. */
  path?: string;
  /** Logged in with this role (or this user); `null` = logged out and verified; 'unverified' = no answer from `me` yet. */
  session?: Role | SessionUser | null | 'unverified';
  mocks?: Mocks;
  routes?: RouteObject[];
  /** The production route table with the app's client, so /courses readies its catalogue (see createRoutes). */
  preloading?: boolean;
  /** Links before the mocks (`holding`). */
  links?: ApolloLink[];
}

/** Renders the real route table (or given routes) as the app does (AppRoutes in declarative mode), with Chakra, a mocked Apollo link, a session and the toaster. */
export function renderApp({
  path = '/',
  session = null,
  mocks = [],
  routes,
  preloading = false,
  links = [],
}: RenderAppOptions = {}) {
  const store = createSessionStore(window.localStorage);
  const client = mockClient(
    session === null ? [...mocks, noCourseLanguages] : [...mocks, nothingUnread, noCourseLanguages],
    ...links,
  );
  // As after the app's start-up check: the cached `me` is the session, which SessionSync stores.
  if (session !== 'unverified') {
    writeSessionUser(client.cache, typeof session === 'string' ? makeUser(session) : session);
  }
  const table = routes ?? createRoutes(preloading ? client : undefined);
  const router = { state: {} } as TestRouter;
  const user = userEvent.setup();
  const view = render(
    <Provider>
      <ApolloProvider client={client}>
        <SessionProvider store={store}>
          <SessionSync verify={false} />
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes routes={table} />
            <RouterProbe into={router} />
          </MemoryRouter>
          <ToastRegion />
        </SessionProvider>
      </ApolloProvider>
    </Provider>,
  );
  return { ...view, user, router, store, client };
}
