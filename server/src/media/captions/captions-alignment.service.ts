import { QUEUES } from '../../jobs/job-queue';
import { DomainError } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import type { IncomingFile } from '../../shared/uploads';
import { requireRole } from '../../shared/viewer';
import { scriptWords } from '../transcription/script-words';
import { installedAligner } from '../transcription/transcriber-for-config';
import { insertTrack } from './caption-store';
import {
  ALIGNED_LABEL,
  LECTURE_NOT_READY_MESSAGE,
  SCRIPT_ALIGNMENT_OFF_MESSAGE,
  SCRIPT_EMPTY_MESSAGE,
  SCRIPT_NOT_TEXT_MESSAGE,
  SCRIPT_TOO_LARGE_MESSAGE,
} from './captions.messages';
import { type CaptionTrackView, lectureToCaption, trackView } from './captions-reading.service';

/** A script of 1 MB is some 170,000 words: many hours of speech. */
const MAX_SCRIPT_BYTES = 1024 * 1024;

/** The file's text, read whole: UTF-8 text (a .txt or a Markdown document), never a binary file. */
async function readScript(file: IncomingFile): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of file.createReadStream()) {
    bytes += (chunk as Buffer).length;
    if (bytes > MAX_SCRIPT_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', SCRIPT_TOO_LARGE_MESSAGE);
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', SCRIPT_NOT_TEXT_MESSAGE);
  }
  if (text.includes('\u0000')) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', SCRIPT_NOT_TEXT_MESSAGE);
  return text.replace(/^\uFEFF/, '');
}

/**
 * ADMIN: the lecture's script (a text file, or pasted text sent as one) as its English track, timed by aligning it to
 * the lecture's speech: the track is `aligned` ("English (aligned to script)"), PROCESSING until the
 * `lecture.captions.align` job has timed it, and replaces the English track there, whoever made it (the admin chose
 * this script over it). CONFLICT when the aligner is not installed or the lecture is not READY.
 */
export async function alignCaptionsToScript(
  scope: RequestScope,
  lectureId: string,
  file: IncomingFile,
): Promise<CaptionTrackView> {
  requireRole(scope.viewer, 'ADMIN');
  const { em, deps } = scope;
  const lecture = await lectureToCaption(em, lectureId);
  const script = await readScript(file);
  if (scriptWords(script).length === 0) throw new DomainError('BAD_USER_INPUT', SCRIPT_EMPTY_MESSAGE);
  if (!installedAligner()) throw new DomainError('CONFLICT', SCRIPT_ALIGNMENT_OFF_MESSAGE);
  if (lecture.status !== 'READY') throw new DomainError('CONFLICT', LECTURE_NOT_READY_MESSAGE);
  const claimed = {
    label: ALIGNED_LABEL,
    kind: 'captions' as const,
    source: 'aligned' as const,
    status: 'PROCESSING' as const,
    progress: 0,
    failure_reason: null,
    script,
  };
  const trackId = await em.transactional(async (tx) => {
    const track = await insertTrack(tx, {
      lecture_id: lectureId,
      course_id: lecture.course_id,
      language: 'en',
      ...claimed,
    })
      .onConflict((conflict) => conflict.columns(['lecture_id', 'language']).doUpdateSet(claimed))
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.jobs.enqueue(
      QUEUES.lectureCaptionsAlign,
      { lectureId, source: 'aligned' },
      { key: lectureId, transaction: tx },
    );
    return track.id;
  });
  return trackView(scope, trackId);
}
