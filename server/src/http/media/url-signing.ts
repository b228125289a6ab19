import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed media URLs: the HLS variant playlists and media files a master playlist names. The master is answered per
 * request after the session and the lecture rule; what it lists must load without them, because native HLS players
 * (Safari, iOS) and Bearer-only integrators cannot add a header to the requests a playlist leads to. So each child
 * URL carries `exp` (unix seconds), `grant` (whom the master was answered for: media/playback/media-grants.service.ts) and
 * `sig` = HMAC-SHA256(key, path + '\n' + exp + '\n' + grant). The signature makes the URL genuine; the grant, checked
 * by the route against the database (at most once a second per grant and process), keeps it from outliving the
 * playback lease, the session or the subscription it was minted for. The key is derived from APP_SECRET for this one
 * use, so a signature is never valid anywhere else.
 *
 * `exp` comes from expiryWindow (storage/signed-url.ts), so every URL issued for one grant within one window is
 * identical and the playlists that hold them can be shared by every request of that grant.
 */
export interface MediaUrlSigner {
  /** The query string (`exp=…&grant=…&sig=…`) that lets `path` be fetched under `grant` until `expires`. */
  query(path: string, expires: number, grant: string): string;
  /**
   * Whether the query's signature is this server's for `path` and its grant, and has not expired at `now`. A malformed
   * `exp`, `grant` or `sig` is simply not valid.
   */
  verify(path: string, query: { exp?: unknown; grant?: unknown; sig?: unknown }, now: number): boolean;
}

const EXP = /^\d{1,12}$/;
const SIG = /^[\w-]{43}$/;
/** What a grant may look like in a URL (media/playback/media-grants.service.ts writes it): no separator of the message. */
const GRANT = /^[\w.-]{1,100}$/;

export function createMediaUrlSigner(appSecret: string): MediaUrlSigner {
  const key = Buffer.from(hkdfSync('sha256', appSecret, '', 'media-url', 32));
  const mac = (path: string, expires: string, grant: string) =>
    createHmac('sha256', key).update(`${path}\n${expires}\n${grant}`).digest();
  return {
    query(path, expires, grant) {
      const sig = mac(path, String(expires), grant).toString('base64url');
      return `exp=${expires}&grant=${grant}&sig=${sig}`;
    },
    verify(path, { exp, grant, sig }, now) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || typeof grant !== 'string') return false;
      if (!EXP.test(exp) || !SIG.test(sig) || !GRANT.test(grant)) return false;
      if (Number(exp) < now) return false;
      return timingSafeEqual(Buffer.from(sig, 'base64url'), mac(path, exp, grant));
    },
  };
}
