import { validate } from '@coursehub/shared';
import type { z } from 'zod';
import { badInput } from './errors';

/** Runs a shared schema at the service boundary; the first spec message becomes a BAD_USER_INPUT error. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validate(schema, input);
  if (!result.ok) throw badInput(result.message, result.field);
  return result.value;
}
