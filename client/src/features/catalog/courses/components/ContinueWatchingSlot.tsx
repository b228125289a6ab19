import { lazy, Suspense } from 'react';
import { useSession } from '../../../identity/auth/session/SessionProvider';

const ContinueWatching = lazy(() =>
  import('./ContinueWatching').then((module) => ({ default: module.ContinueWatching })),
);

/**
 * Where 'Continue watching' goes on / and /courses: loaded for signed-in learners only, so a visitor's start-up JS
 * (what Lighthouse and a first visit pay for) leaves it out.
 */
export function ContinueWatchingSlot() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <ContinueWatching />
    </Suspense>
  );
}
