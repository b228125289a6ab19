import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MeQuery } from '../features/auth/session/documents';
import { App } from './App';
import { createCache } from './apollo/client';
import { notify } from './toaster';

describe('App', () => {
  it('mounts the toast region with the first notice, not at start-up', async () => {
    const client = new ApolloClient({
      cache: createCache(),
      link: new MockLink([{ request: { query: MeQuery }, result: { data: { me: null } } }], { showWarnings: false }),
    });
    render(
      <App client={client}>
        <MemoryRouter>
          <p>Home</p>
        </MemoryRouter>
      </App>,
    );
    expect(await screen.findByText('Home')).toBeInTheDocument();
    // Time for a lazy chunk rendered at start-up to arrive: the region must still be absent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();

    act(() => {
      notify.info('Hello there');
    });
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
  });
});
