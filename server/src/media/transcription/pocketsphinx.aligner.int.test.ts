import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bound } from '../../../test/hang-bound';
import { NARRATION, speakNarration } from '../../../test/narration';
import { parseHypseg } from './pocketsphinx.aligner';
import { scriptWords } from './script-words';
import type { TimedText } from './transcriber';
import { installedAligner } from './transcriber-for-config';

/**
 * Forced alignment for real: test/narration.ts's narration spoken by espeak-ng, aligned by Debian's PocketSphinx.
 * Words the dictionary lacks (a name, a number) are in it, aligned through eSpeak's pronunciation.
 */
describe('parseHypseg', () => {
  it('reads each segment from its start frame to the next one, the last to the final frame', () => {
    const line = 'narration S 0 T -900 A -800 L -100 0 -240 0 the(2) 10 -300 0 w1 46 -287 -311 <sil> 60';
    expect(parseHypseg(line)).toEqual([
      { word: 'the', start: 0, end: 0.1 },
      { word: 'w1', start: 0.1, end: 0.46 },
      { word: '<sil>', start: 0.46, end: 0.61 },
    ]);
  });
});

// espeak-ng, ffmpeg and PocketSphinx run for real: a few seconds alone, more beside other suites on two cores.
describe('forced alignment with PocketSphinx', { timeout: bound(60_000) }, () => {
  let work: string;
  let narration: { wav: string; spans: TimedText[] };
  const aligner = installedAligner();
  const signal = new AbortController().signal;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'aligner-'));
    narration = speakNarration(work);
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('gives every word of the script, as written, within 0.5 s of where it was said', async () => {
    if (!aligner) throw new Error('pocketsphinx_batch and its model must be installed (npm test installs them)');
    const script = NARRATION.join('\n');
    const words = await aligner.align(narration.wav, scriptWords(script), { signal, workDir: work });
    expect(words.map((word) => word.text)).toEqual(script.split(/\s+/));
    let next = 0;
    for (const span of narration.spans) {
      const said = words.slice(next, next + span.text.split(' ').length);
      next += said.length;
      expect(Math.abs((said[0] as TimedText).start - span.start)).toBeLessThanOrEqual(0.5);
      expect(Math.abs((said.at(-1) as TimedText).end - span.end)).toBeLessThanOrEqual(0.5);
      for (const word of said) {
        expect(word.start).toBeGreaterThanOrEqual(span.start - 0.5);
        expect(word.end).toBeLessThanOrEqual(span.end + 0.5);
      }
    }
  });

  it('refuses a script the speech does not follow', async () => {
    if (!aligner) throw new Error('pocketsphinx_batch and its model must be installed');
    const unrelated = scriptWords(
      'Photosynthesis turns sunlight into sugar inside the green leaves of every plant on the farm, '.repeat(6),
    );
    await expect(aligner.align(narration.wav, unrelated, { signal, workDir: work })).rejects.toThrow(
      "The script could not be matched to the lecture's speech",
    );
  });
});
