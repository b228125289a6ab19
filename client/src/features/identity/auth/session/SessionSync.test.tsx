import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { mock, mockClient } from '../../../../test/mocks';
import { MeQuery } from './documents';
import { SessionProvider } from './SessionProvider';
import { SessionSync } from './SessionSync';
import { writeSessionUser } from './sessionCache';
import { createSessionStore, SESSION_KEYS } from './sessionStore';

/** A session stored by an earlier page load (local storage), as the app finds it at start-up. */
const storedEarlier = () => createSessionStore(window.localStorage).signIn(makeUser());

function sync(mock: MockLink.MockedResponse) {
  const store = createSessionStore(window.localStorage);
  const client = mockClient([mock]);
  const query = vi.spyOn(client, 'query');
  render(
    <ApolloProvider client={client}>
      <SessionProvider store={store}>
        <SessionSync />
      </SessionProvider>
    </ApolloProvider>,
  );
  /** Settles once SessionSync has handled the start-up check's answer (its handler was attached first). */
  const checked = async () => {
    const started = query.mock.results[0]?.value as Promise<unknown> | undefined;
    if (!started) throw new Error('no start-up check was sent');
    await act(() => started.catch(() => undefined));
  };
  return { store, client, checked };
}

describe('SessionSync', () => {
  it('clears a stored session when the server says nobody is logged in', async () => {
    storedEarlier();
    const { store } = sync(mock({ request: { query: MeQuery }, result: { data: { me: null } } }));
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, verified: false });
    await waitFor(() => expect(store.getSnapshot()).toMatchObject({ isLoggedIn: false, verified: true }));
    expect(window.localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('sets the session from the server user, through the cached `me`', async () => {
    const admin = makeUser('ADMIN');
    const { store, client } = sync(mock({ request: { query: MeQuery }, result: { data: { me: admin } } }));
    await waitFor(() => expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, role: 'ADMIN', verified: true }));
    expect(client.cache.readQuery({ query: MeQuery })?.me).toEqual(admin);
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEYS.data) ?? 'null')).toEqual(admin);
  });

  it('does not undo a login that completed while the start-up query was in flight', async () => {
    const user = makeUser();
    const { store, client, checked } = sync(
      mock({
        request: { query: MeQuery },
        result: { data: { me: null } },
        delay: 50,
      }),
    );
    act(() => writeSessionUser(client.cache, user)); // what the login mutation's update does
    // At once: a screen that navigates right after logging in already sees the session.
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, verified: true });
    await checked();
    // The older answer (nobody) did not enter the cache, which the session follows.
    expect(client.cache.readQuery({ query: MeQuery })?.me).toEqual(user);
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, verified: true });
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('keeps the stored hint when the server cannot be reached', async () => {
    storedEarlier();
    const { store, checked } = sync(mock({ request: { query: MeQuery }, error: new TypeError('offline') }));
    await checked();
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, verified: true });
  });

  it("follows another tab's logout", async () => {
    const { store } = sync(mock({ request: { query: MeQuery }, result: { data: { me: makeUser() } } }));
    await waitFor(() => expect(store.getSnapshot().isLoggedIn).toBe(true));
    act(() => {
      window.localStorage.removeItem(SESSION_KEYS.isLoggedIn);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.isLoggedIn, newValue: null }));
    });
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: false, data: null });
    for (const key of Object.values(SESSION_KEYS)) expect(window.localStorage.getItem(key)).toBeNull();
  });
});
