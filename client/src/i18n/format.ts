import { FORMAT_LOCALES, isSupportedLocale } from '@coursehub/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Numbers, money, dates and durations in the reader's language, through Intl: `hi-IN` groups by lakh and crore
 * (₹1,00,000), Urdu writes its own date names. The one module screens format with, so every screen agrees.
 */
export const formatLocale = (language: string) => (isSupportedLocale(language) ? FORMAT_LOCALES[language] : 'en');

/** Building an Intl formatter costs far more than formatting with it: one per locale and options. */
type Formatter =
  | Intl.NumberFormat
  | Intl.DateTimeFormat
  | Intl.RelativeTimeFormat
  | Intl.DisplayNames
  | Intl.ListFormat;
const cache = new Map<string, Formatter | null>();
function cached<F extends Formatter>(key: string, make: () => F): F | null {
  if (!cache.has(key)) {
    try {
      cache.set(key, make());
    } catch {
      // Options Intl refuses (a currency code it does not know).
      cache.set(key, null);
    }
  }
  return cache.get(key) as F | null;
}

export function formatNumber(value: number, language: string): string {
  const locale = formatLocale(language);
  return cached(`n:${locale}`, () => new Intl.NumberFormat(locale))?.format(value) ?? String(value);
}

/** A share as a whole percentage in the language's digits ('38%', '३८%'). */
export function formatPercent(ratio: number, language: string): string {
  const locale = formatLocale(language);
  return (
    cached(`p:${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }))?.format(
      ratio,
    ) ?? `${Math.round(ratio * 100)}%`
  );
}

/** An amount in major units in its currency's symbol, whole amounts without decimals ('₹2,495', '$4.99'). */
export function formatCurrency(amount: number, currency: string, language: string): string {
  const locale = formatLocale(language);
  const code = currency.toUpperCase();
  const formatter = cached(
    `c:${locale}:${code}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: code, trailingZeroDisplay: 'stripIfInteger' }),
  );
  return formatter?.format(amount) ?? `${amount} ${currency}`;
}

/** An ISO date-time as a medium local date ('Jan 5, 2027', '5 जन॰ 2027'); '' when it cannot be read. */
export function formatDateIn(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = formatLocale(language);
  return cached(`d:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }))?.format(date) ?? iso;
}

/** An ISO date-time as a medium local date and a short time ('Jan 5, 2027, 3:04 PM'); '' when it cannot be read. */
export function formatDateTimeIn(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = formatLocale(language);
  const format = cached(
    `dt:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  return format?.format(date) ?? iso;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago an ISO date-time was, in words: '3 hours ago', 'yesterday', 'now'; '' when it cannot be read. */
export function formatTimeAgoIn(iso: string | null | undefined, language: string, now = Date.now()): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const locale = formatLocale(language);
  const relative = cached(`r:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  if (!relative) return iso;
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(0, 'second');
}

/**
 * A language's name in the reader's language from its BCP 47 tag ('hi': 'Hindi', 'हिन्दी', 'ہندی'), as a course's
 * language and its tracks' are shown; the tag itself for one Intl has no name for.
 */
export function formatLanguageName(tag: string, language: string): string {
  const locale = formatLocale(language);
  const names = cached(`l:${locale}`, () => new Intl.DisplayNames(locale, { type: 'language' }));
  try {
    return names?.of(tag) ?? tag;
  } catch {
    // A tag Intl refuses: the server stores canonical tags only, but a name is not worth a broken page.
    return tag;
  }
}

/** Items joined as the reader's language lists them ('English, Hindi and Urdu', 'अंग्रेज़ी, हिन्दी और उर्दू'). */
export function formatList(items: readonly string[], language: string): string {
  const locale = formatLocale(language);
  const list = cached(`li:${locale}`, () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));
  return list?.format(items) ?? items.join(', ');
}

/** A length in words, for screen readers and a course's total: '42 seconds', '12 min', '1 h 2 min'. */
export function describeDurationIn(seconds: number, t: TFunction<'common'>): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return t('duration.seconds', { count: total });
  const hours = Math.floor(total / 3600);
  const minutes = Math.round((total % 3600) / 60);
  return hours ? t('duration.hoursMinutes', { hours, minutes }) : t('duration.minutes', { count: minutes });
}

/** The formatters bound to the language the screen is shown in (re-rendered when it changes). */
export function useFormat() {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      number: (value: number) => formatNumber(value, language),
      percent: (ratio: number) => formatPercent(ratio, language),
      money: (amount: number, currency: string) => formatCurrency(amount, currency, language),
      date: (iso: string | null | undefined) => formatDateIn(iso, language),
      dateTime: (iso: string | null | undefined) => formatDateTimeIn(iso, language),
      timeAgo: (iso: string | null | undefined) => formatTimeAgoIn(iso, language),
      duration: (seconds: number) => describeDurationIn(seconds, t),
      languageName: (tag: string) => formatLanguageName(tag, language),
      list: (items: readonly string[]) => formatList(items, language),
    }),
    [language, t],
  );
}
