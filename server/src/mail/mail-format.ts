import { FORMAT_LOCALES, type Locale } from '@coursehub/shared';
import { formatDate } from '../shared/format-date';
import { mailLocale } from './mail-translator';

/** How a mail writes dates and amounts, in its recipient's language (and region: hi-IN groups by lakh). */
export interface MailFormat {
  /** '5 January 2028' (UTC). */
  date(date: Date): string;
  /** A moment to the second, in UTC. */
  dateTime(date: Date): string;
  /** The locale amounts are formatted for (payments/money.ts formatMoney): 'en', 'hi-IN' (lakh grouping). */
  numbers: string;
  /** '23–29 November': a week from its Monday (UTC). */
  weekRange(weekStart: Date): string;
}

const DAY_MS = 86_400_000;
const weekEnd = (weekStart: Date) => new Date(weekStart.getTime() + 6 * DAY_MS);

/** English as the mails always wrote it: the server's own date format, the RFC 7231 time, amounts in 'en'. */
const englishDayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const english: MailFormat = {
  date: formatDate,
  dateTime: (date) => date.toUTCString(),
  numbers: 'en',
  weekRange: (weekStart) => englishDayMonth.formatRange(weekStart, weekEnd(weekStart)),
};

/** Another language: its region's Intl formats, made once (a digest batch formats hundreds of mails). */
function intlFormat(locale: Locale): MailFormat {
  const region = FORMAT_LOCALES[locale];
  const day = new Intl.DateTimeFormat(region, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(region, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(region, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return {
    date: (date) => day.format(date),
    dateTime: (date) => moment.format(date),
    numbers: region,
    weekRange: (weekStart) => dayMonth.formatRange(weekStart, weekEnd(weekStart)),
  };
}

const formats: Record<Locale, MailFormat> = { en: english, hi: intlFormat('hi'), ur: intlFormat('ur') };

/** The formats of the recipient's language (`users.locale`), English when none is chosen. */
export const mailFormat = (locale: string | null | undefined): MailFormat => formats[mailLocale(locale)];
