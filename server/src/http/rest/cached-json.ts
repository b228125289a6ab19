import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { type CatalogCache, readThrough } from '../../modules/course/catalog-cache';

export interface CachedJson {
  cache: CatalogCache;
  /** Names the body exactly: equal keys, equal bodies. */
  key: string;
  ttlSeconds: number;
  build: () => Promise<unknown>;
}

/**
 * Sends a JSON body from a cache of serialised bodies. The ETag derives from the key, so a
 * revalidation (If-None-Match) is answered 304 before the body is looked up or built, and
 * `no-cache` makes browsers revalidate every time, so they never show what a write replaced.
 */
export async function sendCachedJson(req: Request, res: Response, { cache, key, ttlSeconds, build }: CachedJson) {
  res.set('ETag', `W/"${createHash('sha256').update(key).digest('base64url')}"`);
  res.set('Cache-Control', 'no-cache');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type('json').send(await readThrough(cache, key, ttlSeconds, async () => JSON.stringify(await build())));
}
