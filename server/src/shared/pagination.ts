import { type AliasedRawBuilder, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { badInput } from './errors';
import { isUuid } from './ids';

/**
 * Relay-style cursor connections over keyset pagination, for every list that can grow without bound (DESIGN.md,
 * "Lists"). A page is the rows strictly after the cursor in a total order (the sort keys end with a unique column), so
 * rows added or deleted between two requests never make a later page repeat or skip a row that was there all along.
 */

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export const PAGE_SIZE_MESSAGE = `first must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
export const BAD_CURSOR_MESSAGE = 'after is not a cursor of this list';

/** How a sort key is carried in a cursor, checked when it comes back, and cast in SQL. */
export type KeyType = 'timestamp' | 'uuid' | 'text' | 'integer' | 'number';

export interface KeyColumn {
  /** The SQL expression the list is ordered by, e.g. `u.created_at`. */
  sql: string;
  type: KeyType;
  descending?: boolean;
}

export type KeyValue = string | number;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Edge<Node> {
  cursor: string;
  node: Node;
}

export interface PageInfo {
  hasNextPage: boolean;
  /** The last edge's cursor; null on an empty page. */
  endCursor: string | null;
}

export interface Connection<Node> {
  edges: Edge<Node>[];
  pageInfo: PageInfo;
  /** Every row matching the list's filters, on all pages. */
  totalCount: number;
}

// Timestamps travel as text with PostgreSQL's microseconds: a JS Date keeps milliseconds, and a key rounded to them
// would compare below its own row, which the next page would then repeat.
const TIMESTAMP_TEXT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** Longer than any cursor this file makes for the key types above with texts of a few hundred characters. */
const MAX_CURSOR_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const CASTS: Record<KeyType, string> = {
  timestamp: 'timestamptz',
  uuid: 'uuid',
  text: 'text',
  integer: 'bigint',
  number: 'double precision',
};

const keyText = ({ sql, type }: KeyColumn) =>
  type === 'timestamp' ? `to_char(${sql} at time zone 'UTC', ${TIMESTAMP_TEXT})` : sql;

const isKeyOf = (type: KeyType, value: unknown): value is KeyValue => {
  switch (type) {
    case 'timestamp':
      return typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
    case 'uuid':
      return typeof value === 'string' && isUuid(value);
    case 'text':
      return typeof value === 'string';
    case 'integer':
      return Number.isSafeInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
  }
};

/**
 * The page size asked for: 24 by default, BAD_USER_INPUT outside 1–100. `max` is larger only where a transport asks
 * for a whole list at once (REST without `limit`), never from a caller's own number.
 */
export function pageSize(first: number | null | undefined, max = MAX_PAGE_SIZE): number {
  if (first === null || first === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > max) throw badInput(PAGE_SIZE_MESSAGE, 'first');
  return first;
}

/** The select list's name of the cursor's `index`th key, which `connection` and `edgesOf` read. */
type CursorKey = `cursor_key_${number}`;

/**
 * One order of one list: its name (a cursor of another list or order is refused) and its sort keys, the last one
 * unique. Gives a typed query (docs/decisions/0006-typed-sql.md) the keys to select, the order and the condition
 * to start after a cursor, and makes the connection. The key columns are the keyset's own constant SQL; only cursor
 * values are bound.
 */
export class Keyset {
  constructor(
    readonly name: string,
    readonly columns: readonly KeyColumn[],
  ) {}

  /** `<key> as cursor_key_<n>` for each key, to add to the select list. */
  keySelections(): AliasedRawBuilder<unknown, CursorKey>[] {
    return this.columns.map((column, index) => sql.raw(keyText(column)).as(`cursor_key_${index}` as CursorKey));
  }

  /** The query ordered by the keys. */
  inOrder<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
    return this.columns.reduce(
      (ordered, { sql: key, descending }) =>
        descending ? ordered.orderBy(sql.raw(key), 'desc') : ordered.orderBy(sql.raw(key)),
      query,
    );
  }

  /**
   * The rows after a position, as a condition with the values bound. One row comparison when every key sorts the same
   * way (an index on the keys answers it as a range); otherwise the expanded form `a > $1 or (a = $2 and b > $3)`.
   */
  afterPosition(values: readonly KeyValue[]): RawBuilder<SqlBool> {
    const key = (index: number) => sql.raw(this.columns[index]?.sql ?? '');
    const value = (index: number) => {
      const column = this.columns[index];
      return sql`${values[index]}::${sql.raw(column ? CASTS[column.type] : '')}`;
    };
    const indexes = this.columns.map((_, index) => index);
    const descending = this.columns[0]?.descending ?? false;
    if (this.columns.every((column) => (column.descending ?? false) === descending)) {
      const operator = sql.raw(descending ? '<' : '>');
      return sql<SqlBool>`(${sql.join(indexes.map(key))}) ${operator} (${sql.join(indexes.map(value))})`;
    }
    const branches = this.columns.map((column, index) => {
      const equal = indexes.slice(0, index).map((before) => sql`${key(before)} = ${value(before)}`);
      const beyond = sql`${key(index)} ${sql.raw(column.descending ? '<' : '>')} ${value(index)}`;
      return sql`(${sql.join([...equal, beyond], sql` and `)})`;
    });
    return sql<SqlBool>`(${sql.join(branches, sql` or `)})`;
  }

  encode(values: readonly KeyValue[]): string {
    return Buffer.from(JSON.stringify({ k: this.name, v: values })).toString('base64url');
  }

  /** The key values a cursor holds; BAD_USER_INPUT unless it is one this keyset made. */
  decode(cursor: string): KeyValue[] {
    if (cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor)) throw badInput(BAD_CURSOR_MESSAGE, 'after');
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      throw badInput(BAD_CURSOR_MESSAGE, 'after');
    }
    const { k, v } = (parsed ?? {}) as { k?: unknown; v?: unknown };
    if (
      k !== this.name ||
      !Array.isArray(v) ||
      v.length !== this.columns.length ||
      !this.columns.every(({ type }, index) => isKeyOf(type, v[index]))
    ) {
      throw badInput(BAD_CURSOR_MESSAGE, 'after');
    }
    return v as KeyValue[];
  }

  /** `first` and `after` checked: how many rows to show, and the position to start after (null: the beginning). */
  page(args: PageArgs, maxSize = MAX_PAGE_SIZE): { size: number; after: KeyValue[] | null } {
    const size = pageSize(args.first, maxSize);
    return { size, after: args.after === null || args.after === undefined ? null : this.decode(args.after) };
  }

  /**
   * The connection from rows selected with `keySelections()`, `inOrder()` and a limit of `size + 1`: the extra row only
   * says whether there is a next page.
   */
  connection<Row extends Record<string, unknown>, Node>(
    rows: readonly Row[],
    size: number,
    totalCount: number,
    nodeOf: (row: Row) => Node,
  ): Connection<Node> {
    return { ...this.edgesOf(rows, size, nodeOf), totalCount };
  }

  /** `connection` without its count, for a list that counts only when asked (the catalogue). */
  edgesOf<Row extends Record<string, unknown>, Node>(
    rows: readonly Row[],
    size: number,
    nodeOf: (row: Row) => Node,
  ): Omit<Connection<Node>, 'totalCount'> {
    const edges = rows.slice(0, size).map((row) => ({ cursor: this.cursorOf(row), node: nodeOf(row) }));
    return { edges, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  private cursorOf(row: Record<string, unknown>): string {
    return this.encode(
      this.columns.map(({ type }, index) => {
        const value = row[`cursor_key_${index}`];
        // pg returns bigint and numeric as text.
        return type === 'integer' || type === 'number' ? Number(value) : String(value);
      }),
    );
  }
}
