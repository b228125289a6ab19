import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { DomainError, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import type { IncomingFile } from '../../shared/uploads';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import type { CaptionTables } from './caption.entity';
import { type CaptionFileFormat, checkCues, cuePlace, parseCaptionFile } from './caption-format';
import { insertTrack, readCues, writeCues } from './caption-store';
import {
  CAPTIONS_BUSY_MESSAGE,
  CAPTIONS_NOT_MADE_MESSAGE,
  CAPTIONS_STALE_MESSAGE,
  CAPTIONS_TOO_LARGE_MESSAGE,
  HUMAN_ENGLISH_LABEL,
  UNSUPPORTED_CAPTIONS_MESSAGE,
} from './captions.messages';
import { type CaptionTrackFields, captionTrackFieldsSchema, cuesSchema } from './captions.rules';
import { type CaptionTrackView, TRACK_COLUMNS, trackView } from './captions-reading.service';

const MAX_CAPTION_BYTES = 2 * 1024 * 1024;

/** The file's text, read whole (at most MAX_CAPTION_BYTES), and its format told by its content, never its name. */
async function readCaptionFile(file: IncomingFile): Promise<{ text: string; format: CaptionFileFormat }> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of file.createReadStream()) {
    bytes += (chunk as Buffer).length;
    if (bytes > MAX_CAPTION_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', CAPTIONS_TOO_LARGE_MESSAGE);
    chunks.push(chunk as Buffer);
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks)).replace(/^\uFEFF/, '');
  if (text.startsWith('WEBVTT')) return { text, format: 'vtt' };
  // SRT: a cue number, then a timing line.
  if (/^\s*\d+\r?\n\d{1,2}:\d{2}:\d{2}[,.]\d{1,3} -->/.test(text)) return { text, format: 'srt' };
  throw new DomainError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_CAPTIONS_MESSAGE);
}

async function lectureCourse(em: Em, lectureId: string): Promise<string> {
  const row = await em
    .getKysely<LectureTables>()
    .selectFrom('lectures')
    .select('course_id')
    .where('id', '=', knownId(lectureId, 'Lecture'))
    .executeTakeFirst();
  if (!row) throw notFound('Lecture');
  return row.course_id;
}

/**
 * ADMIN: a WebVTT or SRT file as the lecture's track in `language` (SRT converted), replacing the track already in
 * that language (a new version; an automatic one becomes a person's). Refused with the line named when a cue has bad
 * timing, overlaps the one before or carries markup (caption-format.ts).
 */
export async function uploadCaptions(
  scope: RequestScope,
  lectureId: string,
  fields: CaptionTrackFields,
  file: IncomingFile,
): Promise<CaptionTrackView> {
  requireRole(scope.viewer, 'ADMIN');
  const { language, label, kind } = parseInput(captionTrackFieldsSchema, fields);
  const courseId = await lectureCourse(scope.em, lectureId);
  const { text, format } = await readCaptionFile(file);
  const cues = await parseCaptionFile(text, format);
  const trackId = await scope.em.transactional(async (tx) => {
    const track = await insertTrack(tx, {
      lecture_id: lectureId,
      course_id: courseId,
      language,
      label,
      kind,
      source: 'upload',
      status: 'READY',
    })
      .onConflict((conflict) =>
        conflict.columns(['lecture_id', 'language']).doUpdateSet({ label, kind, source: 'upload', status: 'READY' }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeCues(tx, track.id, cues);
    return track.id;
  });
  return trackView(scope, trackId);
}

/** ADMIN: removes a track (its cues and its words in the course's search go with it). */
export async function deleteCaptions(scope: RequestScope, trackId: string): Promise<{ id: string; lectureId: string }> {
  requireRole(scope.viewer, 'ADMIN');
  const deleted = await scope.em
    .getKysely<CaptionTables>()
    .deleteFrom('caption_tracks')
    .where('id', '=', knownId(trackId, 'Captions'))
    .returning(['id', 'lecture_id'])
    .executeTakeFirst();
  if (!deleted) throw notFound('Captions');
  return { id: deleted.id, lectureId: deleted.lecture_id };
}

/**
 * ADMIN: the track's cues as edited (text and times), saved as a new version, provided nobody saved one since
 * `version` was read (CONFLICT otherwise). Refused with the cue named (`Cue 3: …`) on bad timing, overlaps or markup.
 * An automatic track becomes a person's: a later automatic run never overwrites it.
 */
export async function updateCaptionCues(
  scope: RequestScope,
  trackId: string,
  version: number,
  edited: { start: number; end: number; text: string }[],
): Promise<CaptionTrackView> {
  requireRole(scope.viewer, 'ADMIN');
  const cues = parseInput(cuesSchema, edited).map((cue) => ({ ...cue, text: cue.text.trim().replace(/\r\n?/g, '\n') }));
  checkCues(cues, (index) => cuePlace(index + 1));
  await scope.em.transactional(async (tx) => {
    const track = await tx
      .getKysely<CaptionTables>()
      .selectFrom('caption_tracks')
      .select(TRACK_COLUMNS)
      .where('id', '=', knownId(trackId, 'Captions'))
      .forUpdate()
      .executeTakeFirst();
    if (!track) throw notFound('Captions');
    if (track.status === 'PROCESSING') throw new DomainError('CONFLICT', CAPTIONS_BUSY_MESSAGE);
    if (track.version !== version) throw new DomainError('CONFLICT', CAPTIONS_STALE_MESSAGE);
    // A machine's English track drops its "(automatic)" mark; a translation keeps the label its ADMIN gave it.
    const label = track.source === 'translated' ? {} : { label: HUMAN_ENGLISH_LABEL };
    const human = track.source !== 'upload' ? { source: 'upload' as const, ...label } : {};
    await writeCues(tx, track.id, cues, { status: 'READY', ...human });
  });
  return trackView(scope, trackId);
}

/**
 * ADMIN: publishes a DRAFT track as it is (`draft: false`: READY, shown to learners and searched), or takes a READY
 * one back to DRAFT (`draft: true`: shown to ADMINs only). A new version either way, so the file's URL changes.
 * CONFLICT while a track is PROCESSING or FAILED.
 */
export async function setCaptionsDraft(
  scope: RequestScope,
  trackId: string,
  draft: boolean,
): Promise<CaptionTrackView> {
  requireRole(scope.viewer, 'ADMIN');
  await scope.em.transactional(async (tx) => {
    const track = await tx
      .getKysely<CaptionTables>()
      .selectFrom('caption_tracks')
      .select(['id', 'status', 'confidence'])
      .where('id', '=', knownId(trackId, 'Captions'))
      .forUpdate()
      .executeTakeFirst();
    if (!track) throw notFound('Captions');
    if (track.status !== 'READY' && track.status !== 'DRAFT')
      throw new DomainError('CONFLICT', CAPTIONS_NOT_MADE_MESSAGE);
    await writeCues(tx, track.id, await readCues(tx, track.id), {
      status: draft ? 'DRAFT' : 'READY',
      confidence: track.confidence === null ? null : Number(track.confidence),
    });
  });
  return trackView(scope, trackId);
}
