/**
 * The check every translated catalogue of the server passes (the mails', the API messages'): a language has each of
 * English's keys, with the same variables.
 */
export type Tree = { [key: string]: string | Tree };

const texts = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );

const PLURAL = /_(zero|one|two|few|many|other)$/;
const variables = (text: string) =>
  [...new Set([...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1] ?? ''))].sort();

/**
 * Per namespace: each English key without its plural suffix, with the variables its texts use. A language must have
 * each key (a plural in every category of its own rules) using exactly these variables; `_zero` is optional, and may
 * leave the count out ('no code is left').
 */
export function translationProblems(
  english: Record<string, Tree>,
  language: string,
  resources: Record<string, Tree>,
): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const found: string[] = [];
  for (const [namespace, tree] of Object.entries(english)) {
    const base = new Map<string, { plural: boolean; vars: Set<string> }>();
    for (const [key, text] of texts(tree)) {
      const entry = base.get(key.replace(PLURAL, '')) ?? { plural: PLURAL.test(key), vars: new Set<string>() };
      for (const name of variables(text)) entry.vars.add(name);
      base.set(key.replace(PLURAL, ''), entry);
    }
    const theirs = new Map(texts(resources[namespace] ?? {}));
    for (const [key, { plural, vars }] of base) {
      const wanted = plural ? categories.map((category) => `${key}_${category}`) : [key];
      for (const name of wanted) {
        const text = theirs.get(name);
        if (text === undefined) found.push(`missing ${namespace}:${name}`);
        else if (variables(text).join() !== [...vars].sort().join()) found.push(`variables of ${namespace}:${name}`);
      }
    }
    for (const [name, text] of theirs) {
      const key = name.replace(PLURAL, '');
      const known = base.get(key);
      const zero = known?.plural && name === `${key}_zero`;
      if (zero && variables(text).every((variable) => known.vars.has(variable))) continue;
      if (!known || (known.plural ? !categories.some((c) => name === `${key}_${c}`) : name !== key)) {
        found.push(`unknown ${namespace}:${name}`);
      }
    }
  }
  return found;
}
