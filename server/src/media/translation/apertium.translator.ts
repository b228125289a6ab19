import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findCommand } from '../transcription/pocketsphinx.transcriber';
import { primaryLanguage, TranslationError, type Translator } from './translator';

/** ISO 639-1 → the ISO 639-3 codes Apertium names its modes with (`eng-spa`), for the pairs Debian ships. */
const APERTIUM_CODES: Record<string, string> = {
  ca: 'cat',
  en: 'eng',
  eo: 'epo',
  es: 'spa',
  fr: 'fra',
  gl: 'glg',
  it: 'ita',
  oc: 'oci',
  pt: 'por',
  ro: 'ron',
};

const modeFor = (from: string, to: string) => {
  const source = APERTIUM_CODES[primaryLanguage(from)];
  const target = APERTIUM_CODES[primaryLanguage(to)];
  return source && target ? `${source}-${target}` : null;
};

/** The modes `apertium -l` lists, each a plain pair (`eng-spa`; variants such as `spa-eng_US` are left out). */
function installedModes(command: string): Set<string> {
  const listed = spawnSync(command, ['-l'], { encoding: 'utf8', timeout: 10_000 });
  if (listed.error) return new Set();
  return new Set(
    listed.stdout
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[a-z]{3}-[a-z]{3}$/.test(line)),
  );
}

/**
 * Runs `apertium -u <mode> <file>` (unknown words left as they are, unmarked) on one text a line. The text goes in a
 * file: apertium reads its input as /dev/stdin, which cannot be opened on the socket Node gives a child for stdin.
 */
async function runApertium(command: string, mode: string, input: string, signal?: AbortSignal): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-apertium-'));
  try {
    const file = path.join(dir, 'cues.txt');
    await writeFile(file, input, 'utf8');
    return await apertiumOutput(command, ['-u', mode, file], signal);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function apertiumOutput(command: string, args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { signal, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new TranslationError('Apertium could not be started', { cause: error })));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new TranslationError(`Apertium failed: ${Buffer.concat(err).toString('utf8').trim().slice(0, 200)}`));
    });
  });
}

/**
 * Apertium (Debian's `apertium` with a language pair, e.g. `apertium-eng-spa`), when installed with at least one
 * pair; null otherwise. Each caption text is one line (its own line breaks become spaces: a cue is one sentence's
 * worth), so the lines that come back are the texts in order.
 */
export function installedApertium(): Translator | null {
  const command = findCommand('apertium');
  if (!command) return null;
  const modes = installedModes(command);
  if (!modes.size) return null;
  return {
    name: 'apertium',
    supports: (from, to) => {
      const mode = modeFor(from, to);
      return mode !== null && modes.has(mode);
    },
    async translate(texts, from, to, signal) {
      const mode = modeFor(from, to);
      if (!mode || !modes.has(mode)) throw new TranslationError(`Apertium has no ${from} → ${to} pair installed`);
      if (!texts.length) return [];
      const lines = texts.map((text) => text.replace(/\s+/g, ' ').trim());
      const output = await runApertium(command, mode, `${lines.join('\n')}\n`, signal);
      const translated = output.replace(/\n$/, '').split('\n');
      if (translated.length !== lines.length) {
        throw new TranslationError(`Apertium gave ${translated.length} lines for ${lines.length}`);
      }
      return translated.map((line) => line.trim());
    },
  };
}
