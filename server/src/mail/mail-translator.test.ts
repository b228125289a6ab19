import { cancellationTexts, SUPPORTED_LOCALES } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { english } from './locales/en';
import { hindi } from './locales/hi';
import { urdu } from './locales/ur';
import { mailT } from './mail-translator';

type Tree = { [key: string]: string | Tree };

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
function problems(language: string, resources: Record<string, Tree>): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const found: string[] = [];
  for (const [namespace, tree] of Object.entries(english as unknown as Record<string, Tree>)) {
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

describe('the mails in every language', () => {
  const shipped = { hi: hindi, ur: urdu } as const;

  it('covers every shipped language', () => {
    expect(SUPPORTED_LOCALES.filter((locale) => locale !== 'en')).toEqual(Object.keys(shipped));
  });

  it.each(Object.entries(shipped))('%s has every English text, with the same variables', (language, resources) => {
    expect(Object.keys(resources).sort()).toEqual(Object.keys(english).sort());
    expect(problems(language, resources as unknown as Record<string, Tree>)).toEqual([]);
  });

  it('writes English when no language, or an unknown one, is chosen', () => {
    expect(mailT(null)('account:verification.subject')).toBe('Confirm your email');
    expect(mailT('fr')('account:verification.subject')).toBe('Confirm your email');
    expect(mailT('hi-IN')('account:verification.subject')).toBe('अपना ईमेल कन्फ़र्म करें');
  });

  it('says a cancellation in English in the words of the dialog (cancellationTexts)', () => {
    const t = mailT('en');
    expect(t('billing:cancellation.refund', { refund: '₹499', today: '5 January 2028' })).toBe(
      cancellationTexts.refund('₹499', '5 January 2028'),
    );
    expect(t('billing:cancellation.periodEnd', { endsOn: '5 January 2028' })).toBe(
      cancellationTexts.periodEnd('5 January 2028'),
    );
    expect(t('billing:cancellation.now', { today: '5 January 2028' })).toBe(cancellationTexts.now('5 January 2028'));
  });

  it('counts in each language', () => {
    expect(mailT('en')('discussion:digest.subject', { count: 1 })).toBe('1 question is waiting for an answer');
    expect(mailT('en')('discussion:digest.subject', { count: 3 })).toBe('3 questions are waiting for an answer');
    expect(mailT('hi')('discussion:digest.subject', { count: 1 })).toBe('1 सवाल जवाब का इंतज़ार कर रहा है');
    expect(mailT('hi')('discussion:digest.subject', { count: 3 })).toBe('3 सवाल जवाब का इंतज़ार कर रहे हैं');
    expect(mailT('ur')('discussion:digest.subject', { count: 3 })).toBe('3 سوال جواب کے منتظر ہیں');
  });
});
