import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoutMutation } from '../features/identity/auth/mutations/useLogoutMutation';
import { SESSION_KEYS } from '../features/identity/auth/session/sessionStore';
import { translator } from '../i18n/i18n';
import { homePageMocks } from '../test/courseFixtures';
import { mock } from '../test/mocks';
import { renderApp } from '../test/renderApp';
import { menuItemsFor } from './menuItems';

async function openMenu(options: Parameters<typeof renderApp>[0]) {
  // Opened on the home page, or back there after a logout.
  const view = renderApp({ ...options, mocks: [...(options?.mocks ?? []), ...homePageMocks] });
  await view.user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const names = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  return { ...view, nav, names };
}

/** The items every visitor has, after Home (and after an admin's own items). */
const publicItems = ['All Courses', 'Paths', 'Contact Us', 'About Us'];
/** The items of a signed-in account, after the public ones. */
const accountItems = ['Daily review', 'Inbox', 'Profile'];

describe('side drawer menu', () => {
  it('shows a visitor the public items plus Login and SignUp', async () => {
    const { names } = await openMenu({ session: null });
    expect(names).toEqual(['Home', ...publicItems, 'Login', 'SignUp']);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows a USER Daily review, Inbox, Profile and Logout but no admin items', async () => {
    const { names } = await openMenu({ session: 'USER' });
    expect(names).toEqual(['Home', ...publicItems, ...accountItems]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows an ADMIN the Admin Dashboard and Create New Course items too', async () => {
    const { nav, names } = await openMenu({ session: 'ADMIN' });
    expect(names).toEqual([
      'Home',
      'Admin Dashboard',
      'Learners',
      'Categories',
      'Unanswered questions',
      'API keys',
      'Single sign-on',
      'Webhooks',
      'Create New Course',
      ...publicItems,
      ...accountItems,
    ]);
    expect(within(nav).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(within(nav).getByRole('link', { name: 'Learners' })).toHaveAttribute('href', '/admin/learners');
    expect(within(nav).getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/admin/api-keys');
    expect(within(nav).getByRole('link', { name: 'Create New Course' })).toHaveAttribute('href', '/course/create');
  });

  it('links each item to its route', () => {
    const { links } = menuItemsFor({ isLoggedIn: false, role: null }, translator.getFixedT('en', 'shell'));
    expect(Object.fromEntries(links.map((item) => [item.label, item.to]))).toEqual({
      Home: '/',
      'All Courses': '/courses',
      Paths: '/paths',
      'Contact Us': '/contact',
      'About Us': '/about',
      Login: '/login',
      SignUp: '/signup',
    });
  });

  it('logs out: clears the stored session, shows the server message and returns to /', async () => {
    const { user, router, store } = await openMenu({
      path: '/about',
      session: 'USER',
      mocks: [
        mock({
          request: { query: LogoutMutation },
          result: { data: { logout: { __typename: 'LogoutPayload', sessionId: 's-1' } } },
        }),
      ],
    });
    expect(window.localStorage.getItem(SESSION_KEYS.isLoggedIn)).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: false, role: null, data: null });
    for (const key of Object.values(SESSION_KEYS)) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('keeps the session and shows the fallback when logout fails', async () => {
    const { user, store } = await openMenu({
      session: 'USER',
      mocks: [mock({ request: { query: LogoutMutation }, error: new TypeError('Failed to fetch') })],
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Failed to logout')).toBeInTheDocument();
    expect(store.getSnapshot().isLoggedIn).toBe(true);
  });
});
