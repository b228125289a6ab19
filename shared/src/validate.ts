import type { z } from 'zod';

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

const requiredMessages = new Set([
  'Please fill all the details',
  'All fields are mandatory',
  'All Fields are mandatory',
]);

/**
 * Validates and returns the one message a user should see first: a missing field
 * outranks a malformed one, as the spec's forms check presence before format.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues;
  const first = issues.find((issue) => requiredMessages.has(issue.message)) ?? issues[0];
  return { ok: false, message: first?.message ?? 'Invalid input', field: first?.path.join('.') || undefined };
}
