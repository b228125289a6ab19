import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../components/ui/provider';
import { CourseCatalogQuery } from '../features/catalog/courses/documents';
import { ALL_COURSES } from '../features/catalog/courses/preloadCatalogue';
import { SessionProvider } from '../features/identity/auth/session/SessionProvider';
import { createSessionStore } from '../features/identity/auth/session/sessionStore';
import { catalogMock } from '../test/courseFixtures';
import { mockClient } from '../test/mocks';
import { AppRoutes, createRoutes } from './routes';

const catalogRequest = expect.objectContaining({ query: CourseCatalogQuery, variables: ALL_COURSES });

/** The production route table, with the client its /courses route preloads through; records each `client.query`. */
function renderRoutesAt(path: string) {
  // The page's own request for the catalogue (the recorded preload is refused): a catalogue without courses.
  const client = mockClient([catalogMock({}, [])]);
  const query = vi.spyOn(client, 'query');
  const pageShownAtFirstQuery = vi.fn();
  query.mockImplementation((options) => {
    pageShownAtFirstQuery(screen.queryByRole('heading', { name: /Explore the courses/ }) !== null);
    return Promise.reject(new Error(`unmocked ${options.query}`));
  });
  render(
    <Provider>
      <ApolloProvider client={client}>
        <SessionProvider store={createSessionStore(window.localStorage)}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes routes={createRoutes(client)} />
          </MemoryRouter>
        </SessionProvider>
      </ApolloProvider>
    </Provider>,
  );
  return { query, pageShownAtFirstQuery };
}

describe('createRoutes', () => {
  it('starts the catalogue query when /courses mounts, before its page has rendered', async () => {
    const { query, pageShownAtFirstQuery } = renderRoutesAt('/courses');
    await waitFor(() => expect(query).toHaveBeenCalledWith(catalogRequest));
    expect(pageShownAtFirstQuery).toHaveBeenNthCalledWith(1, false);
    expect(await screen.findByRole('heading', { name: /Explore the courses/ })).toBeInTheDocument();
  });

  it('asks nothing on other routes', async () => {
    const { query } = renderRoutesAt('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(query).not.toHaveBeenCalled();
  });
});
