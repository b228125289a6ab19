import { useCallback } from 'react';
import { type To, useLocation, useNavigate } from 'react-router';

/**
 * Back one screen when the app has one to go back to, else to `fallback` (replacing the current entry). A page opened
 * in a new tab or from a link has nothing of this app behind it: history back would leave the app (about:blank).
 */
export function useGoBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    (fallback: To) => {
      // The browser router records the history index; the memory router (tests) marks the first entry 'default'.
      const index = (window.history.state as { idx?: unknown } | null)?.idx;
      const hasPrevious = typeof index === 'number' ? index > 0 : key !== 'default';
      if (hasPrevious) navigate(-1);
      else navigate(fallback, { replace: true });
    },
    [navigate, key],
  );
}
