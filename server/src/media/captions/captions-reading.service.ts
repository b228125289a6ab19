import { canonicalLanguage } from '@coursehub/shared';
import type { Selectable } from 'kysely';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import { lectureCaptionsPath } from '../../shared/media-urls';
import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { actsAsAdmin, type Viewer } from '../../shared/viewer';
import type { CaptionKind, CaptionSource, CaptionStatus, CaptionTables } from './caption.entity';
import { lectureTrackView } from './lecture-track-view';

export interface CaptionTrackView {
  id: string;
  lectureId: string;
  language: string;
  label: string;
  kind: CaptionKind;
  source: CaptionSource;
  status: CaptionStatus;
  /** 0–100 while PROCESSING; null otherwise. */
  progress: number | null;
  failureReason: string | null;
  /** ADMINs only: the recogniser's mean confidence in the words. */
  confidence: number | null;
  version: number;
  /** The WebVTT file (/media, authorized like the video); null until READY. */
  url: string | null;
  updatedAt: Date;
}

export const TRACK_COLUMNS = [
  'id',
  'lecture_id',
  'language',
  'label',
  'kind',
  'source',
  'status',
  'progress',
  'failure_reason',
  'confidence',
  'version',
  'updated_at',
] as const;
type TrackRow = Pick<Selectable<CaptionTables['caption_tracks']>, (typeof TRACK_COLUMNS)[number]>;

export function toTrackView(row: TrackRow, viewer: Viewer | null): CaptionTrackView {
  return {
    ...lectureTrackView(row, viewer),
    source: row.source,
    progress: row.status === 'PROCESSING' ? row.progress : null,
    confidence: actsAsAdmin(viewer, 'lectures:write') && row.confidence !== null ? Number(row.confidence) : null,
    version: row.version,
    url: row.status === 'READY' ? lectureCaptionsPath(row.lecture_id, row.language, row.version) : null,
  };
}

/** The tracks of these lectures, by language, in one statement; READY ones only unless `all`. */
export async function loadTracks(em: Em, lectureIds: readonly string[], all: boolean) {
  let query = em
    .getKysely<CaptionTables>()
    .selectFrom('caption_tracks')
    .select(TRACK_COLUMNS)
    .where('lecture_id', 'in', lectureIds)
    .orderBy('lecture_id')
    .orderBy('language');
  if (!all) query = query.where('status', '=', 'READY');
  return query.execute();
}

const requestBatches = perRequest(({ em, viewer }: RequestScope) => ({
  tracks: createBatch<string, CaptionTrackView[]>(async (ids) => {
    const rows = await loadTracks(em, ids, actsAsAdmin(viewer, 'lectures:write'));
    const byLecture = new Map<string, CaptionTrackView[]>();
    for (const row of rows)
      byLecture.set(row.lecture_id, [...(byLecture.get(row.lecture_id) ?? []), toTrackView(row, viewer)]);
    return byLecture;
  }, []),
}));

/**
 * A lecture's caption tracks, for whoever was given the lecture (Lecture.captions: its entitlement was checked where
 * the lecture was read): every track for an ADMIN, the READY ones for anyone else. One statement per level of an
 * answer, whatever the number of lectures.
 */
export function captionTracksOf(scope: RequestScope, lectureId: string): Promise<CaptionTrackView[]> {
  return requestBatches(scope).tracks(lectureId);
}

/**
 * The WebVTT file of a lecture's READY track in `language`, for /media once the caller's right to watch the lecture
 * was checked there. NOT_FOUND when there is no such track.
 */
export async function captionFile(em: Em, lectureId: string, language: string): Promise<string> {
  const tag = canonicalLanguage(language);
  const row = tag
    ? await em
        .getKysely<CaptionTables>()
        .selectFrom('caption_tracks')
        .select('vtt')
        .where('lecture_id', '=', lectureId)
        .where('language', '=', tag)
        .where('status', '=', 'READY')
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Captions');
  return row.vtt;
}

/**
 * A lecture's READY tracks for its HLS master playlist (SUBTITLES renditions), with the lecture's length: one
 * statement, for /media once the caller's right to watch the lecture was checked there.
 */
export async function subtitleTracksOf(em: Em, lectureId: string) {
  const rows = await em
    .getKysely<CaptionTables & LectureTables>()
    .selectFrom('caption_tracks as t')
    .innerJoin('lectures as l', 'l.id', 't.lecture_id')
    .select(['t.language', 't.label', 't.version', 'l.duration_seconds'])
    .where('t.lecture_id', '=', lectureId)
    .where('t.status', '=', 'READY')
    .orderBy('t.language')
    .execute();
  return rows.map((row) => ({
    language: row.language,
    label: row.label,
    version: row.version,
    durationSeconds: Number(row.duration_seconds ?? 0),
  }));
}

/** A track as the ADMIN who just wrote or asked for it gets it back; NOT_FOUND when it is gone. */
export async function trackView(scope: RequestScope, trackId: string): Promise<CaptionTrackView> {
  const row = await findTrack(scope.em, trackId);
  if (!row) throw notFound('Captions');
  return toTrackView(row, scope.viewer);
}

/** The lecture a track is about to be made for: its course and whether it is READY; NOT_FOUND when there is none. */
export async function lectureToCaption(em: Em, lectureId: string) {
  const lecture = await em
    .getKysely<LectureTables>()
    .selectFrom('lectures')
    .select(['course_id', 'status'])
    .where('id', '=', knownId(lectureId, 'Lecture'))
    .executeTakeFirst();
  if (!lecture) throw notFound('Lecture');
  return lecture;
}

/** An ADMIN's read of one track with its cues (the caption editor). */
export async function findTrack(em: Em, trackId: string) {
  return em
    .getKysely<CaptionTables>()
    .selectFrom('caption_tracks')
    .select([...TRACK_COLUMNS, 'course_id'])
    .where('id', '=', trackId)
    .executeTakeFirst();
}
