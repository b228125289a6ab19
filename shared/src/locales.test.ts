import { describe, expect, it } from 'vitest';
import { matchLocale, negotiateLocale, preferredLocale, textDirection } from './locales';

describe('locales', () => {
  it('negotiates an Accept-Language header by its q-values', () => {
    expect(negotiateLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(negotiateLocale('fr;q=0.9, ur;q=0.5, en;q=0.7')).toBe('en');
    expect(negotiateLocale('de, ur-PK;q=0.4')).toBe('ur');
    expect(negotiateLocale('hi;q=0, en-GB')).toBe('en');
    expect(negotiateLocale('fr')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
  });

  it('picks the first supported language of a preference list', () => {
    expect(preferredLocale(['fr-FR', 'hi-IN', 'en'])).toBe('hi');
    expect(preferredLocale([])).toBe('en');
    expect(matchLocale('UR_pk')).toBe('ur');
    expect(matchLocale('toString')).toBeNull();
  });

  it('writes Urdu right to left and the others left to right', () => {
    expect(textDirection('ur')).toBe('rtl');
    expect(textDirection('hi-IN')).toBe('ltr');
    expect(textDirection('en')).toBe('ltr');
  });
});
