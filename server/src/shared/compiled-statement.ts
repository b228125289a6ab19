import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * A typed statement built and compiled once per process, then run with each call's values. The media route runs its
 * grant statements for every request it has no cached answer for, and building and compiling a kysely query of a
 * few subqueries costs about as much of the process's CPU as the database round trip does.
 *
 * `build` is called once, with `placeholders`: one distinct value per argument, standing for it in the compiled
 * statement; each run binds its own arguments in the places their placeholders took (an argument used twice is bound
 * twice). Every other bound value (constants of the query) stays as compiled.
 */
export function compiledOnce<DB, Args extends readonly unknown[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
  placeholders: Args,
) {
  let compiled: { query: CompiledQuery<Row>; slots: number[] } | undefined;
  return async (db: Kysely<DB>, ...args: Args): Promise<Row[]> => {
    if (!compiled) {
      const query = build(db, ...placeholders).compile();
      compiled = { query, slots: query.parameters.map((value) => placeholders.indexOf(value)) };
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index] ?? -1;
      return slot >= 0 ? args[slot] : value;
    });
    const { rows } = await db.executeQuery<Row>({ ...query, parameters });
    return rows;
  };
}
