import { describe, expect, it } from 'vitest';
import { scriptWords } from './script-words';

describe('scriptWords', () => {
  it('keeps each word as written and keys it without case or surrounding punctuation', () => {
    expect(scriptWords('## Why it works\n\n“Don’t block,” she said — **Node.js** in 2026.')).toEqual([
      { text: 'Why', key: 'why' },
      { text: 'it', key: 'it' },
      { text: 'works', key: 'works' },
      { text: '“Don’t', key: "don't" },
      { text: 'block,”', key: 'block' },
      { text: 'she', key: 'she' },
      { text: 'said', key: 'said' },
      { text: 'Node.js', key: 'node.js' },
      { text: 'in', key: 'in' },
      { text: '2026.', key: '2026' },
    ]);
  });
});
