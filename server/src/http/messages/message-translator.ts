import { DEFAULT_LOCALE, type Locale, messageTemplate } from '@coursehub/shared';
import type { Request } from 'express';
import { bundledTranslator } from '../../shared/bundled-translator';
import { pageLocale } from '../request-locale';
import * as english from './locales/en';
import * as hindi from './locales/hi';
import * as urdu from './locales/ur';

/**
 * The words the API answers a person with (an error's message, a validation message, a success message) in the
 * request's language. The services keep wording them in English, as the spec and the tests read them, and know no
 * language; the adapters (GraphQL's error plugin, REST's error handler, the resolvers and routes that send a success
 * message) give the English text to `say`, which answers it in the request's language when the catalogue
 * (`locales/<language>/<namespace>.json`) knows it, else as it is. English is the request's language unless it asks
 * for another, with the `locale` cookie or Accept-Language (request-locale.ts), as the pages do: an integrator that
 * asks for nothing keeps reading the English texts, with the same codes and field names.
 */

type Tree = { [key: string]: string | Tree };

/** The API's namespaces, one per area whose messages are translated (`<namespace>.json` in each language's folder). */
export type MessageNamespace = keyof typeof english;

// Nothing here is HTML: GraphQL and JSON carry the text as it is.
const fixedT = bundledTranslator({ en: english, hi: hindi, ur: urdu }, 'common');

const PLURAL = /_(zero|one|two|few|many|other)$/;

const textsOf = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : textsOf(value, `${prefix}${key}.`),
  );

/** An English text with values ('Must be at most {{max}} characters'), as the pattern its messages match. */
interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

/** The catalogue by its English words: fixed texts by their text, texts with values as patterns (each plural form). */
const fixedTexts = new Map<string, string>();
const templates: Template[] = [];
for (const [namespace, tree] of Object.entries(english as unknown as Record<string, Tree>)) {
  for (const [path, text] of textsOf(tree)) {
    const key = `${namespace}:${path.replace(PLURAL, '')}`;
    const template = messageTemplate(text);
    if (template) templates.push({ key, ...template });
    else if (!fixedTexts.has(text)) fixedTexts.set(text, key);
  }
}

/** The catalogue's key of an English message and the values it was written with; null when it knows none. */
export function recogniseMessage(message: string): { key: string; values: Record<string, string | number> } | null {
  const key = fixedTexts.get(message);
  if (key) return { key, values: {} };
  for (const { key: templateKey, pattern, names } of templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    // A count chooses the plural form: the number itself, not its text.
    const values = Object.fromEntries(
      names.map((name, index) => [name, name === 'count' ? Number(match[index + 1]) : (match[index + 1] ?? '')]),
    );
    return { key: templateKey, values };
  }
  return null;
}

/** An English message in `locale`: the catalogue's words when it knows the message, else the message as it is. */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  const known = recogniseMessage(message);
  return known ? fixedT[locale](known.key, known.values) : message;
}

/** The language the API answers a request in: the pages' (the `locale` cookie, else Accept-Language), else English. */
export const messageLocale = (req: Request): Locale => pageLocale(req) ?? DEFAULT_LOCALE;

/** An English message as the request is answered: in the language it asks for (see above). */
export const say = (req: Request, message: string): string => localizeMessage(message, messageLocale(req));
