import { messageTemplate } from '@coursehub/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { english, type Namespace } from './locales/en';

/**
 * The namespaces with a `validation` block, each read by the screens whose forms show its messages: `common` by
 * every form, the others by their feature's (the quiz builder's, the path editor's, the team forms', the course and
 * lecture forms').
 */
const BLOCKS = {
  common: english.common.validation,
  quizBuilder: english.quizBuilder.validation,
  paths: english.paths.validation,
  teams: english.teams.validation,
  authoring: english.authoring.validation,
} satisfies Partial<Record<Namespace, Record<string, string>>>;

type BlockNamespace = keyof typeof BLOCKS;

interface Known {
  namespace: BlockNamespace;
  key: string;
  values: Record<string, string>;
}

/** The texts by their English words: fixed ones by their text, ones with values ('at most {{max}}') as patterns. */
const fixed = new Map<string, Known>();
const patterns: { pattern: RegExp; names: string[]; known: Known }[] = [];
for (const [namespace, block] of Object.entries(BLOCKS) as [BlockNamespace, Record<string, string>][]) {
  for (const [key, text] of Object.entries(block)) {
    const known = { namespace, key, values: {} };
    const template = messageTemplate(text);
    if (template) patterns.push({ ...template, known });
    else if (!fixed.has(text)) fixed.set(text, known);
  }
}

/** A validation message's namespace, key and values, by its English words; null for a message none of them words. */
export function recogniseValidation(message: string): Known | null {
  const known = fixed.get(message);
  if (known) return known;
  for (const { pattern, names, known: template } of patterns) {
    const match = pattern.exec(message);
    if (match) return { ...template, values: Object.fromEntries(names.map((name, at) => [name, match[at + 1] ?? ''])) };
  }
  return null;
}

/**
 * A form's validation message in the screen's language. The rules (the zod schemas of `@coursehub/shared`, which the
 * server runs too) word their messages in English, the spec's; those the forms show are the `validation` texts of
 * `common` and of the forms' own namespaces, recognised by their English words (a text with values, 'Must be at most
 * {{max}} characters', as a pattern; the server's API messages are recognised the same way). A form's namespace is
 * read here without being fetched: the form's screen reads it already, and until it arrives the text is English. A
 * message it does not know, such as one the server sent already translated, shows as it is.
 */
export function useValidationText() {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (message: string | undefined) => {
      const known = message === undefined ? null : recogniseValidation(message);
      if (!known) return message;
      // The key is one of the block's own (it was found there): the typed `t` cannot see that through a variable.
      const translate = (known.namespace === 'common' ? t : i18n.getFixedT(null, known.namespace)) as unknown as (
        key: string,
        values: object,
      ) => string;
      return translate(`validation.${known.key}`, known.values);
    },
    [t, i18n],
  );
}
