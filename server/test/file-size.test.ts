import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source file of the repository is over 400 lines (docs/testing.md, Lint): a file that long holds more
 * than one concern, and is the next engineer's hardest read. Files generated from the schema (client/src/gql) are the
 * codegen's, not ours. The files are git's (tracked and new, ignored ones left out), so build output never counts.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const GENERATED = /^client\/src\/gql\//;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  // A tracked file deleted in the working tree is still listed by git: it has no lines to count.
  .filter((file) => SOURCE.test(file) && !GENERATED.test(file) && existsSync(path.join(ROOT, file)));

describe('source file size', () => {
  it('finds the repository’s source files', () => {
    expect(files).toContain('server/src/main.ts');
    expect(files.length).toBeGreaterThan(500);
  });

  it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
    const tooLong = files
      .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });
});
