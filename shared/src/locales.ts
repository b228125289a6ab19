/** The languages the product is shipped in: English (the source), Hindi, and Urdu (written right to left). */
export const SUPPORTED_LOCALES = ['en', 'hi', 'ur'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The language every text is written in first, and the one shown when no other is chosen or matches. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The locales written right to left: the document's `dir` follows them. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set<Locale>(['ur']);

/** A language's own name, as the switcher lists it (each in its own script, so a reader finds theirs). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', ur: 'اردو' };

/** The region each language formats numbers, money and dates for: hi-IN groups by lakh and crore. */
export const FORMAT_LOCALES: Record<Locale, string> = { en: 'en', hi: 'hi-IN', ur: 'ur-IN' };

export const UNSUPPORTED_LOCALE_MESSAGE = `Language must be one of ${SUPPORTED_LOCALES.join(', ')}`;

export const isSupportedLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);

export const textDirection = (locale: string): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr';

/** The supported language a tag such as `hi-IN` or `en-GB` names (its primary subtag), or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isSupportedLocale(primary) ? primary : null;
}

/**
 * The best supported language of a list in preference order (a browser's `navigator.languages`), else the default.
 */
export function preferredLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/**
 * The best supported language of an `Accept-Language` header (`hi-IN,hi;q=0.9,en;q=0.8`), by its q-values; the
 * default when the header is missing or names none of them.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0 && !Number.isNaN(q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return preferredLocale(ranked.map(({ tag }) => tag));
}
