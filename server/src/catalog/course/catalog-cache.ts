import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { Config } from '../../config';
import type { RequestScope } from '../../shared/scope';
import type { CatalogVersionTables } from './catalog-version.trigger';

/** Each instance's memory of serialised catalogue answers (GraphQL responses and REST bodies). */
export type CatalogCache = KeyValueCache<string>;

export function createCatalogCache(config: Pick<Config, 'catalogCacheBytes'>): CatalogCache | null {
  if (config.catalogCacheBytes <= 0) return null;
  return new InMemoryLRUCache<string>({ maxSize: config.catalogCacheBytes, sizeCalculation: (value) => value.length });
}

/** Which catalogue an answer shows, and for how long it is kept. */
interface CatalogEdition {
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
async function catalogEdition({ em, viewer, deps }: RequestScope): Promise<CatalogEdition | null> {
  if (viewer || !deps.catalogCache) return null;
  const row = await em
    .getKysely<CatalogVersionTables>()
    .selectFrom('catalog_version')
    .select('version')
    .executeTakeFirst();
  if (!row) return null;
  return { id: String(row.version), ttlSeconds: ANSWER_TTL_SECONDS };
}

/**
 * Where one answer is kept: its full key (the answer's shape and the catalogue's edition), for how long, and the
 * memory it is kept in. Every catalogue answer that is cached (the GraphQL `courses` queries, `GET /api/v1/courses`,
 * the catalogue the `/courses` page carries) goes through `catalogSlot`, and nothing else reads or writes the cache.
 */
export interface CatalogSlot {
  /** Names the answer exactly, on any instance: equal keys, equal answers (REST derives its ETag from it). */
  key: string;
  ttlSeconds: number;
  /** The answer kept under the key with when it was kept (epoch milliseconds), for an HTTP `Age`. */
  kept(): Promise<KeptAnswer | undefined>;
  set(answer: string): Promise<void>;
  /** The answer kept under the key, or `build`'s, which is kept. */
  readThrough(build: () => Promise<string>): Promise<string>;
}

export interface KeptAnswer {
  answer: string;
  storedAt: number;
}

/**
 * Each entry is the time it was kept, a space, then the answer: what an HTTP cache would say in `Age` is then known
 * for any hit, however long the entry has been in memory, at the cost of a dozen characters.
 */
const entryOf = (answer: string) => `${Date.now()} ${answer}`;
function keptAnswerOf(entry: string): KeptAnswer {
  const space = entry.indexOf(' ');
  return { storedAt: Number(entry.slice(0, space)), answer: entry.slice(space + 1) };
}

/**
 * The one entry point to the catalogue cache: the slot of the answer of `shape` (a name that, with the catalogue,
 * determines the answer: the query text and variables, the REST filter, ...), or null when this caller's answer must
 * be built afresh (the cache is off, or the caller is signed in; see catalogEdition).
 */
export async function catalogSlot(scope: RequestScope, shape: string): Promise<CatalogSlot | null> {
  const cache = scope.deps.catalogCache;
  const edition = await catalogEdition(scope);
  if (!edition || !cache) return null;
  const key = `${shape}:${edition.id}`;
  const { ttlSeconds } = edition;
  const kept = async () => {
    const entry = await cache.get(key);
    return entry === undefined ? undefined : keptAnswerOf(entry);
  };
  const set = (answer: string) => cache.set(key, entryOf(answer), { ttl: ttlSeconds });
  return {
    key,
    ttlSeconds,
    kept,
    set,
    async readThrough(build) {
      const entry = await kept();
      if (entry !== undefined) return entry.answer;
      const built = await build();
      await set(built);
      return built;
    },
  };
}

/** A serialised catalogue answer: from the cache when this caller may share it (see catalogSlot), else built. */
export async function cachedCatalogAnswer(scope: RequestScope, shape: string, build: () => Promise<string>) {
  const slot = await catalogSlot(scope, shape);
  return slot ? slot.readThrough(build) : build();
}
