import { formatLocale } from '../../../i18n/format';

/** The dashboard's calendar: the months in the reader's language ('Jan' or 'January'), and the years offered. */
export function monthNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(formatLocale(language), { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}

/** The years the dashboard offers: this one (UTC, as the server counts) and `count - 1` before it. */
export function selectableYears(now = new Date(), count = 5): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: count }, (_, index) => year - index);
}
