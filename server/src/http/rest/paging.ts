import type { Request } from 'express';
import { z } from 'zod';
import { badInput, DomainError } from '../../shared/errors';
import { MAX_PAGE_SIZE, type PageArgs } from '../../shared/pagination';
import { queryParam } from './request';
import type { RestHeaderDoc } from './rest-operation';

export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/**
 * `limit` and `cursor` of a paged GET as the services' `first` and `after`: a page is `limit` rows (1 to 100) after
 * `cursor`, the `next` the page before answered. Without `limit` it is `whole` rows, the list's own cap: clients of
 * the spec's contract know no paging and read a list in one call.
 */
export function pageQuery(req: Request, whole: number): PageArgs & { first: number } {
  const limit = queryParam(req, 'limit');
  if (limit === undefined) return { first: whole, after: queryParam(req, 'cursor') ?? null };
  if (!/^\d{1,3}$/.test(limit)) throw badInput(LIMIT_MESSAGE, 'limit');
  const first = Number(limit);
  if (first < 1 || first > MAX_PAGE_SIZE) throw badInput(LIMIT_MESSAGE, 'limit');
  return { first, after: queryParam(req, 'cursor') ?? null };
}

/** A page from a service, whose bad-cursor error names GraphQL's `after`: here it is `cursor`, told with `message`. */
export async function restPage<Page>(page: Promise<Page>, message: string): Promise<Page> {
  try {
    return await page;
  } catch (error) {
    if (error instanceof DomainError && error.details.field === 'after') throw badInput(message, 'cursor');
    throw error;
  }
}

/** `limit` and `cursor` as the OpenAPI document describes them, for a list of `rows` answered whole without `limit`. */
export const pageQuerySchema = (rows: string, whole: string) =>
  z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE)
      .optional()
      .describe(`How many ${rows} a page (1 to ${MAX_PAGE_SIZE}). Without it, ${whole}.`),
    cursor: z.string().optional().describe('The `next` of the previous page; 400 when it is not one.'),
  });

/** The body's `next`, last in the body. */
export const nextCursorSchema = () =>
  z.string().nullable().describe('The cursor of the next page (send it as `cursor`); null on the last page.');

export const NEXT_LINK_HEADER: RestHeaderDoc = {
  description: 'The next page as `<url>; rel="next"` (RFC 8288); absent on the last page.',
  schema: z.string(),
};
