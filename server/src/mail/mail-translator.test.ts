import { cancellationTexts, SUPPORTED_LOCALES } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { type Tree, translationProblems } from '../../test/translation-resources';
import { english } from './locales/en';
import { hindi } from './locales/hi';
import { urdu } from './locales/ur';
import { mailT } from './mail-translator';

const problems = (language: string, resources: Record<string, Tree>) =>
  translationProblems(english as unknown as Record<string, Tree>, language, resources);

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
