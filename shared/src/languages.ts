/**
 * The languages content is in: what a course is taught in, and its caption and audio tracks. Any BCP 47 tag rather
 * than a list, as tracks have always been (a teacher may speak a language the interface is not translated into), kept
 * in its canonical spelling (`EN-us` is `en-US`) so that one language is one value wherever it is stored or compared.
 * No zod here: the catalogue's address is read with `canonicalLanguage` in every page's start-up code.
 */
export const LANGUAGE_TAG_MAX = 35;

export const INVALID_LANGUAGE_MESSAGE = 'Language must be a BCP 47 tag, e.g. en or pt-BR';

/** What a course is taught in until an ADMIN says otherwise: the catalogue's courses before languages were kept. */
export const DEFAULT_COURSE_LANGUAGE = 'en';

/** A BCP 47 tag in its canonical spelling (`EN-us` becomes `en-US`), or undefined when it is not one. */
export function canonicalLanguage(tag: string): string | undefined {
  if (tag.length > LANGUAGE_TAG_MAX) return undefined;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim());
    return canonical;
  } catch {
    return undefined;
  }
}
