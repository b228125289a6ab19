import type { Selectable } from 'kysely';
import { canWatchLectures } from '../../identity/user/user.policy';
import { forbidden, notFound, unauthenticated } from '../../shared/errors';
import { isUuid, knownId } from '../../shared/ids';
import type { RequestScope } from '../../shared/scope';
import type { Viewer } from '../../shared/viewer';
import type { LectureStatus, LectureTables } from './lecture.entity';
import { WATCH_DENIED_MESSAGE } from './lecture.messages';
import { seesUnpublished } from './lecture-listing.service';
import {
  jsonColumn,
  type StoredAudioRendition,
  type StoredRendition,
  type StoredStoryboard,
} from './lecture-renditions';
import { PROGRESSIVE_CONTENT_TYPE } from './lecture-video';
import { PLAYBACK_CACHE_MS } from './lecture-video-replacement';

/** What a lecture's media URLs serve (http/media/media-router.ts). */
export interface LecturePlayback {
  /** The progressive MP4 once READY; the original before (which only ADMINs may fetch). */
  key: string;
  contentType: string;
  status: LectureStatus;
  /** The processing attempt whose outputs these are: the poster URL carries it. */
  version: string;
  /** The HLS ladder, smallest first; null unless READY. */
  renditions: StoredRendition[] | null;
  /** The sound the renditions play with, when it is a rendition of its own; null otherwise (StoredAudioRendition). */
  audio: StoredAudioRendition | null;
  posterKey: string | null;
  /** The sprite and thumbnails track; null unless READY, and for a lecture transcoded before storyboards. */
  storyboard: StoredStoryboard | null;
}

/** Lectures already read, by lecture id (see findLecturePlayback): READY ones only, each until `expiresAt` (ms). */
export type LecturePlaybackCache = Map<string, { playback: LecturePlayback; expiresAt: number }>;

const LECTURE_PLAYBACK_CACHE_ENTRIES = 10_000;

const PLAYBACK_COLUMNS = [
  'video_key',
  'content_type',
  'status',
  'processing_version',
  'renditions',
  'audio_rendition',
  'poster_key',
  'progressive_key',
  'free_preview',
  'storyboard',
] as const;
type PlaybackRow = Pick<Selectable<LectureTables['lectures']>, (typeof PLAYBACK_COLUMNS)[number]>;

function toPlayback(row: PlaybackRow): LecturePlayback {
  const ready = row.status === 'READY' && row.progressive_key !== null;
  return {
    key: ready ? (row.progressive_key as string) : row.video_key,
    contentType: ready ? PROGRESSIVE_CONTENT_TYPE : row.content_type,
    status: row.status,
    version: row.processing_version,
    renditions: row.status === 'READY' ? jsonColumn<StoredRendition[]>(row.renditions) : null,
    audio: row.status === 'READY' ? jsonColumn<StoredAudioRendition>(row.audio_rendition) : null,
    posterKey: row.status === 'READY' ? row.poster_key : null,
    storyboard: row.status === 'READY' ? jsonColumn<StoredStoryboard>(row.storyboard) : null,
  };
}

/** What a caller who may not watch every lecture is told about any other: the same whether it exists or not. */
const watchDenied = (viewer: Viewer | null) => (viewer ? forbidden(WATCH_DENIED_MESSAGE) : unauthenticated());

/**
 * Behind every request to a lecture's media URLs (playback, HLS master, poster, storyboard): the lecture list's rule (ADMIN or
 * active subscriber), checked every time, so that a cancelled subscription stops playback at the next request; then
 * one primary-key read. A lecture that is not READY exists for ADMINs only (they preview the original while it is
 * processed): NOT_FOUND for anyone else. A READY free preview plays for anyone, signed in or not; for any other
 * lecture such a caller gets the answer they always got (401 anonymous, 403 signed in), known or not, so nobody
 * learns which lectures exist.
 *
 * A player sends many range requests, so `cache` may keep what was read of READY lectures for the callers who may
 * watch them all, for PLAYBACK_CACHE_MS: a READY lecture's outputs change only when an ADMIN replaces its video, and
 * the replaced outputs are kept for longer than that (lecture-video-replacement.ts); a deleted lecture's files are
 * deleted with it, which the store then reports. A preview is read afresh for everyone else, since an ADMIN may take
 * the mark away.
 */
export async function findLecturePlayback(
  { em, deps, viewer }: RequestScope,
  lectureId: string,
  cache?: LecturePlaybackCache,
): Promise<LecturePlayback> {
  const watcher = viewer !== null && canWatchLectures(viewer) ? viewer : null;
  if (!watcher && !isUuid(lectureId)) throw watchDenied(viewer);
  const id = knownId(lectureId, 'Lecture');
  const cached = watcher ? cache?.get(id) : undefined;
  if (cached && cached.expiresAt > deps.clock.nowMs()) return cached.playback;
  const row = await em
    .getKysely<LectureTables>()
    .selectFrom('lectures')
    .select(PLAYBACK_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!watcher) {
    if (row?.status !== 'READY' || !row.free_preview) throw watchDenied(viewer);
    return toPlayback(row);
  }
  if (!row || (row.status !== 'READY' && !seesUnpublished(watcher))) throw notFound('Lecture');
  const playback = toPlayback(row);
  if (cache && playback.status === 'READY') {
    // Dropping everything now and then bounds memory; the entries are one read each to get back.
    if (cache.size >= LECTURE_PLAYBACK_CACHE_ENTRIES) cache.clear();
    cache.set(id, { playback, expiresAt: deps.clock.nowMs() + PLAYBACK_CACHE_MS });
  }
  return playback;
}
