import { validate } from '@coursehub/shared';
import type { z } from 'zod';
import { badInput } from './errors';

/** Runs a shared schema at the service boundary; the first spec message becomes a BAD_USER_INPUT error. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validate(schema, input);
  if (!result.ok) throw badInput(result.message, result.field);
  rejectNulBytes(result.value);
  return result.value;
}

/**
 * PostgreSQL's text cannot hold U+0000: a parameter containing it fails the statement (an internal error, a 500), and
 * no honest client sends one. So it is refused where text enters, once for every field: GraphQL variables and
 * literals (http/graphql/reject-nul-bytes.ts), REST query parameters and body fields (http/rest/request.ts) and every
 * parseInput.
 */
export const nulByteMessage = (field?: string) => `${field || 'Text'} must not contain null bytes`;

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Where the first string holding U+0000 sits in a JSON-like value: '' for the value itself, else a dotted path
 * (`input.fullName`, `tags.2`); null when there is none. Only arrays and plain objects are entered (not files or streams).
 */
export function nulBytePath(value: unknown): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : null;
  if (typeof value !== 'object' || value === null || !(Array.isArray(value) || isPlain(value))) return null;
  for (const [key, item] of Object.entries(value)) {
    const inner = nulBytePath(item);
    if (inner !== null) return inner ? `${key}.${inner}` : key;
  }
  return null;
}

/** BAD_USER_INPUT when any text in `value` holds U+0000; `field` names `value` itself. */
export function rejectNulBytes(value: unknown, field?: string): void {
  const path = nulBytePath(value);
  if (path === null) return;
  const where = [field, path].filter(Boolean).join('.') || undefined;
  throw badInput(nulByteMessage(where), where);
}
