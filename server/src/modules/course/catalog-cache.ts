import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { Config } from '../../config';
import type { RequestScope } from '../../shared/scope';

/** Each instance's memory of serialised catalogue answers (GraphQL responses and REST bodies). */
export type CatalogCache = KeyValueCache<string>;

export function createCatalogCache(config: Pick<Config, 'catalogCacheBytes'>): CatalogCache | null {
  if (config.catalogCacheBytes <= 0) return null;
  return new InMemoryLRUCache<string>({ maxSize: config.catalogCacheBytes, sizeCalculation: (value) => value.length });
}

/** Which catalogue an answer shows, and for how long it is kept. */
export interface CatalogEdition {
  /** Names one exact public catalogue, on any instance. */
  id: string;
  /** How long the answer is kept in memory. */
  ttlSeconds: number;
}

/**
 * An answer is never stale (its edition names it exactly), so this only lets answers of past editions leave memory
 * sooner than the LRU would push them out.
 */
const ANSWER_TTL_SECONDS = 3600;

/**
 * The public catalogue only changes when a course or lecture is written: `catalog_version` is bumped by triggers in
 * the writing transaction (whichever instance, or psql, wrote), so the version names the catalogue exactly and an
 * answer cached under it is never stale. Nothing else in an answer changes with time: thumbnail URLs are stable
 * (/media/images/<key>), so an answer, and the REST ETag derived from it, stays valid until the next write.
 *
 * Null when the answer must not be cached: the cache is off, or the caller is signed in. Signed-in
 * requests already spend a statement on the session lookup, and the catalogue keeps to two.
 */
export async function catalogEdition({ em, viewer, deps }: RequestScope): Promise<CatalogEdition | null> {
  if (viewer || !deps.catalogCache) return null;
  const [row] = await em.execute<{ version: string | number }[]>('select version from catalog_version');
  if (!row) return null;
  return { id: String(row.version), ttlSeconds: ANSWER_TTL_SECONDS };
}

/** The answer kept under `key`, or `build`'s, which is kept for `ttlSeconds`. */
export async function readThrough(
  cache: CatalogCache,
  key: string,
  ttlSeconds: number,
  build: () => Promise<string>,
): Promise<string> {
  const kept = await cache.get(key);
  if (kept !== undefined) return kept;
  const built = await build();
  await cache.set(key, built, { ttl: ttlSeconds });
  return built;
}

/**
 * A serialised catalogue answer, shared through the cache when the caller may share it (see catalogEdition), built
 * for this caller otherwise. `key` names the answer's shape; the edition is added to it.
 */
export async function cachedCatalogAnswer(scope: RequestScope, key: string, build: () => Promise<string>) {
  const edition = await catalogEdition(scope);
  const cache = scope.deps.catalogCache;
  if (!edition || !cache) return build();
  return readThrough(cache, `${key}:${edition.id}`, edition.ttlSeconds, build);
}
