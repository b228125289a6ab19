import { type RawBuilder, sql } from 'kysely';
import type { DomainEvents } from '../../events/domain-events';
import type { FirstPlayable } from '../../media/transcoder/first-playable';
import type { TranscodeResult } from '../../media/transcoder/types';
import type { Em } from '../../shared/orm';
import type { LectureTables } from './lecture.entity';
import {
  type StoredAudioRendition,
  type StoredRendition,
  type StoredStoryboard,
  storedAudioRendition,
  storedRenditions,
  storedStoryboard,
} from './lecture-renditions';

/** What a transcode publishes: its outputs' columns (ladderColumns, firstPlayableColumns). */
interface PublishedColumns {
  duration_seconds: number;
  renditions: RawBuilder<StoredRendition[]>;
  audio_rendition: RawBuilder<StoredAudioRendition> | null;
  poster_key: string | null;
  storyboard: RawBuilder<StoredStoryboard> | null;
  progressive_key: string | null;
  renditions_pending: boolean;
  renditions_failure_reason: string | null;
}

/**
 * The columns a transcode publishes, with lecture.ready committing with them when the lecture turns READY (its
 * subscribers may publish the course: catalog/course/auto-publish.ts). Only if
 * the row is still this attempt's and `from` is its status; false when it was deleted or claimed again meanwhile.
 * `alongside` runs in the same transaction (the ladder's job is queued there, so a READY lecture always has it).
 */
export async function publish(
  em: Em,
  events: DomainEvents,
  lectureId: string,
  version: string,
  from: 'PROCESSING' | 'READY',
  columns: PublishedColumns,
  alongside: (tx: Em) => Promise<unknown> = async () => undefined,
) {
  return em.transactional(async (tx) => {
    const published = await tx
      .getKysely<LectureTables>()
      .updateTable('lectures')
      .where('id', '=', lectureId)
      .where('processing_version', '=', version)
      .where('status', '=', from)
      .set({ ...columns, status: 'READY', processing_progress: 100, failure_reason: null })
      .returning(['course_id', 'title'])
      .executeTakeFirst();
    if (!published) return false;
    await alongside(tx);
    if (from === 'READY') return true;
    const lecture = { lectureId, courseId: published.course_id, title: published.title };
    await events.publish(tx, 'lecture.ready', { ...lecture, durationSeconds: columns.duration_seconds });
    return true;
  });
}

/** A stored rendition of the sound as its jsonb column; null without one. */
function audioColumn(audio: TranscodeResult['audio'], prefix: string) {
  const stored = storedAudioRendition(audio, prefix);
  return stored && sql<StoredAudioRendition>`${JSON.stringify(stored)}::jsonb`;
}

/** The columns of the whole ladder (media/transcode.ts's result, stored under `prefix`): nothing is pending now. */
export function ladderColumns(result: TranscodeResult, prefix: string): PublishedColumns {
  const renditions = JSON.stringify(storedRenditions(result.renditions, prefix));
  const storyboard = result.storyboard ? JSON.stringify(storedStoryboard(result.storyboard, prefix)) : null;
  return {
    duration_seconds: result.durationSeconds,
    renditions: sql<StoredRendition[]>`${renditions}::jsonb`,
    audio_rendition: audioColumn(result.audio, prefix),
    poster_key: result.posterFile ? `${prefix}${result.posterFile}` : null,
    storyboard: storyboard === null ? null : sql<StoredStoryboard>`${storyboard}::jsonb`,
    progressive_key: `${prefix}${result.progressiveFile}`,
    renditions_pending: false,
    renditions_failure_reason: null,
  };
}

/**
 * The columns of the first playable rendition: READY on it alone, the ladder pending. No progressive MP4 yet, so
 * videoUrl plays the original until the ladder lands (catalog/lecture/lecture-playback.service.ts).
 */
export function firstPlayableColumns(
  first: FirstPlayable,
  durationSeconds: number | null,
  prefix: string,
): PublishedColumns {
  const renditions = JSON.stringify(storedRenditions([first.rendition], prefix));
  return {
    duration_seconds: durationSeconds ?? first.durationSeconds,
    renditions: sql<StoredRendition[]>`${renditions}::jsonb`,
    audio_rendition: audioColumn(first.audio, prefix),
    poster_key: null,
    storyboard: null,
    progressive_key: null,
    renditions_pending: true,
    renditions_failure_reason: null,
  };
}
