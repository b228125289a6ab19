import type { TFunction } from 'i18next';
import type { SessionState } from '../features/identity/auth/session/sessionStore';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuModel {
  links: MenuLink[];
  /** Logged-in users get a Logout action (it returns to /). */
  showLogout: boolean;
}

/** Side drawer menu by role (spec section 2): everyone, admins, logged out, logged in; labels in `t`'s language. */
export function menuItemsFor(session: Pick<SessionState, 'isLoggedIn' | 'role'>, t: TFunction<'shell'>): MenuModel {
  const isAdmin = session.isLoggedIn && session.role === 'ADMIN';
  const links: MenuLink[] = [
    { label: t('drawer.home'), to: '/' },
    ...(isAdmin
      ? [
          { label: t('adminDashboard'), to: '/admin/dashboard' },
          { label: t('learners'), to: '/admin/learners' },
          { label: t('categories'), to: '/admin/categories' },
          { label: t('unansweredQuestions'), to: '/admin/questions' },
          { label: t('apiKeys'), to: '/admin/api-keys' },
          { label: t('singleSignOn'), to: '/admin/sso' },
          { label: t('webhooks'), to: '/admin/webhooks' },
          { label: t('createCourse'), to: '/course/create' },
        ]
      : []),
    { label: t('drawer.allCourses'), to: '/courses' },
    { label: t('paths'), to: '/paths' },
    { label: t('drawer.contactUs'), to: '/contact' },
    { label: t('drawer.aboutUs'), to: '/about' },
    ...(session.isLoggedIn
      ? [
          { label: t('review'), to: '/review' },
          { label: t('inbox'), to: '/inbox' },
          { label: t('profile'), to: '/user/profile' },
        ]
      : [
          { label: t('drawer.login'), to: '/login' },
          { label: t('drawer.signUp'), to: '/signup' },
        ]),
  ];
  return { links, showLogout: session.isLoggedIn };
}
