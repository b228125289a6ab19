import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { type TimedText, type Transcriber, TranscriptionError } from './transcriber';

/** Debian's `pocketsphinx` package (0.8) names its command-line recogniser so; it reads a 16 kHz mono WAV. */
export const POCKETSPHINX_COMMAND = 'pocketsphinx_continuous';
/** Where Debian's `pocketsphinx-en-us` puts the US English acoustic model, language model and dictionary. */
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

const model = (dir: string) => ({
  hmm: path.join(dir, 'en-us'),
  lm: path.join(dir, 'en-us.lm.bin'),
  dict: path.join(dir, 'cmudict-en-us.dict'),
});

/** A command found on PATH, or null. */
export function findCommand(command: string, env: NodeJS.ProcessEnv = process.env): string | null {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, command);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not in this directory.
    }
  }
  return null;
}

/** The command and the model, when both are installed. */
export function installedPocketSphinx(modelDir = POCKETSPHINX_MODEL_DIR): { command: string; modelDir: string } | null {
  const command = findCommand(POCKETSPHINX_COMMAND);
  return command && modelInstalled(modelDir) ? { command, modelDir } : null;
}

/** Whether the acoustic model, the language model and the dictionary are all there. */
export const modelInstalled = (modelDir = POCKETSPHINX_MODEL_DIR) =>
  Object.values(model(modelDir)).every((file) => existsSync(file));

/**
 * A word line of `-time yes` output: `word start end posterior`, the posterior probability of the word given the
 * audio (0–1), its confidence; `<s>`, `<sil>`, `[NOISE]` and `++…++` are not words.
 */
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?(?:e-?\d+)?)$/;
const NOT_A_WORD = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

/** The words of the recogniser's output, in order; an alternative pronunciation's mark (`the(2)`) dropped. */
export function parsePocketSphinxWords(stdout: string): TimedText[] {
  const words: TimedText[] = [];
  for (const line of stdout.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match || NOT_A_WORD.test(match[1] as string)) continue;
    words.push({
      text: (match[1] as string).replace(/\(\d+\)$/, ''),
      start: Number(match[2]),
      end: Number(match[3]),
      confidence: Math.min(1, Number(match[4])),
    });
  }
  return words;
}

/** At most this much output: a five-minute chunk prints a few thousand word lines. */
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/**
 * PocketSphinx from Debian's packages, run once per audio chunk with `-time yes`, which prints each word with its
 * start and end. Its log goes to /dev/null (it is all on stderr otherwise). US English only.
 */
export function pocketSphinxTranscriber(installed: { command: string; modelDir: string }): Transcriber {
  const { hmm, lm, dict } = model(installed.modelDir);
  return {
    engine: 'pocketsphinx',
    language: 'en',
    transcribe(wavFile, { signal }) {
      const args = ['-infile', wavFile, '-time', 'yes', '-logfn', '/dev/null', '-hmm', hmm, '-lm', lm, '-dict', dict];
      return new Promise((resolve, reject) => {
        execFile(installed.command, args, { signal, maxBuffer: MAX_OUTPUT_BYTES }, (error, stdout) => {
          if (error) reject(new TranscriptionError('The speech recogniser failed', { cause: error }));
          else resolve(parsePocketSphinxWords(stdout));
        });
      });
    },
  };
}
