import type { Compilable, CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Em } from '../../shared/orm';
import { catalogue } from './course-summary';

/**
 * Distinct catalogue statements kept compiled: the first pages, searches and categories visitors ask for most. A
 * page after a cursor is a statement of its own (its position is bound in it), so the least used leave first.
 */
const MAX_STATEMENTS = 1000;

const compiled = new LRUCache<string, CompiledQuery<unknown>>({ max: MAX_STATEMENTS });

/**
 * Runs the catalogue statement that `inputs` determine, built and compiled by `build` the first time only. Building
 * and compiling a catalogue page and its tally with Kysely cost about 0.15 ms of CPU per request, as much as
 * PostgreSQL's driver spends sending them and reading 50 rows back (docs/benchmarks.md). What is kept is the SQL text
 * with its bound values, never rows, so nothing kept can be stale: `inputs` must name everything `build` reads (the
 * statement's kind, the filter with its drafts flag, the page size and position), which callers spell out as an
 * array.
 */
export async function runCompiled<Row>(
  em: Em,
  inputs: readonly unknown[],
  build: () => Compilable<Row>,
): Promise<Row[]> {
  const key = JSON.stringify(inputs);
  let statement = compiled.get(key) as CompiledQuery<Row> | undefined;
  if (!statement) {
    statement = build().compile();
    compiled.set(key, statement);
  }
  return (await catalogue(em).executeQuery(statement)).rows;
}
