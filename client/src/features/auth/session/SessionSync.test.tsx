import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo/client';
import { makeUser } from '../../../test/fixtures';
import { MeQuery } from './documents';
import { SessionProvider } from './SessionProvider';
import { SessionSync } from './SessionSync';
import { createSessionStore } from './sessionStore';

function sync(mock: MockLink.MockedResponse, before?: (store: ReturnType<typeof createSessionStore>) => void) {
  const store = createSessionStore(window.localStorage);
  before?.(store);
  const client = new ApolloClient({ cache: createCache(), link: new MockLink([mock], { showWarnings: false }) });
  render(
    <ApolloProvider client={client}>
      <SessionProvider store={store}>
        <SessionSync />
      </SessionProvider>
    </ApolloProvider>,
  );
  return store;
}

describe('SessionSync', () => {
  it('clears a stored session when the server says nobody is logged in', async () => {
    const store = sync({ request: { query: MeQuery }, result: { data: { me: null } } }, (s) => s.signIn(makeUser()));
    await waitFor(() => expect(store.getSnapshot()).toMatchObject({ isLoggedIn: false, verified: true }));
    expect(window.localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('sets the session from the server user', async () => {
    const admin = makeUser('ADMIN');
    const store = sync({ request: { query: MeQuery }, result: { data: { me: admin } } });
    await waitFor(() => expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, role: 'ADMIN', verified: true }));
  });

  it('does not undo a login that completed while the start-up query was in flight', async () => {
    const user = makeUser();
    const store = sync({ request: { query: MeQuery }, result: { data: { me: null } }, delay: 50 });
    store.signIn(user);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, verified: true });
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('keeps the stored hint when the server cannot be reached', async () => {
    const store = sync({ request: { query: MeQuery }, error: new TypeError('offline') }, (s) => s.signIn(makeUser()));
    await waitFor(() => expect(store.getSnapshot().verified).toBe(true));
    expect(store.getSnapshot().isLoggedIn).toBe(true);
  });
});
