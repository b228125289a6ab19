export const unixNow = () => Math.floor(Date.now() / 1000);

/**
 * Rounds expiry to a window of a tenth of the TTL so that every URL issued within one
 * window is identical (browsers and caches can reuse it), while each one stays valid
 * for at least `ttlSeconds` and at most 1.1 × `ttlSeconds`.
 */
export function expiryWindow(ttlSeconds: number, now: number): { start: number; expires: number } {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) {
    throw new RangeError(`ttlSeconds must be a positive integer, got ${ttlSeconds}`);
  }
  const window = Math.max(1, Math.floor(ttlSeconds / 10));
  const start = Math.floor(now / window) * window;
  return { start, expires: start + ttlSeconds + window };
}

/**
 * A signed URL is the same for every call within its window, so each (key, ttl) is signed
 * once per window: /media answers every image and video request on S3 with a redirect to
 * one (a catalogue page asks for dozens of thumbnails), and presigning (SigV4) costs far
 * more than the lookup.
 */
export function memoizeSignedUrls(
  sign: (key: string, ttlSeconds: number, window: { start: number; expires: number }) => Promise<string>,
  maxEntries = 10_000,
) {
  const cache = new Map<string, Promise<string>>();
  return (key: string, ttlSeconds: number): Promise<string> => {
    const window = expiryWindow(ttlSeconds, unixNow());
    const id = `${ttlSeconds}:${window.start}:${key}`;
    let url = cache.get(id);
    if (!url) {
      // Entries of past windows are never read again; dropping everything now and then bounds memory.
      if (cache.size >= maxEntries) cache.clear();
      url = sign(key, ttlSeconds, window);
      cache.set(id, url);
      url.catch(() => cache.delete(id));
    }
    return url;
  };
}
