import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LogoutMutation } from '../../features/identity/auth/mutations/useLogoutMutation';
import { UnsubscribeFromPushMutation } from '../../features/identity/user/components/DevicePushSwitch';
import { homeSectionsMock } from '../../test/courseFixtures';
import { makeUser } from '../../test/fixtures';
import { mock } from '../../test/mocks';
import { renderApp } from '../../test/renderApp';

const banner = () => screen.getByRole('banner');

/** Opens the account menu with the keyboard (Enter on the avatar) and returns its items' names. */
async function openAccountMenu(user: ReturnType<typeof renderApp>['user']) {
  const trigger = await screen.findByRole('button', { name: 'Account menu' });
  trigger.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  return {
    menu,
    names: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

describe('site header', () => {
  it('shows a visitor Courses, the course search, Log in and Sign up, and no account menu', async () => {
    renderApp({ path: '/about', session: null });
    const nav = within(banner()).getByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    expect(within(nav).queryByRole('link', { name: 'My learning' })).not.toBeInTheDocument();
    expect(within(banner()).getByRole('searchbox', { name: 'Search courses' })).toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(banner()).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(banner()).getByRole('link', { name: 'CourseHub' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('searches the catalogue: Enter opens /courses with the search in its address', async () => {
    const { user, router } = renderApp({ path: '/about', session: null });
    await user.type(within(banner()).getByRole('searchbox', { name: 'Search courses' }), '  raect hooks {Enter}');
    expect(router.state.location.pathname).toBe('/courses');
    expect(router.state.location.search).toBe('?search=raect+hooks');
  });

  it('shows a learner My learning and an account menu without the admin items, working from the keyboard', async () => {
    const { user } = renderApp({ path: '/about', session: makeUser('USER', { fullName: 'Ada Lovelace' }) });
    const nav = within(banner()).getByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: 'My learning' })).toHaveAttribute('href', '/my-learning');
    expect(within(banner()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const { menu, names } = await openAccountMenu(user);
    expect(names).toEqual(['My learning', 'Daily review', 'Profile', 'Billing', 'Team', 'Logout']);
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Billing' })).toHaveAttribute('href', '/user/profile#billing');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
  });

  it('gives an admin Admin Dashboard, the admin pages and Create New Course in the account menu', async () => {
    const { user, router } = renderApp({ path: '/about', session: 'ADMIN' });
    const { menu, names } = await openAccountMenu(user);
    expect(names).toEqual([
      'My learning',
      'Daily review',
      'Profile',
      'Billing',
      'Admin Dashboard',
      'Learners',
      'Categories',
      'API keys',
      'Single sign-on',
      'Webhooks',
      'Create New Course',
      'Logout',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Create New Course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/create'));
  });

  it('logs out from the account menu and returns to /', async () => {
    const logout = mock({
      request: { query: LogoutMutation },
      result: { data: { logout: { __typename: 'LogoutPayload', sessionId: 's-1' } } },
    });
    const { user, router } = renderApp({ path: '/about', session: 'USER', mocks: [logout, homeSectionsMock()] });
    const { menu } = await openAccountMenu(user);
    // By keyboard, as jsdom's pointer events do not reach Ark's item selection (a browser's click does: the journeys).
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await within(banner()).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it("forgets this browser's push subscription on the server and in the browser before logging out", async () => {
    // jsdom has no Push API or service worker: these stand in for exactly those browser APIs, nothing of the app's.
    const endpoint = 'https://push.example.test/send/shared-browser';
    const subscription = { endpoint, unsubscribe: vi.fn(async () => true) };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
    });
    const serverForgot = vi.fn(() => ({
      data: { unsubscribeFromPush: { __typename: 'PushDevice' as const, endpoint, subscribed: false } },
    }));
    const forgotten = mock({
      request: { query: UnsubscribeFromPushMutation, variables: { endpoint } },
      result: serverForgot,
    });
    const logout = mock({
      request: { query: LogoutMutation },
      result: { data: { logout: { __typename: 'LogoutPayload', sessionId: 's-1' } } },
    });
    try {
      const { user } = renderApp({ path: '/about', session: 'USER', mocks: [forgotten, logout, homeSectionsMock()] });
      await openAccountMenu(user);
      await user.keyboard('{End}{Enter}');
      expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
      expect(serverForgot).toHaveBeenCalledOnce();
      expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
