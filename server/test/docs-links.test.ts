import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link of the documentation must resolve: the README is the front door and docs/ holds the rest, so a
 * moved section or a renamed heading would otherwise leave readers at a dead end. External links are not fetched.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const DOCUMENTS = [
  path.join(ROOT, 'README.md'),
  path.join(ROOT, 'ARCHITECTURE.md'),
  path.join(ROOT, 'client/README.md'),
  ...markdownUnder(path.join(ROOT, 'docs')),
];

/** Fenced code blocks and inline code are not Markdown: a `](x)` inside them is text, not a link. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Inline links and images, `[text](target "title")`: the target alone. */
function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  );
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered from -1. */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutCode(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = (match[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

/** Why a link does not resolve from the document at `from`, or null when it does. */
function brokenReason(from: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const [file, anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved = file === '' ? from : path.resolve(path.dirname(from), decodeURIComponent(file));
  if (!existsSync(resolved)) return 'no such file';
  if (anchor === undefined || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) return null;
  return headingSlugs(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor)) ? null : 'no such heading';
}

describe('documentation links', () => {
  it('finds the documents and their links', () => {
    expect(DOCUMENTS.length).toBeGreaterThan(10);
    expect(linkTargets('[a](docs/api.md#errors) `[b](no.md)` ![c](x.png "t")')).toEqual([
      'docs/api.md#errors',
      'x.png',
    ]);
    expect([...headingSlugs('# Video: transcoding and playback\n## Learners (admin)\n## Logs\n## Logs')]).toEqual([
      'video-transcoding-and-playback',
      'learners-admin',
      'logs',
      'logs-1',
    ]);
  });

  it.each(DOCUMENTS.map((file) => [path.relative(ROOT, file), file]))(
    'every relative link of %s resolves',
    (_, file) => {
      const broken = linkTargets(readFileSync(file, 'utf8'))
        .map((target) => ({ target, reason: brokenReason(file, target) }))
        .filter((link) => link.reason !== null);
      expect(broken).toEqual([]);
    },
  );
});
