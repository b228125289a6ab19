import { MEDIA_ACCESS_TTL_MS } from '../src/media/playback/media-access-cache';

/**
 * How a test waits for what happens after a commit: a PostgreSQL notification reaching the media-access cache, a job
 * the queue runs, a file a sweep removes. Asked again every 20 ms until it comes: milliseconds on a quiet machine,
 * seconds under load. The bound only ends a hang, and stays below the media-access cache's entry lifetime, so an
 * entry that merely expired never passes for one a notification dropped. Speed is not a test's to judge.
 */
export const POLL = { timeout: MEDIA_ACCESS_TTL_MS - 10_000, interval: 20 } as const;
