import { DEFAULT_LOCALE, type Locale, matchLocale } from '@coursehub/shared';
import type { TFunction } from 'i18next';
import { bundledTranslator } from '../shared/bundled-translator';
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

/** One translator for every mail; the layout escapes what goes into the HTML part. */
const fixedT = bundledTranslator({ en: english, hi: hindi, ur: urdu }, 'layout', { product: PRODUCT_NAME });

/** The `t` of the recipient's language: `t('<namespace>:<key>', values)`, English for a key the language lacks. */
export const mailT = (locale: string | null | undefined): TFunction => fixedT[mailLocale(locale)];
