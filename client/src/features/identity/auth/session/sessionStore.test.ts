import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { createSessionStore, SESSION_KEYS } from './sessionStore';

describe('session store', () => {
  it('persists { isLoggedIn, role, data } on sign-in and restores it (unverified) on the next load', () => {
    const user = makeUser('ADMIN');
    createSessionStore(window.localStorage).signIn(user);
    expect(window.localStorage.getItem(SESSION_KEYS.isLoggedIn)).toBe('true');
    expect(window.localStorage.getItem(SESSION_KEYS.role)).toBe('ADMIN');

    const restored = createSessionStore(window.localStorage).getSnapshot();
    expect(restored).toEqual({ isLoggedIn: true, role: 'ADMIN', data: user, verified: false });
  });

  it('removes every session key on clear and notifies subscribers', () => {
    const store = createSessionStore(window.localStorage);
    store.signIn(makeUser());
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ isLoggedIn: false, role: null, data: null, verified: true });
    for (const key of Object.values(SESSION_KEYS)) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('ignores a tampered or inconsistent stored session', () => {
    window.localStorage.setItem(SESSION_KEYS.isLoggedIn, 'true');
    window.localStorage.setItem(SESSION_KEYS.role, 'ADMIN');
    window.localStorage.setItem(SESSION_KEYS.data, JSON.stringify(makeUser('USER')));
    expect(createSessionStore(window.localStorage).getSnapshot().isLoggedIn).toBe(false);

    window.localStorage.setItem(SESSION_KEYS.data, '{not json');
    expect(createSessionStore(window.localStorage).getSnapshot().isLoggedIn).toBe(false);
  });

  it('marks the hint verified without touching storage when the server cannot be reached', () => {
    const store = createSessionStore(window.localStorage);
    store.markVerified();
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: false, verified: true });
  });
});
