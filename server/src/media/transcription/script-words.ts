/** A word of a lecture's script: as written (what the captions show) and as the aligner looks it up. */
export interface ScriptWord {
  /** As written, with its punctuation: `blocks.` */
  text: string;
  /** Lower case, without the punctuation around it: `blocks`, `don't`, `node.js`, `2026`. */
  key: string;
}

/** Marks of a document's formatting (Markdown headings, emphasis, code, quotes, lists), not words. */
const FORMATTING = /[#*_`>|~]/g;
const SPOKEN = /[\p{L}\p{N}]/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * The words of a script in order. A token with no letter or digit (a dash, a bullet) is not said, so it is left out;
 * in the key, typographic apostrophes become `'` so `don’t` finds the dictionary's `don't`.
 */
export function scriptWords(script: string): ScriptWord[] {
  const words: ScriptWord[] = [];
  for (const token of script.replace(FORMATTING, ' ').split(/\s+/)) {
    if (!SPOKEN.test(token)) continue;
    words.push({ text: token, key: token.replace(/[’‘]/g, "'").toLowerCase().replace(EDGE_PUNCTUATION, '') });
  }
  return words;
}
