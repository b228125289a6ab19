import { type MediaGrant, mediaGrantText } from '../../modules/playback/media-grants.service';

/**
 * How long one process reuses the answer about a grant: a player sends many requests a second (byte ranges,
 * renditions), and a shared URL many more, so each grant costs at most one statement per this long and process. It is
 * also how late a revoked session, an ended lease, a cancelled subscription or a deleted lecture is noticed: well
 * within a second on every replica, as nothing is shared between them.
 */
export const MEDIA_GRANT_CACHE_MS = 800;
/** Past this many grants the cache starts afresh: each entry is one statement to get back. */
const MAX_ENTRIES = 10_000;

/**
 * `isLive` (isMediaGrantLive) behind a short per-process cache keyed by grant and lecture. Requests that arrive while
 * the statement runs share it; a failed one is not kept. `now` is the clock (milliseconds).
 */
export function cachedMediaGrantCheck(
  isLive: (grant: MediaGrant, lectureId: string) => Promise<boolean>,
  now: () => number = Date.now,
) {
  const answers = new Map<string, { live: Promise<boolean>; until: number }>();
  return (grant: MediaGrant, lectureId: string): Promise<boolean> => {
    const key = `${mediaGrantText(grant)}/${lectureId.toLowerCase()}`;
    const at = now();
    const known = answers.get(key);
    if (known && known.until > at) return known.live;
    if (answers.size >= MAX_ENTRIES) answers.clear();
    const live = isLive(grant, lectureId);
    const entry = { live, until: at + MEDIA_GRANT_CACHE_MS };
    answers.set(key, entry);
    live.catch(() => {
      if (answers.get(key) === entry) answers.delete(key);
    });
    return live;
  };
}
