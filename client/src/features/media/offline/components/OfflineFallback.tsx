import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { useOnline } from '../../../../shared/useOnline';
import { useOfflineMisses } from '../answers/offlineStatus';
import { OfflinePage } from '../pages/OfflinePage';

/**
 * The page frame's content, or the offline page once one of the page's reads found neither the network nor a saved
 * answer: instead of the page's own 'could not load' message, the learner sees what they can open. A navigation, the
 * connection coming back or 'Try again' gives the page another go.
 */
export function OfflineFallback({ children }: { children: ReactNode }) {
  const misses = useOfflineMisses();
  const online = useOnline();
  const { pathname, search } = useLocation();
  const place = `${pathname}${search}`;
  const [since, setSince] = useState({ place, online, misses });
  // A new address or a change of network starts the count again (state adjusted while rendering, as React advises).
  if (since.place !== place || since.online !== online) setSince({ place, online, misses });
  const missed = !online && since.place === place && misses > since.misses;
  return missed ? <OfflinePage onRetry={() => setSince({ place, online, misses })} /> : children;
}
