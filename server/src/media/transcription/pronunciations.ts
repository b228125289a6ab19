import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** eSpeak NG's IPA for US English, as CMU (ARPAbet) phones, the ones PocketSphinx's en-us model knows. */
const IPA_TO_CMU: Record<string, string[]> = {
  ɑ: ['AA'],
  ɑː: ['AA'],
  ɒ: ['AA'],
  æ: ['AE'],
  ʌ: ['AH'],
  ə: ['AH'],
  ɐ: ['AH'],
  ɔ: ['AO'],
  ɔː: ['AO'],
  aʊ: ['AW'],
  aɪ: ['AY'],
  ɛ: ['EH'],
  e: ['EH'],
  ɚ: ['ER'],
  ɝ: ['ER'],
  ɜː: ['ER'],
  ɜ: ['ER'],
  eɪ: ['EY'],
  ɪ: ['IH'],
  ᵻ: ['IH'],
  i: ['IY'],
  iː: ['IY'],
  oʊ: ['OW'],
  o: ['OW'],
  ɔɪ: ['OY'],
  ʊ: ['UH'],
  u: ['UW'],
  uː: ['UW'],
  b: ['B'],
  tʃ: ['CH'],
  d: ['D'],
  ð: ['DH'],
  f: ['F'],
  ɡ: ['G'],
  g: ['G'],
  h: ['HH'],
  dʒ: ['JH'],
  k: ['K'],
  x: ['K'],
  l: ['L'],
  ɫ: ['L'],
  l̩: ['AH', 'L'],
  m: ['M'],
  m̩: ['AH', 'M'],
  n: ['N'],
  n̩: ['AH', 'N'],
  ŋ: ['NG'],
  p: ['P'],
  ɹ: ['R'],
  r: ['R'],
  ɾ: ['T'],
  s: ['S'],
  ʃ: ['SH'],
  t: ['T'],
  θ: ['TH'],
  v: ['V'],
  w: ['W'],
  j: ['Y'],
  z: ['Z'],
  ʒ: ['ZH'],
};

/** The longest IPA symbol in the table, in code units: phones are read greedily, longest first. */
const LONGEST = Math.max(...Object.keys(IPA_TO_CMU).map((symbol) => symbol.length));

/** One phone of eSpeak's output (`--sep=_` separates them) as CMU phones, its stress and tie marks dropped. */
function cmuPhones(ipa: string): string[] {
  const phones: string[] = [];
  let rest = ipa.replace(/ˈ|ˌ|\u200d|\u0361/g, '');
  while (rest.length > 0) {
    let length = Math.min(LONGEST, rest.length);
    while (length > 0 && !IPA_TO_CMU[rest.slice(0, length)]) length -= 1;
    if (length === 0) {
      // A mark of no sound of its own here (a glottal stop, a length mark on its own): skipped.
      rest = rest.slice(1);
      continue;
    }
    phones.push(...(IPA_TO_CMU[rest.slice(0, length)] as string[]));
    rest = rest.slice(length);
  }
  return phones;
}

/** eSpeak NG's reading of one word (`2026`, `kubernetes`) as CMU phones; empty when it has none. */
export async function espeakPronunciation(word: string, signal: AbortSignal): Promise<string[]> {
  const { stdout } = await run('espeak-ng', ['-v', 'en-us', '-q', '--ipa', '--sep=_', '--', word], { signal });
  return stdout
    .split(/[\s_]+/)
    .filter(Boolean)
    .flatMap((phone) => cmuPhones(phone));
}

/**
 * The pronunciations of `words` in a CMU dictionary file (`word PH ON ES` a line, variants as `word(2)`): every
 * variant of each, read in one pass over the file.
 */
export async function dictionaryPronunciations(dictFile: string, words: Set<string>): Promise<Map<string, string[][]>> {
  const found = new Map<string, string[][]>();
  const lines = createInterface({ input: createReadStream(dictFile, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    const space = line.indexOf(' ');
    if (space < 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    if (!words.has(word)) continue;
    const phones = line
      .slice(space + 1)
      .trim()
      .split(/\s+/);
    found.set(word, [...(found.get(word) ?? []), phones]);
  }
  return found;
}
