import { describe, expect, it } from 'vitest';
import { canonicalLanguage } from './languages';
import { languageTagSchema } from './schemas';

describe('content languages', () => {
  it('spells a BCP 47 tag canonically, whatever its case and spaces', () => {
    expect(canonicalLanguage('EN-us')).toBe('en-US');
    expect(canonicalLanguage(' hi ')).toBe('hi');
    expect(canonicalLanguage('pt-br')).toBe('pt-BR');
  });

  it('refuses what is no tag, or longer than a stored one', () => {
    expect(canonicalLanguage('')).toBeUndefined();
    expect(canonicalLanguage('english please')).toBeUndefined();
    expect(canonicalLanguage('en_US')).toBeUndefined();
    expect(canonicalLanguage(`en-${'a'.repeat(40)}`)).toBeUndefined();
  });

  it('gives a form the canonical tag, or the message every language field shows', () => {
    expect(languageTagSchema.parse('UR')).toBe('ur');
    const refused = languageTagSchema.safeParse('not a language');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Language must be a BCP 47 tag, e.g. en or pt-BR',
    ]);
  });
});
