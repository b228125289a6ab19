import { DEFAULT_LOCALE, type Locale, matchLocale, SUPPORTED_LOCALES } from '@coursehub/shared';
import i18next, { type TFunction } from 'i18next';
import { english } from './locales/en';
import { hindi } from './locales/hi';
import { urdu } from './locales/ur';

/**
 * The product's name in every message's heading and footer. Not in the subject: the sender's name (MAIL_FROM,
 * `CourseHub <…>` by default) already shows it beside the subject, and a subject that names the product itself
 * ('Welcome to CourseHub') read it twice. Never translated: every text reads it as `{{product}}`.
 */
export const PRODUCT_NAME = 'CourseHub';

/** The mails' namespaces, one per feature's mails (`<namespace>.json` in each language's folder of locales/). */
export type MailNamespace = keyof typeof english;

/** The language a mail is written in: the recipient's choice (`users.locale`), English when none or an unknown one. */
export const mailLocale = (locale: string | null | undefined): Locale => matchLocale(locale) ?? DEFAULT_LOCALE;

/**
 * One translator for every mail, its texts bundled: initialised once, synchronously, when the module loads. Values
 * are not escaped here: the layout escapes what goes into the HTML part.
 */
const translator = i18next.createInstance();
void translator.init({
  resources: { en: english, hi: hindi, ur: urdu },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  ns: Object.keys(english),
  defaultNS: 'layout',
  initAsync: false,
  interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
  returnNull: false,
});

const fixedT = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, translator.getFixedT(locale)])) as Record<
  Locale,
  TFunction
>;

/** The `t` of the recipient's language: `t('<namespace>:<key>', values)`, English for a key the language lacks. */
export const mailT = (locale: string | null | undefined): TFunction => fixedT[mailLocale(locale)];
