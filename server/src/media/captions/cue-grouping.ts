import type { TimedText } from '../transcription/transcriber';
import type { Cue } from './caption-format';

/** The usual limits of readable captions (the BBC's and Netflix's guidelines): two lines of 42 characters, 7 s. */
export const MAX_LINE_CHARS = 42;
export const MAX_LINES = 2;
export const MAX_CUE_SECONDS = 7;
/** A pause this long between two words starts a new cue. */
const PAUSE_SECONDS = 1.5;

/**
 * A phrase's words, each given a share of the phrase's time by its length: a recogniser that gives words their own
 * times (PocketSphinx) passes them through; a phrase (an OpenAI-compatible segment) is spread over its words.
 */
function wordsOf(pieces: TimedText[]): TimedText[] {
  return pieces.flatMap((piece) => {
    const words = piece.text.split(/\s+/).filter(Boolean);
    const letters = words.reduce((sum, word) => sum + word.length, 0);
    let at = piece.start;
    return words.map((word) => {
      const end = at + ((piece.end - piece.start) * word.length) / letters;
      const timed: TimedText = { text: word, start: at, end, confidence: piece.confidence };
      at = end;
      return timed;
    });
  });
}

/** Words laid into lines of at most MAX_LINE_CHARS; a longer word has a line of its own. */
function linesOf(words: string[]): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= MAX_LINE_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Timed speech (in order) as cues: words gathered while they fit in MAX_LINES lines of MAX_LINE_CHARS, the cue lasts
 * at most MAX_CUE_SECONDS, and a pause of PAUSE_SECONDS ends it. Cues never overlap, so they pass checkCues.
 */
export function cuesFromSpeech(pieces: TimedText[]): Cue[] {
  const cues: Cue[] = [];
  let current: TimedText[] = [];
  const flush = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) {
      const start = Math.max(first.start, cues.at(-1)?.end ?? 0);
      const end = Math.max(last.end, start + 0.001);
      const confidences = current.map((word) => word.confidence);
      cues.push({
        start,
        end,
        text: linesOf(current.map((word) => word.text)).join('\n'),
        ...(confidences.every((each) => each !== undefined) ? { confidences: confidences as number[] } : {}),
      });
    }
    current = [];
  };
  for (const word of wordsOf(pieces)) {
    const first = current[0];
    const last = current.at(-1);
    const fits =
      first &&
      last &&
      word.end - first.start <= MAX_CUE_SECONDS &&
      word.start - last.end < PAUSE_SECONDS &&
      linesOf([...current, word].map((each) => each.text)).length <= MAX_LINES;
    if (!fits) flush();
    current.push(word);
  }
  flush();
  return cues;
}
