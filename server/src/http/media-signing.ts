import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed media URLs: the HLS variant playlists and media files a master playlist names. The master is answered per
 * request after the session and the lecture rule; what it lists must load without them, because native HLS players
 * (Safari, iOS) and Bearer-only integrators cannot add a header to the requests a playlist leads to. So each child
 * URL carries `exp` (unix seconds) and `sig` = HMAC-SHA256(key, path + '\n' + exp), and is served without a database
 * read. The key is derived from APP_SECRET for this one use, so a signature is never valid anywhere else.
 *
 * `exp` comes from expiryWindow (storage/signed-url.ts), so every URL issued within one window is identical and the
 * playlists that hold them can be shared by every viewer of that window.
 */
export interface MediaUrlSigner {
  /** The query string (`exp=…&sig=…`) that lets `path` be fetched until `expires`. */
  query(path: string, expires: number): string;
  /**
   * Whether the query's signature is this server's for `path` and has not expired at `now`. A malformed `exp` or
   * `sig` is simply not valid.
   */
  verify(path: string, exp: unknown, sig: unknown, now: number): boolean;
}

const EXP = /^\d{1,12}$/;
const SIG = /^[\w-]{43}$/;

export function createMediaUrlSigner(appSecret: string): MediaUrlSigner {
  const key = Buffer.from(hkdfSync('sha256', appSecret, '', 'media-url', 32));
  const mac = (path: string, expires: string) => createHmac('sha256', key).update(`${path}\n${expires}`).digest();
  return {
    query(path, expires) {
      return `exp=${expires}&sig=${mac(path, String(expires)).toString('base64url')}`;
    },
    verify(path, exp, sig, now) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !EXP.test(exp) || !SIG.test(sig)) return false;
      if (Number(exp) < now) return false;
      return timingSafeEqual(Buffer.from(sig, 'base64url'), mac(path, exp));
    },
  };
}
