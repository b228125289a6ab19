import { DEFAULT_LOCALE, matchLocale, preferredLocale, textDirection } from '@coursehub/shared';
import type { i18n } from 'i18next';
import { hasResources, PSEUDO_LOCALE } from './resources';

/**
 * The cookie that carries a chosen language to the server, which renders a visitor's pages and writes `<html lang>`
 * in it (an account's own choice is `User.locale`; the app writes the cookie from it too, so the next page's HTML
 * already agrees).
 */
export const LOCALE_COOKIE = 'locale';
const YEAR_SECONDS = 365 * 24 * 3600;

/** The language chosen in this browser, from its cookie (the pseudo-locale included), or null. */
export function cookieLocale(cookies: string): string | null {
  const value = /(?:^|;\s*)locale=([^;]*)/.exec(cookies)?.[1];
  if (value === PSEUDO_LOCALE) return value;
  return matchLocale(value);
}

export function rememberLocale(language: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports (Firefox, older Safari).
  document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * The language the first render uses. The server wrote it on `<html data-negotiated>` (the cookie, which the app keeps
 * from the switcher and the account's setting, else Accept-Language) and rendered the page in it, so hydration must start from the same; without the server (the Vite
 * dev server), the cookie, else the browser's languages.
 */
export function initialLanguage(): string {
  const negotiated = document.documentElement.dataset.negotiated;
  if (negotiated && hasResources(negotiated)) return negotiated;
  return (
    cookieLocale(document.cookie) ??
    preferredLocale(navigator.languages.length ? navigator.languages : [DEFAULT_LOCALE])
  );
}

/** `lang` and `dir` of the document follow the language shown (Chakra's logical properties follow `dir`). */
export function followLanguageOnDocument(translator: i18n) {
  const apply = (language: string) => {
    document.documentElement.lang = language === PSEUDO_LOCALE ? 'en-XA' : language;
    document.documentElement.dir = textDirection(language);
  };
  apply(translator.language);
  translator.on('languageChanged', apply);
}
