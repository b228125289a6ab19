import { QUEUES } from '../../jobs/job-queue';
import { DomainError } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireRole } from '../../shared/viewer';
import { transcriberFor } from '../transcription/transcriber-for-config';
import { HUMAN_CAPTIONS_MESSAGE, LECTURE_NOT_READY_MESSAGE, TRANSCRIPTION_OFF_MESSAGE } from './captions.messages';
import { type CaptionTrackView, lectureToCaption, trackView } from './captions-reading.service';
import { claimAutomaticTrack } from './captions-transcribe.job';

/**
 * ADMIN: transcribes a READY lecture again (its automatic English track PROCESSING from 0 %, the `lecture.captions`
 * job queued). CONFLICT when transcription is off, the lecture is not READY, or a person's English track exists
 * (a machine never overwrites a person's captions: delete them first).
 */
export async function retranscribeLecture(scope: RequestScope, lectureId: string): Promise<CaptionTrackView> {
  requireRole(scope.viewer, 'ADMIN');
  const { em, deps } = scope;
  const transcriber = transcriberFor(deps.config.transcription);
  if (!transcriber) throw new DomainError('CONFLICT', TRANSCRIPTION_OFF_MESSAGE);
  const lecture = await lectureToCaption(em, lectureId);
  if (lecture.status !== 'READY') throw new DomainError('CONFLICT', LECTURE_NOT_READY_MESSAGE);
  const trackId = await claimAutomaticTrack(em, lectureId, lecture.course_id, transcriber.language);
  if (!trackId) throw new DomainError('CONFLICT', HUMAN_CAPTIONS_MESSAGE);
  try {
    await deps.jobs.enqueue(QUEUES.lectureCaptions, { lectureId }, { key: lectureId });
  } catch (error) {
    deps.logger.error({ err: error, lectureId }, 'transcription not queued');
    throw error;
  }
  return trackView(scope, trackId);
}
