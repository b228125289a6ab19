import type { SessionState } from '../features/auth/session/sessionStore';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuModel {
  links: MenuLink[];
  /** Logged-in users get a Logout action (it returns to /). */
  showLogout: boolean;
}

/** Side drawer menu by role (spec section 2): everyone, admins, logged out, logged in. */
export function menuItemsFor(session: Pick<SessionState, 'isLoggedIn' | 'role'>): MenuModel {
  const isAdmin = session.isLoggedIn && session.role === 'ADMIN';
  const links: MenuLink[] = [
    { label: 'Home', to: '/' },
    ...(isAdmin
      ? [
          { label: 'Admin Dashboard', to: '/admin/dashboard' },
          { label: 'Learners', to: '/admin/learners' },
          { label: 'Categories', to: '/admin/categories' },
          { label: 'Unanswered questions', to: '/admin/questions' },
          { label: 'API keys', to: '/admin/api-keys' },
          { label: 'Single sign-on', to: '/admin/sso' },
          { label: 'Webhooks', to: '/admin/webhooks' },
          { label: 'Create New Course', to: '/course/create' },
        ]
      : []),
    { label: 'All Courses', to: '/courses' },
    { label: 'Contact Us', to: '/contact' },
    { label: 'About Us', to: '/about' },
    ...(session.isLoggedIn
      ? [{ label: 'Profile', to: '/user/profile' }]
      : [
          { label: 'Login', to: '/login' },
          { label: 'SignUp', to: '/signup' },
        ]),
  ];
  return { links, showLogout: session.isLoggedIn };
}
