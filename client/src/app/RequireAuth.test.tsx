import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freezeClock } from '../test/clock';
import { renderDashboard, TODAY } from '../test/dashboardFixtures';
import { noSsoProviders } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { RequireAuth } from './RequireAuth';

/** A minimal route table so each outcome has a distinct, visible screen. */
const guardRoutes = [
  { path: '/login', element: <p>Login screen</p> },
  { path: '/denied', element: <p>Denied screen</p> },
  {
    element: <RequireAuth allowedRoles={['ADMIN']} />,
    children: [{ path: '/admin', element: <p>Admin screen</p> }],
  },
  {
    element: <RequireAuth allowedRoles={['ADMIN', 'USER']} />,
    children: [{ path: '/profile', element: <p>Profile screen</p> }],
  },
];

describe('RequireAuth', () => {
  it('sends a visitor who is not logged in to /login', async () => {
    const { router } = renderApp({ path: '/profile', routes: guardRoutes, session: null });
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Profile screen')).not.toBeInTheDocument();
  });

  it('sends a logged-in user without an allowed role to /denied', async () => {
    const { router } = renderApp({ path: '/admin', routes: guardRoutes, session: 'USER' });
    expect(await screen.findByText('Denied screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/denied');
  });

  it('lets an allowed role through', async () => {
    renderApp({ path: '/admin', routes: guardRoutes, session: 'ADMIN' });
    expect(await screen.findByText('Admin screen')).toBeInTheDocument();
  });

  it('lets both ADMIN and USER reach a members route', async () => {
    renderApp({ path: '/profile', routes: guardRoutes, session: 'USER' });
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
  });

  it('waits for the server instead of redirecting while no session is known yet', async () => {
    const { router } = renderApp({ path: '/profile', routes: guardRoutes, session: 'unverified' });
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('route table guards', () => {
  it('redirects /admin/dashboard for a USER to the 403 screen', async () => {
    renderApp({ path: '/admin/dashboard', session: 'USER' });
    expect(await screen.findByRole('heading', { name: '403 Access denied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('redirects /checkout for a visitor to the login page', async () => {
    const { router } = renderApp({ path: '/checkout', session: null, mocks: [noSsoProviders] });
    expect(await screen.findByRole('heading', { name: 'Login Page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/course/displaylecture', '/course/displaylectures'])('lets a member through %s', async (path) => {
    const { router } = renderApp({ path, session: 'USER' });
    // Past the guard (not /login, not /denied), the page itself returns to /courses without a course.
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });

  it('shows the 404 screen for an unknown path', async () => {
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page not found' })).toBeInTheDocument();
  });

  describe('on the day the dashboard fixtures answer for', () => {
    freezeClock(TODAY);

    it('lets an ADMIN open the admin dashboard', async () => {
      // renderApp at /admin/dashboard as an ADMIN, with the dashboard's answers.
      renderDashboard();
      expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    });
  });
});
