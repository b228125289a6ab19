import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** Where a shared answer is kept: catalog/course/catalog-cache.ts's CatalogSlot, the one way to the catalogue cache. */
export interface AnswerSlot {
  /** Names the answer exactly: equal keys, equal answers. */
  key: string;
  readThrough(build: () => Promise<string>): Promise<string>;
}

/**
 * Sends a JSON answer that callers may share when `slot` is given (null: built for this caller and sent as any other).
 * The ETag derives from the slot's key, so a revalidation (If-None-Match) is answered 304 before the body is looked up
 * or built, and `no-cache` makes browsers revalidate every time, so they never show what a write replaced.
 */
export async function sendCachedJson(
  req: Request,
  res: Response,
  slot: AnswerSlot | null,
  build: () => Promise<unknown>,
) {
  if (!slot) {
    res.json(await build());
    return;
  }
  res.set('ETag', `W/"${createHash('sha256').update(slot.key).digest('base64url')}"`);
  res.set('Cache-Control', 'no-cache');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type('json').send(await slot.readThrough(async () => JSON.stringify(await build())));
}
