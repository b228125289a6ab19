import { describe, expect, it } from 'vitest';
import { visualRuns } from './pdf-text-lines';

const drawn = (text: string, direction: 'ltr' | 'rtl') =>
  visualRuns(text, direction).map(({ text: run, script }) => [run, script]);

describe('the runs of a line, left to right', () => {
  it('keeps English and Hindi in one run of the Devanagari font, which carries Latin', () => {
    expect(drawn('taught by प्रिया वर्मा (Python 3)', 'ltr')).toEqual([
      ['taught by प्रिया वर्मा (Python 3)', 'latin-devanagari'],
    ]);
  });

  it('draws an Urdu line right to left, word by word, each word shaped as written', () => {
    expect(drawn('علی رضا', 'rtl')).toEqual([
      ['رضا', 'arabic'],
      [' ', 'arabic'],
      ['علی', 'arabic'],
    ]);
  });

  it("keeps an English name inside an Urdu line left to right, at the line's left end", () => {
    expect(drawn('استاد: Grace Hopper', 'rtl').map(([run]) => run)).toEqual(['Grace', ' ', 'Hopper', ' ', 'استاد:']);
  });

  it('puts an Arabic-script name in an English line right to left, where it stands', () => {
    expect(drawn('taught by علی رضا', 'ltr').map(([run]) => run)).toEqual(['taught by ', 'رضا', ' ', 'علی']);
  });
});
