import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/session/SessionProvider';

const PastDueBanner = lazy(async () => ({ default: (await import('./PastDueBanner')).PastDueBanner }));

/** Shows the failed-renewal banner while the session's `me` says the subscription is past_due. */
export function PastDueReminder() {
  const session = useSession();
  if (session.data?.subscription.status !== 'past_due') return null;
  return (
    <Suspense fallback={null}>
      <PastDueBanner />
    </Suspense>
  );
}
