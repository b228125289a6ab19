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
    expect(compiled(byTitle.afterPosition(['react', id]))).toEqual({
      sql: '(lower(c.title), c.id) > ($1::text, $2::uuid)',
      params: ['react', id],
    });
  });

  it('expands the comparison when the keys sort different ways', () => {
    const id = randomUUID();
    expect(compiled(byRelevance.afterPosition([0.5, 3, id]))).toEqual({
      sql:
        '((rank < $1::double precision) or (rank = $2::double precision and c.lectures > $3::bigint) or ' +
        '(rank = $4::double precision and c.lectures = $5::bigint and c.id > $6::uuid))',
      params: [0.5, 0.5, 3, 0.5, 3, id],
    });
  });

  it('selects the keys as cursor_key_<n> and orders by them', () => {
    const query = byRelevance.inOrder(compiler.selectFrom('courses as c' as never).select(byRelevance.keySelections()));
    expect(query.compile().sql).toBe(
      'select rank as "cursor_key_0", c.lectures as "cursor_key_1", c.id as "cursor_key_2" from "courses" as "c" ' +
        'order by rank desc, c.lectures, c.id',
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
