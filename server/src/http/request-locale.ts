import { type Locale, matchLocale, negotiateLocale } from '@coursehub/shared';
import type { Request } from 'express';

/** The cookie in which the client keeps the chosen language (client/src/i18n/language.ts). */
const LOCALE_COOKIE = 'locale';
/** Pseudo-localised English (layout tests): honoured from the cookie only, never negotiated. */
const PSEUDO_LOCALE = 'pseudo';

/**
 * The language a page is served in: the one chosen in this browser (the client writes the cookie from the switcher
 * and from the account's own setting), else the best of Accept-Language, else English.
 */
export function requestLocale(req: Request): Locale | typeof PSEUDO_LOCALE {
  // Read before cookie-parser where a route mounts ahead of it: no cookies then, not an error.
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const chosen = cookies?.[LOCALE_COOKIE];
  if (chosen === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return matchLocale(typeof chosen === 'string' ? chosen : null) ?? negotiateLocale(req.get('accept-language'));
}

/** The language of the pages a client is shown, for what the server writes it (its mails); null for pseudo-English. */
export function pageLocale(req: Request): Locale | null {
  const locale = requestLocale(req);
  return locale === PSEUDO_LOCALE ? null : locale;
}
