import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type LectureTables } from '../../catalog/lecture/lecture.entity';
import { lateOutputsPurgeSeconds, lectureOutputPrefix } from '../../catalog/lecture/lecture-renditions';
import { JOB_PRIORITY, QUEUES } from '../../jobs/job-queue';
import { notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { type IncomingFile, storeUpload } from '../../shared/uploads';
import { parseInput } from '../../shared/validation';
import { actsAsAdmin, requireRole, type Viewer } from '../../shared/viewer';
import { lectureTrackView } from '../captions/lecture-track-view';
import type { AudioTrackKind, AudioTrackStatus, AudioTrackTables } from './audio-track.entity';
import { UNSUPPORTED_AUDIO_MESSAGE } from './audio-tracks.messages';
import { AUDIO_TRACK_MIME_TYPES, type AudioTrackFields, audioTrackFieldsSchema } from './audio-tracks.rules';

export interface AudioTrackView {
  id: string;
  lectureId: string;
  language: string;
  label: string;
  kind: AudioTrackKind;
  status: AudioTrackStatus;
  durationSeconds: number | null;
  /** ADMINs only, when FAILED. */
  failureReason: string | null;
  updatedAt: Date;
}

const COLUMNS = [
  'id',
  'lecture_id',
  'language',
  'label',
  'kind',
  'status',
  'duration_seconds',
  'failure_reason',
  'updated_at',
] as const;
type TrackRow = Pick<Selectable<AudioTrackTables['audio_tracks']>, (typeof COLUMNS)[number]>;

function toView(row: TrackRow, viewer: Viewer | null): AudioTrackView {
  return {
    ...lectureTrackView(row, viewer),
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
  };
}

const tracks = (em: Em) => em.getKysely<AudioTrackTables>();

const requestBatches = perRequest(({ em, viewer }: RequestScope) => ({
  tracks: createBatch<string, AudioTrackView[]>(async (lectureIds) => {
    let query = tracks(em)
      .selectFrom('audio_tracks')
      .select(COLUMNS)
      .where('lecture_id', 'in', lectureIds)
      .orderBy('language')
      .orderBy('kind');
    if (!actsAsAdmin(viewer, 'lectures:write')) query = query.where('status', '=', 'READY');
    const byLecture = new Map<string, AudioTrackView[]>();
    for (const row of await query.execute()) {
      byLecture.set(row.lecture_id, [...(byLecture.get(row.lecture_id) ?? []), toView(row, viewer)]);
    }
    return byLecture;
  }, []),
}));

/**
 * A lecture's audio tracks, for whoever was given the lecture (Lecture.audioTracks: its entitlement was checked where
 * the lecture was read): every track for an ADMIN, the READY ones for anyone else. One statement per level of an answer.
 */
export function audioTracksOf(scope: RequestScope, lectureId: string): Promise<AudioTrackView[]> {
  return requestBatches(scope).tracks(lectureId);
}

/** A lecture's READY tracks for its HLS master playlist: one statement, for /media once access was checked there. */
export function audioRenditionsOf(em: Em, lectureId: string) {
  return tracks(em)
    .selectFrom('audio_tracks')
    .select(['language', 'label', 'kind', 'version'])
    .where('lecture_id', '=', lectureId)
    .where('status', '=', 'READY')
    .orderBy('language')
    .orderBy('kind')
    .execute();
}

/**
 * Removes what one version of a track stored, once nothing names it: its upload, and its outputs now and once more
 * after a job that may still be encoding it has stopped writing. Failures are logged: the row is already gone or moved
 * on, so what is left is an unreferenced object, never a row naming a missing file.
 */
async function forgetVersion(
  deps: Pick<AppDeps, 'storage' | 'logger' | 'jobs' | 'config'>,
  lectureId: string,
  version: string,
  sourceKey: string | null,
) {
  const prefix = lectureOutputPrefix(lectureId, version);
  try {
    if (sourceKey) await deps.storage.delete(sourceKey);
    await deps.storage.deletePrefix(prefix);
    await deps.jobs.enqueue(
      QUEUES.storagePurge,
      { prefix },
      { startAfterSeconds: lateOutputsPurgeSeconds(deps.config.jobs) },
    );
  } catch (error) {
    deps.logger.error({ err: error, lectureId, version }, 'audio track: removing a replaced version failed');
  }
}

/**
 * ADMIN: an audio file (or a video, whose sound is taken) as the lecture's track in `fields.language` and `kind`,
 * PROCESSING until the `lecture.audio` job has encoded it; it replaces the track already there (a new version, the
 * old one's files removed). The file is typed by its bytes and streamed into storage; a refused or failed call leaves
 * nothing stored.
 */
export async function addAudioTrack(
  scope: RequestScope,
  lectureId: string,
  fields: AudioTrackFields,
  file: IncomingFile,
): Promise<AudioTrackView> {
  requireRole(scope.viewer, 'ADMIN');
  const { language, label, kind } = parseInput(audioTrackFieldsSchema, fields);
  const { em, deps } = scope;
  const lecture = await em
    .getKysely<LectureTables>()
    .selectFrom('lectures')
    .select('id')
    .where('id', '=', knownId(lectureId, 'Lecture'))
    .executeTakeFirst();
  if (!lecture) throw notFound('Lecture');
  const stored = await storeUpload(deps.storage, file, {
    folder: 'audio',
    allowedTypes: AUDIO_TRACK_MIME_TYPES,
    maxBytes: deps.config.limits.lectureBytes,
    unsupportedMessage: UNSUPPORTED_AUDIO_MESSAGE,
  });
  const version = randomUUID();
  let saved: { row: TrackRow; replaced: { version: string; source_key: string | null } | undefined };
  try {
    saved = await em.transactional(async (tx) => {
      const replaced = await tracks(tx)
        .selectFrom('audio_tracks')
        .select(['version', 'source_key'])
        .where('lecture_id', '=', lecture.id)
        .where('language', '=', language)
        .where('kind', '=', kind)
        .forUpdate()
        .executeTakeFirst();
      const now = deps.clock.now();
      const change = { label, status: 'PROCESSING', version, source_key: stored.key, failure_reason: null } as const;
      const row = await tracks(tx)
        .insertInto('audio_tracks')
        .values({
          id: randomUUID(),
          lecture_id: lecture.id,
          language,
          kind,
          ...change,
          duration_seconds: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['lecture_id', 'language', 'kind'])
            .doUpdateSet({ ...change, duration_seconds: null, updated_at: now }),
        )
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await deps.jobs.enqueue(
        QUEUES.lectureAudio,
        { trackId: row.id, version },
        { key: version, priority: JOB_PRIORITY.interactive, transaction: tx },
      );
      return { row, replaced };
    });
  } catch (error) {
    await deps.storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
  if (saved.replaced) await forgetVersion(deps, lecture.id, saved.replaced.version, saved.replaced.source_key);
  return toView(saved.row, scope.viewer);
}

/** ADMIN: removes a track; learners' players lose it at their next master playlist. Returns its id. */
export async function deleteAudioTrack(scope: RequestScope, trackId: string): Promise<string> {
  requireRole(scope.viewer, 'ADMIN');
  const deleted = await tracks(scope.em)
    .deleteFrom('audio_tracks')
    .where('id', '=', knownId(trackId, 'Audio track'))
    .returning(['id', 'lecture_id', 'version', 'source_key'])
    .executeTakeFirst();
  if (!deleted) throw notFound('Audio track');
  await forgetVersion(scope.deps, deleted.lecture_id, deleted.version, deleted.source_key);
  return deleted.id;
}
