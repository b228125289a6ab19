import { certificateTexts } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { certificateWords } from './certificate-texts';

describe("the certificate PDF's words", () => {
  it("say in English what the spec's certificate texts say", () => {
    const english = certificateWords('en');
    for (const quizzes of [0, 1, 3])
      expect(english.completed(quizzes, null)).toBe(certificateTexts.completedWhat(quizzes));
    for (const courses of [1, 4]) expect(english.completed(0, courses)).toBe(certificateTexts.completedPath(courses));
    expect(english.t('viewingVerified')).toBe(
      `${certificateTexts.viewingVerified}: ${certificateTexts.viewingVerifiedDetail.toLowerCase()}`,
    );
  });

  it('write lengths and dates the language way, and Urdu right to left', () => {
    expect(certificateWords('en').length(3725)).toBe('1 h 2 min');
    expect(certificateWords('en').length(42)).toBe('42 seconds');
    expect(certificateWords('hi').length(600)).toBe('10 मिनट');
    expect(certificateWords('en').date(new Date('2028-01-05T23:30:00Z'))).toBe('5 January 2028');
    expect(certificateWords('hi').date(new Date('2028-01-05T23:30:00Z'))).toBe('5 जनवरी 2028');
    expect(certificateWords('ur').direction).toBe('rtl');
    expect(certificateWords('hi').direction).toBe('ltr');
  });
});
