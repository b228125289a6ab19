import { execFile } from 'node:child_process';
import { open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { POCKETSPHINX_MODEL_DIR } from './pocketsphinx.transcriber';
import { dictionaryPronunciations, espeakPronunciation } from './pronunciations';
import type { ScriptWord } from './script-words';
import { type TimedText, TranscriptionError } from './transcriber';

const run = promisify(execFile);

/** Debian's `pocketsphinx` package's batch decoder: one whole file as one utterance, against a grammar. */
export const POCKETSPHINX_BATCH_COMMAND = 'pocketsphinx_batch';
/** 100 frames a second, PocketSphinx's default. */
const FRAMES_PER_SECOND = 100;

/**
 * Beams far wider than recognition's (1e-48): a linear grammar has one path, so the search is small, and a narrow
 * beam loses that path on a synthetic or noisy voice ("Final result does not match the grammar").
 */
const BEAMS = ['-beam', '1e-100', '-pbeam', '1e-100', '-wbeam', '1e-80'];

/** Aligns a script to the speech of a 16 kHz mono WAV file: each of its words with when it was said. */
export interface ScriptAligner {
  align(wavFile: string, words: ScriptWord[], options: { signal: AbortSignal; workDir: string }): Promise<TimedText[]>;
}

/** Where the samples of a WAV file start (after the `data` chunk's header), whatever chunks ffmpeg wrote before. */
async function wavDataOffset(wavFile: string): Promise<number> {
  const file = await open(wavFile, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4096), 0, 4096, 0);
    let at = 12;
    while (at + 8 <= bytesRead) {
      const size = buffer.readUInt32LE(at + 4);
      if (buffer.toString('ascii', at, at + 4) === 'data') return at + 8;
      at += 8 + size + (size % 2);
    }
  } finally {
    await file.close();
  }
  throw new TranscriptionError('The audio could not be read for alignment');
}

/**
 * A word's pronunciations: the dictionary's, else eSpeak NG's reading (names, numbers, product names), else none (a
 * word neither can say, which is timed between its neighbours instead).
 */
async function pronunciations(dictFile: string, keys: Set<string>, signal: AbortSignal) {
  const known = await dictionaryPronunciations(dictFile, keys);
  for (const key of keys) {
    if (known.has(key)) continue;
    const phones = await espeakPronunciation(key, signal).catch(() => []);
    if (phones.length > 0) known.set(key, [phones]);
  }
  return known;
}

/** The script's sayable words as a grammar that accepts exactly them in order (silences and noises between). */
function linearGrammar(names: string[]): string {
  const lines = ['FSG_BEGIN script', `NUM_STATES ${names.length + 1}`, 'START_STATE 0', `FINAL_STATE ${names.length}`];
  for (const [index, name] of names.entries()) lines.push(`TRANSITION ${index} ${index + 1} 1.0 ${name}`);
  lines.push('FSG_END', '');
  return lines.join('\n');
}

/**
 * The words of `-hypseg` output with their start frames: `utt S scale T total A ascr L lscr` then `frame ascr lscr
 * word` per word, silence and noise, then the last frame. A word ends where the next segment starts.
 */
export function parseHypseg(line: string): { word: string; start: number; end: number }[] {
  const tokens = line.trim().split(/\s+/);
  const from = tokens.indexOf('L') + 2;
  const segments: { word: string; frame: number }[] = [];
  for (let at = from; at + 3 < tokens.length; at += 4) {
    segments.push({ frame: Number(tokens[at]), word: tokens[at + 3] as string });
  }
  const lastFrame = Number(tokens.at(-1)) + 1;
  return segments.map((segment, index) => ({
    word: segment.word.replace(/\(\d+\)$/, ''),
    start: segment.frame / FRAMES_PER_SECOND,
    end: (segments[index + 1]?.frame ?? lastFrame) / FRAMES_PER_SECOND,
  }));
}

/** Words without a time (no pronunciation) share the gap between the timed words around them, evenly. */
function fillUntimed(words: ScriptWord[], times: ({ start: number; end: number } | null)[]): TimedText[] {
  const timed: TimedText[] = [];
  let index = 0;
  while (index < words.length) {
    const known = times[index];
    if (known) {
      timed.push({ text: (words[index] as ScriptWord).text, ...known });
      index += 1;
      continue;
    }
    let next = index;
    while (next < words.length && !times[next]) next += 1;
    const from = timed.at(-1)?.end ?? 0;
    const to = times[next]?.start ?? from;
    const step = (to - from) / (next - index);
    for (let each = index; each < next; each += 1) {
      const start = from + step * (each - index);
      timed.push({ text: (words[each] as ScriptWord).text, start, end: start + step });
    }
    index = next;
  }
  return timed;
}

/**
 * Forced alignment with PocketSphinx 5-prealpha (Debian bookworm's, which has no `align` mode): the script becomes
 * a grammar of its words in order and a dictionary of just those words, and `pocketsphinx_batch` decodes the whole
 * file as one utterance against it, so the only freedom it has is where each word starts. Voice activity detection
 * is off (it would drop the silences and shift every time after them) and the audio is dithered (a digital
 * silence's log energy has no model). Fails when the speech cannot be made to fit the script.
 */
export function pocketSphinxAligner(installed: { batchCommand: string; modelDir?: string }): ScriptAligner {
  const modelDir = installed.modelDir ?? POCKETSPHINX_MODEL_DIR;
  return {
    async align(wavFile, words, { signal, workDir }) {
      if (words.length === 0) return [];
      const keys = [...new Set(words.map((word) => word.key))];
      const sayings = await pronunciations(path.join(modelDir, 'cmudict-en-us.dict'), new Set(keys), signal);
      // Grammar words are named w0, w1…: a script's words may hold anything, a grammar's names may not.
      const names = new Map(keys.filter((key) => sayings.has(key)).map((key, index) => [key, `w${index}`]));
      const dictionary = [...names].flatMap(([key, name]) =>
        (sayings.get(key) as string[][]).map(
          (phones, variant) => `${variant === 0 ? name : `${name}(${variant + 1})`} ${phones.join(' ')}`,
        ),
      );
      const sayable = words.filter((word) => names.has(word.key));
      if (sayable.length === 0) throw new TranscriptionError('The script has no word the aligner can pronounce');
      const files = {
        grammar: path.join(workDir, 'script.fsg'),
        dictionary: path.join(workDir, 'script.dict'),
        control: path.join(workDir, 'script.ctl'),
        segments: path.join(workDir, 'script.hypseg'),
      };
      await writeFile(files.grammar, linearGrammar(sayable.map((word) => names.get(word.key) as string)));
      await writeFile(files.dictionary, `${dictionary.join('\n')}\n`);
      await writeFile(files.control, `${path.basename(wavFile, '.wav')}\n`);
      const args = [
        ...['-adcin', 'yes', '-adchdr', String(await wavDataOffset(wavFile))],
        ...['-cepdir', path.dirname(wavFile), '-cepext', '.wav', '-ctl', files.control],
        ...['-hmm', path.join(modelDir, 'en-us'), '-dict', files.dictionary, '-fsg', files.grammar],
        ...['-remove_silence', 'no', '-dither', 'yes', '-seed', '1', ...BEAMS],
        ...['-hypseg', files.segments, '-logfn', '/dev/null'],
      ];
      try {
        await run(installed.batchCommand, args, { signal });
      } catch (cause) {
        throw new TranscriptionError('The aligner failed', { cause });
      }
      const aligned = parseHypseg(await readFile(files.segments, 'utf8')).filter((segment) =>
        /^w\d+$/.test(segment.word),
      );
      const expected = sayable.map((word) => names.get(word.key));
      if (aligned.length !== expected.length || aligned.some((segment, index) => segment.word !== expected[index])) {
        throw new TranscriptionError("The script could not be matched to the lecture's speech");
      }
      let next = 0;
      const times = words.map((word) => (names.has(word.key) ? (aligned[next++] ?? null) : null));
      return fillUntimed(words, times);
    },
  };
}
