import { describe, expect, it } from 'vitest';
import { checkCues } from './caption-format';
import { cuesFromSpeech, MAX_CUE_SECONDS, MAX_LINE_CHARS, MAX_LINES } from './cue-grouping';

const words = (text: string, start: number, perWord: number) =>
  text
    .split(' ')
    .map((word, index) => ({ text: word, start: start + index * perWord, end: start + (index + 1) * perWord }));

describe('cuesFromSpeech', () => {
  it('fills at most two lines of 42 characters and 7 seconds per cue, and the cues pass the upload checks', () => {
    const speech = words(
      'the event loop never blocks because every input and output operation is handed to the system and the callback runs later when the answer is ready',
      0,
      0.3,
    );
    const cues = cuesFromSpeech(speech);
    expect(cues.length).toBeGreaterThan(1);
    for (const cue of cues) {
      const lines = cue.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(MAX_LINES);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
      expect(cue.end - cue.start).toBeLessThanOrEqual(MAX_CUE_SECONDS);
    }
    expect(cues.map((cue) => cue.text.replace(/\n/g, ' ')).join(' ')).toBe(speech.map((word) => word.text).join(' '));
    expect(() => checkCues(cues, (index) => `Cue ${index + 1}`)).not.toThrow();
  });

  it('starts a new cue after a pause, and spreads a phrase over its words', () => {
    const cues = cuesFromSpeech([
      { text: 'first phrase', start: 0, end: 1 },
      { text: 'second', start: 5, end: 6 },
    ]);
    expect(cues).toEqual([
      { start: 0, end: 1, text: 'first phrase' },
      { start: 5, end: 6, text: 'second' },
    ]);
  });

  it('gives no cue for no speech', () => {
    expect(cuesFromSpeech([])).toEqual([]);
  });
});
