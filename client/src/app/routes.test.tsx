import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CourseCatalogQuery } from '../features/courses/documents';
import { ALL_COURSES } from '../features/courses/preloadCatalogue';
import { createCache } from './apollo/client';
import { createRoutes } from './routes';

const catalogRequest = expect.objectContaining({ query: CourseCatalogQuery, variables: ALL_COURSES });

function routerAt(path: string, client?: ApolloClient) {
  return createMemoryRouter(createRoutes(client), { initialEntries: [path] });
}

describe('createRoutes', () => {
  it('starts the catalogue query when /courses loads, before its page has rendered', async () => {
    const client = new ApolloClient({ cache: createCache(), link: new MockLink([], { showWarnings: false }) });
    const query = vi.spyOn(client, 'query');
    const router = routerAt('/courses', client);
    await waitFor(() => expect(query).toHaveBeenCalledWith(catalogRequest));
    router.dispose();
  });

  it('asks nothing on other routes', async () => {
    const client = new ApolloClient({ cache: createCache(), link: new MockLink([], { showWarnings: false }) });
    const query = vi.spyOn(client, 'query');
    const router = routerAt('/about', client);
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(query).not.toHaveBeenCalled();
    router.dispose();
  });
});
