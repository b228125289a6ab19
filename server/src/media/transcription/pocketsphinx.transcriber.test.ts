import { describe, expect, it } from 'vitest';
import { parsePocketSphinxWords } from './pocketsphinx.transcriber';

describe('parsePocketSphinxWords', () => {
  it('keeps the words with their times, drops silences, fillers and pronunciation marks', () => {
    const output = [
      'hello world',
      '<s> 0.000 0.020 0.999100',
      'hello(2) 0.030 0.420 0.109060',
      '<sil> 0.430 0.720 0.999600',
      '[NOISE] 0.730 0.800 0.5',
      'world 0.810 1.080 0.021798',
      '</s> 1.090 1.200 1.000000',
    ].join('\n');
    expect(parsePocketSphinxWords(output)).toEqual([
      { text: 'hello', start: 0.03, end: 0.42, confidence: 0.10906 },
      { text: 'world', start: 0.81, end: 1.08, confidence: 0.021798 },
    ]);
  });
});
