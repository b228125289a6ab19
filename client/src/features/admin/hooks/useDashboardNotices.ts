import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors';
import { notify } from '../../../shared/toaster';

interface DashboardLoad {
  loading: boolean;
  error?: unknown;
  /** The server's message for the stats ('Stats fetched successfully'), once loaded. */
  statsMessage?: string | null;
}

interface PendingNotices {
  stats: Promise<string>;
  monthly: Promise<string>;
}

/**
 * The toast store updates the toast region synchronously (flushSync), which React refuses inside an effect; two
 * notices changed in one effect then overwrite each other. So the notices change in a microtask, after the commit.
 */
const afterCommit = <T>(show: () => T) =>
  new Promise<T>((resolve) => {
    queueMicrotask(() => resolve(show()));
  });

/**
 * The dashboard's notices (spec sections 4 and 8, the English of `dashboard.notices` in the admin texts): while it
 * loads, 'Getting the stats ...' and 'Getting monthly purchase records...'; then the server's message and 'Fetched
 * successfully', or 'Failed to load data stats' and 'Failed to get monthly purchase records' followed by the error's
 * message (else 'Something went wrong').
 */
export function useDashboardNotices({ loading, error, statsMessage }: DashboardLoad) {
  const { t } = useTranslation('admin');
  const pending = useRef<PendingNotices | null>(null);

  useEffect(() => {
    if (loading) {
      pending.current ??= {
        stats: afterCommit(() => notify.loading(t('dashboard.notices.loadingStats'))),
        monthly: afterCommit(() => notify.loading(t('dashboard.notices.loadingMonthly'))),
      };
      return;
    }
    const ids = pending.current;
    pending.current = null;
    if (!ids) return;
    void Promise.all([ids.stats, ids.monthly]).then(([statsId, monthlyId]) => {
      if (error) {
        notify.error(statsId, t('dashboard.notices.statsFailed'));
        notify.error(monthlyId, t('dashboard.notices.monthlyFailed'));
        notify.error(errorMessage(error, t('dashboard.notices.failedDetail')));
        return;
      }
      if (statsMessage) notify.success(statsId, statsMessage);
      else notify.dismiss(statsId);
      notify.success(monthlyId, t('dashboard.notices.monthlyLoaded'));
    });
  }, [loading, error, statsMessage, t]);

  // Loading notices stay until replaced: take them away if the page goes before the load ends.
  useEffect(
    () => () => {
      const ids = pending.current;
      pending.current = null;
      if (!ids) return;
      void Promise.all([ids.stats, ids.monthly]).then((all) => {
        for (const id of all) notify.dismiss(id);
      });
    },
    [],
  );
}
