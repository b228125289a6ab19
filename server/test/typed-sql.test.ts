import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Holds server/src to docs/decisions/0006-typed-sql.md: outside migrations, a statement written as a string (a string
 * or template literal given to `execute`/`query`) is allowed only in the files the record's "What stays raw" section
 * names, read from the record so the two cannot drift apart. Typed queries (`em.getKysely<...>()`) and kysely's `sql`
 * tagged templates are not strings and pass.
 */
const SRC = path.resolve(import.meta.dirname, '../src');
const RECORD = path.resolve(import.meta.dirname, '../../docs/decisions/0006-typed-sql.md');

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const isString = (node: ts.Node | undefined) =>
  !!node && (ts.isStringLiteral(node) || ts.isTemplateLiteral(node) || node.kind === ts.SyntaxKind.StringKeyword);

/**
 * `file:line` of every `x.execute(…)` / `x.query(…)` whose first argument is a string: a literal, or a name this file
 * declares as a string (a constant set to a literal, a parameter typed `string`).
 */
function rawStatements(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const stringNames = new Set<string>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isString(node.initializer)) {
      stringNames.add(node.name.text);
    }
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && isString(node.type)) stringNames.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const [first] = ts.isCallExpression(node) ? node.arguments : [];
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['execute', 'query'].includes(node.expression.name.text) &&
      first &&
      (isString(first) || (ts.isIdentifier(first) && stringNames.has(first.text)))
    ) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The files the record's list names (its bullet points; the paragraph above them names this test). */
function allowedFiles(): string[] {
  const section =
    readFileSync(RECORD, 'utf8')
      .split(/^## What stays raw$/m)[1]
      ?.split(/^## /m)[0] ?? '';
  const items = section.split('\n').filter((line) => line.startsWith('- '));
  return items.flatMap((item) => [...item.matchAll(/`([\w/.-]+\.ts)`/g)].map(([, file]) => file as string));
}

describe('typed SQL (docs/decisions/0006-typed-sql.md)', () => {
  it('finds a string statement, and passes typed queries and sql templates', () => {
    const text = [
      "await em.execute('update users set email_verified = true where id = ?', [id]);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text holding a template literal, as the check reads it
      'await tx.execute(`delete from outbox where id = ${id}`);',
      "await em.getKysely<UserTables>().updateTable('users').set({ email_verified: true }).execute();",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text holding a tagged template, as the check reads it
      'await sql`select pg_advisory_xact_lock(${LOCK})`.execute(em.getKysely());',
      "const READY = 'select 1';",
      'await em.execute(READY);',
      'const run = (statement: string) => connection.execute(statement);',
    ].join('\n');
    expect(rawStatements('x.ts', text)).toEqual(['x.ts:1', 'x.ts:2', 'x.ts:6', 'x.ts:7']);
  });

  it('the record names files that exist', () => {
    expect(allowedFiles().length).toBeGreaterThan(0);
    for (const file of allowedFiles())
      expect(readdirSync(path.dirname(path.join(SRC, file)))).toContain(path.basename(file));
  });

  it('no source file outside migrations and the record’s list sends a statement written as a string', () => {
    const allowed = new Set(allowedFiles());
    const offenders = sourceFiles()
      .map((full) => path.relative(SRC, full).split(path.sep).join('/'))
      .filter((file) => !allowed.has(file))
      .flatMap((file) => rawStatements(file, readFileSync(path.join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
