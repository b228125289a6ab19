import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../components/ui/skeletons';
import { useSession } from '../features/identity/auth/session/SessionProvider';
import type { Role } from '../features/identity/auth/session/sessionStore';
import { loginState } from './returnTo';

/** Where the profile's Security section is: the one page an admin without a required second factor may open. */
export const SECURITY_SETUP_PATH = '/user/profile';

/**
 * Route guard (spec section 2): not logged in goes to /login, logged in without an allowed role to /denied. /login
 * is told the page that was wanted (with its navigation state), and goes back there after logging in.
 * While the server has not yet answered `me` and no session is stored, it waits instead of redirecting.
 */
export function RequireAuth({ allowedRoles }: { allowedRoles: readonly Role[] }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const location = useLocation();

  if (!session.isLoggedIn) {
    if (!session.verified) return <PageSkeleton label={t('checkingSession')} />;
    return <Navigate to="/login" replace state={loginState(location)} />;
  }
  if (!session.role || !allowedRoles.includes(session.role)) return <Navigate to="/denied" replace />;
  // An admin who must set up a second factor (REQUIRE_ADMIN_MFA) does that before anything else.
  if (session.data?.mfaSetupRequired && location.pathname !== SECURITY_SETUP_PATH) {
    return <Navigate to={`${SECURITY_SETUP_PATH}#security`} replace />;
  }
  return <Outlet />;
}
