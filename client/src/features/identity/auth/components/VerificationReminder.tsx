import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../session/SessionProvider';

const EmailVerificationBanner = lazy(async () => ({
  default: (await import('./EmailVerificationBanner')).EmailVerificationBanner,
}));

/**
 * Shows the email confirmation banner while the session's `me` says the address is unconfirmed (the confirmation
 * page itself says how its link went instead). Admins are created confirmed, so in practice learners see it.
 */
export function VerificationReminder() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.data?.emailVerified !== false || pathname === '/verify-email') return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationBanner email={session.data.email} />
    </Suspense>
  );
}
