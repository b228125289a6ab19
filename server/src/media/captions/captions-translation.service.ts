import { QUEUES } from '../../jobs/job-queue';
import { badInput, DomainError, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import { primaryLanguage } from '../translation/translator';
import { translatorFor } from '../translation/translator-for-config';
import { insertTrack } from './caption-store';
import {
  TRANSLATE_SAME_LANGUAGE_MESSAGE,
  TRANSLATE_SOURCE_NOT_READY_MESSAGE,
  TRANSLATION_OFF_MESSAGE,
} from './captions.messages';
import { type CaptionTrackFields, captionTrackFieldsSchema } from './captions.rules';
import { type CaptionTrackView, findTrack, trackView } from './captions-reading.service';

/**
 * ADMIN: a READY track machine-translated into `input.language`, as that language's track of the lecture (replacing
 * the one there): source `translated`, PROCESSING until the `lecture.captions.translate` job has translated every cue
 * (their times kept), then a DRAFT that only ADMINs see until one approves or edits it. CONFLICT when no engine here
 * translates the pair, or the source is not READY.
 */
export async function translateCaptions(
  scope: RequestScope,
  trackId: string,
  input: CaptionTrackFields,
): Promise<CaptionTrackView> {
  requireRole(scope.viewer, 'ADMIN');
  const { em, deps } = scope;
  const fields = parseInput(captionTrackFieldsSchema, input);
  const source = await findTrack(em, knownId(trackId, 'Captions'));
  if (!source) throw notFound('Captions');
  if (primaryLanguage(fields.language) === primaryLanguage(source.language)) {
    throw badInput(TRANSLATE_SAME_LANGUAGE_MESSAGE, 'language');
  }
  if (source.status !== 'READY') throw new DomainError('CONFLICT', TRANSLATE_SOURCE_NOT_READY_MESSAGE);
  const translator = translatorFor(deps.config.translation);
  if (!translator?.supports(source.language, fields.language)) {
    throw new DomainError('CONFLICT', TRANSLATION_OFF_MESSAGE(source.language, fields.language));
  }
  const claimed = {
    label: fields.label,
    kind: fields.kind,
    source: 'translated' as const,
    status: 'PROCESSING' as const,
    progress: 0,
    failure_reason: null,
    confidence: null,
    translated_from: source.language,
  };
  const translatedId = await em.transactional(async (tx) => {
    const track = await insertTrack(tx, {
      lecture_id: source.lecture_id,
      course_id: source.course_id,
      language: fields.language,
      ...claimed,
    })
      .onConflict((conflict) => conflict.columns(['lecture_id', 'language']).doUpdateSet(claimed))
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.jobs.enqueue(
      QUEUES.lectureCaptionsTranslate,
      { lectureId: source.lecture_id, trackId: track.id, source: 'translated' },
      { key: track.id, transaction: tx },
    );
    return track.id;
  });
  return trackView(scope, translatedId);
}
