import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '@coursehub/shared';
import i18next, { type Resource, type TFunction } from 'i18next';

/**
 * A translator whose texts are bundled with the server (the mails', the API's messages), initialised once and
 * synchronously when its module loads, and its `t` for each shipped language (English for a key a language lacks).
 * Values are not escaped: what goes into HTML is escaped where it is written.
 */
export function bundledTranslator(
  resources: Record<Locale, Resource[string]>,
  defaultNS: string,
  defaultVariables?: Record<string, string>,
): Record<Locale, TFunction> {
  const translator = i18next.createInstance();
  void translator.init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: Object.keys(resources[DEFAULT_LOCALE]),
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables },
    returnNull: false,
  });
  return Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, translator.getFixedT(locale)])) as Record<
    Locale,
    TFunction
  >;
}
