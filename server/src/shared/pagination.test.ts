import { randomUUID } from 'node:crypto';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { Keyset, pageSize } from './pagination';

const byTitle = new Keyset('courses:title', [
  { sql: 'lower(c.title)', type: 'text' },
  { sql: 'c.id', type: 'uuid' },
]);
const byRelevance = new Keyset('courses:relevance', [
  { sql: 'rank', type: 'number', descending: true },
  { sql: 'c.lectures', type: 'integer' },
  { sql: 'c.id', type: 'uuid' },
]);

/** Compiles typed SQL as PostgreSQL would be sent it, without a database. */
const compiler = new Kysely<object>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const compiled = (fragment: RawBuilder<unknown>) => {
  const { sql, parameters } = fragment.compile(compiler);
  return { sql, params: parameters };
};
/** A `?` statement's text with PostgreSQL's numbered placeholders, as a typed query spells them. */
const numbered = (text: string) => {
  let count = 0;
  return text.replace(/\?/g, () => `$${++count}`);
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, field: error.details.field } : error;
  }
  return null;
};

describe('Keyset', () => {
  it('starts after a position with one row comparison when every key sorts the same way', () => {
    const id = randomUUID();
    expect(byTitle.after(['react', id])).toEqual({
      sql: '(lower(c.title), c.id) > (?::text, ?::uuid)',
      params: ['react', id],
    });
    expect(byTitle.orderBy()).toBe('order by lower(c.title), c.id');
  });

  it('expands the comparison when the keys sort different ways', () => {
    const id = randomUUID();
    expect(byRelevance.after([0.5, 3, id])).toEqual({
      sql:
        '((rank < ?::double precision) or (rank = ?::double precision and c.lectures > ?::bigint) or ' +
        '(rank = ?::double precision and c.lectures = ?::bigint and c.id > ?::uuid))',
      params: [0.5, 0.5, 3, 0.5, 3, id],
    });
    expect(byRelevance.orderBy()).toBe('order by rank desc, c.lectures, c.id');
  });

  it('gives typed queries the same condition, keys and order, the values bound', () => {
    const id = randomUUID();
    for (const [keyset, values] of [
      [byTitle, ['react', id]],
      [byRelevance, [0.5, 3, id]],
    ] as const) {
      const { sql, params } = keyset.after(values);
      expect(compiled(keyset.afterPosition(values))).toEqual({ sql: numbered(sql), params });
    }
    const query = byRelevance.inOrder(compiler.selectFrom('courses as c' as never).select(byRelevance.keySelections()));
    expect(query.compile().sql).toBe(
      `select ${byRelevance.selectKeys().replace(/ as (\w+)/g, ' as "$1"')} from "courses" as "c" ${byRelevance.orderBy()}`,
    );
  });

  it('makes cursors from the selected keys and reads them back; the extra row only says a next page exists', () => {
    const rows = [1, 2, 3].map((n) => ({
      cursor_key_0: String(n / 4),
      cursor_key_1: String(n),
      cursor_key_2: `id${n}`,
    }));
    const page = byRelevance.connection(rows, 2, 7, (row) => row.cursor_key_2);
    expect(page.totalCount).toBe(7);
    expect(page.edges.map((edge) => edge.node)).toEqual(['id1', 'id2']);
    expect(page.pageInfo).toEqual({ hasNextPage: true, endCursor: page.edges[1]?.cursor });
    const id = randomUUID();
    expect(byRelevance.decode(byRelevance.encode([0.25, 1, id]))).toEqual([0.25, 1, id]);
    expect(byRelevance.connection(rows.slice(0, 2), 2, 2, String).pageInfo.hasNextPage).toBe(false);
  });

  it("refuses another keyset's cursor, wrong key types and anything that is not a cursor", () => {
    const id = randomUUID();
    const bad = { code: 'BAD_USER_INPUT', field: 'after' };
    expect(refusal(() => byTitle.decode(byRelevance.encode([1, 1, id])))).toEqual(bad);
    expect(refusal(() => byRelevance.decode(byRelevance.encode([1.5, 1.5, id])))).toEqual(bad);
    expect(refusal(() => byRelevance.decode(byRelevance.encode(['1', 1, id])))).toEqual(bad);
    expect(refusal(() => byTitle.decode('%%%'))).toEqual(bad);
    expect(refusal(() => byTitle.page({ after: '' }))).toEqual(bad);
    expect(byTitle.page({ after: null })).toEqual({ size: 24, after: null });
  });
});

describe('pageSize', () => {
  it('is 24 unless asked, from 1 to 100', () => {
    expect(pageSize(undefined)).toBe(24);
    expect(pageSize(100)).toBe(100);
    for (const first of [0, 101, 2.5, Number.NaN]) {
      expect(refusal(() => pageSize(first))).toEqual({ code: 'BAD_USER_INPUT', field: 'first' });
    }
  });
});
