import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

export interface SignedUrlParams {
  /** Unix seconds after which the URL is refused. */
  expires: number;
  /** base64url HMAC-SHA256 over the expiry and the key. */
  signature: string;
}

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

/** Signs and checks object keys for the locally served file URLs. `now` is in unix seconds. */
export function createUrlSigner(secret: string) {
  // Derived for this one purpose, so a file-URL signature can never be valid anywhere
  // else the app secret signs (sessions, tokens).
  // A KeyObject, not a Buffer: on Node 24 each HMAC with a Buffer key costs ~9 µs against ~1.5 µs.
  const signingKey = createSecretKey(createHmac('sha256', secret).update('file-urls').digest());

  // The expiry is digits only, so the newline makes the message unambiguous for any key.
  const mac = (key: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${expires}\n${key}`).digest('base64url');

  return {
    sign(key: string, ttlSeconds: number, now = unixNow()): SignedUrlParams {
      const { expires } = expiryWindow(ttlSeconds, now);
      return { expires, signature: mac(key, expires) };
    },

    verify(key: string, expires: number, signature: string, now = unixNow()): boolean {
      if (!Number.isSafeInteger(expires) || expires <= now) return false;
      // Compared as text, not decoded: base64url decoding skips stray characters, so a
      // padded or altered string could otherwise still pass.
      const expected = Buffer.from(mac(key, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;

/**
 * A signed URL is the same for every call within its window, so each (key, ttl) is signed
 * once per window: the catalogue asks for dozens of thumbnail URLs on every request, and
 * S3 presigning (SigV4) costs far more than the lookup.
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
