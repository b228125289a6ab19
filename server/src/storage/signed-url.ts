import type { Clock } from '../shared/clock';

/** The clock's time in unix seconds, as signed URLs count it. */
export const unixNow = (clock: Clock) => Math.floor(clock.nowMs() / 1000);

/** The span a signed URL is valid for, in unix seconds: signed as of `start`, expiring at `expires`. */
export interface SignedWindow {
  start: number;
  expires: number;
}

/**
 * Rounds expiry to a window of a tenth of the TTL so that every URL issued within one
 * window is identical (browsers and caches can reuse it), while each one stays valid
 * for at least `ttlSeconds` and at most 1.1 × `ttlSeconds`.
 */
export function expiryWindow(ttlSeconds: number, now: number): SignedWindow {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) {
    throw new RangeError(`ttlSeconds must be a positive integer, got ${ttlSeconds}`);
  }
  const window = Math.max(1, Math.floor(ttlSeconds / 10));
  const start = Math.floor(now / window) * window;
  return { start, expires: start + ttlSeconds + window };
}

/**
 * A signed URL is the same for every call within its window, so each (key, window) is signed once: /media answers
 * every image and video request on S3 with a redirect to one (a catalogue page asks for dozens of thumbnails), and
 * presigning (SigV4) costs far more than the lookup. The window is the caller's: `expiryWindow(ttl, now)` for a
 * redirect, or the window of the signed HLS playlist URL that lists the file, so that the media files a playlist
 * names expire with it and every viewer within one window gets byte-identical playlists.
 */
export function memoizeSignedUrls(sign: (key: string, window: SignedWindow) => Promise<string>, maxEntries = 10_000) {
  const cache = new Map<string, Promise<string>>();
  return (key: string, window: SignedWindow): Promise<string> => {
    const id = `${window.start}:${window.expires}:${key}`;
    let url = cache.get(id);
    if (!url) {
      // Entries of past windows are never read again; dropping everything now and then bounds memory.
      if (cache.size >= maxEntries) cache.clear();
      url = sign(key, window);
      cache.set(id, url);
      url.catch(() => cache.delete(id));
    }
    return url;
  };
}
