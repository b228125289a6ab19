import type { TFunction } from 'i18next';

/** '2 h 5 min', '12 min', '45 s', '3 days'. */
export function describeSeconds(t: TFunction<'admin'>, seconds: number): string {
  if (seconds < 60) return t('analytics.seconds', { count: Math.round(seconds) });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('analytics.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('analytics.hoursMinutes', { hours, minutes: minutes % 60 });
  return t('analytics.days', { count: Math.round(hours / 24) });
}

/** The default range: the last 30 days until today, as the server has it (UTC days). */
export function defaultRange(today = new Date()) {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
