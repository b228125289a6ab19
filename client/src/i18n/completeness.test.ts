import { SUPPORTED_LOCALES } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { english } from './locales/en';
import { loadResources } from './resources';

type Tree = { [key: string]: string | Tree };

/** Every text's key, dotted; a plural's suffix (`_one`, `_other`) is kept, as each language has its own set. */
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys `language` must have: English's, with each plural in the categories of the language's own rules. */
function expectedKeys(namespace: Tree, language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of keysOf(namespace)) {
    if (PLURAL.test(key)) for (const category of categories) keys.add(key.replace(PLURAL, `_${category}`));
    else keys.add(key);
  }
  return [...keys].sort();
}

describe('every shipped language has every text', () => {
  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))('%s', async (language) => {
    const resources = (await loadResources(language)) as Record<string, Tree>;
    const missing: string[] = [];
    for (const [namespace, texts] of Object.entries(english as Record<string, Tree>)) {
      const have = new Set(keysOf(resources[namespace] ?? {}));
      for (const key of expectedKeys(texts, language)) if (!have.has(key)) missing.push(`${namespace}:${key}`);
    }
    // Lists each missing key as namespace:key, to add to client/src/i18n/locales/<language>/<namespace>.json.
    expect(missing).toEqual([]);
  });
});
