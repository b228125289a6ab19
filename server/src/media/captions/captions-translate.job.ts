import type { JobHandler } from '../../jobs/job-queue';
import type { Em } from '../../shared/orm';
import { TranslationError } from '../translation/translator';
import { translatorFor } from '../translation/translator-for-config';
import type { CaptionTables } from './caption.entity';
import { readCues, writeCues } from './caption-store';
import { type CaptionsJobDeps, INTERRUPTED_REASON, processingTrack } from './captions-transcribe.job';

export const SOURCE_GONE_REASON = 'The captions it was translated from are gone or no longer published';
export const ENGINE_GONE_REASON = 'No translation engine on this server translates this pair any more';

/** The translated track while it waits for this job, with the lecture's READY track in the language it comes from. */
async function pendingTranslation(em: Em, trackId: string) {
  const db = em.getKysely<CaptionTables>();
  const track = await db
    .selectFrom('caption_tracks')
    .select(['id', 'lecture_id', 'language', 'translated_from'])
    .where('id', '=', trackId)
    .where('source', '=', 'translated')
    .where('status', '=', 'PROCESSING')
    .executeTakeFirst();
  if (!track?.translated_from) return null;
  const from = await db
    .selectFrom('caption_tracks')
    .select('id')
    .where('lecture_id', '=', track.lecture_id)
    .where('language', '=', track.translated_from)
    .where('status', '=', 'READY')
    .executeTakeFirst();
  return { track, fromTrackId: from?.id ?? null, from: track.translated_from };
}

/**
 * The job of queue `lecture.captions.translate`, queued by translateCaptions: the source track's cues translated by
 * the configured engine (Apertium, or a LibreTranslate-compatible service), their times kept, and written as a DRAFT
 * for an ADMIN to review, unless a person replaced the track meanwhile. A failure is thrown for the queue's retries,
 * its reason kept for the dead letter, which makes the track FAILED.
 */
export function translateCaptionsJob(deps: CaptionsJobDeps): JobHandler<{ lectureId: string; trackId: string }> {
  return async (job) => {
    const { trackId } = job.data;
    const logger = deps.logger.child({ component: 'captions', trackId, attempt: job.attempt });
    const em = deps.orm.em.fork();
    const pending = await pendingTranslation(em, trackId);
    if (!pending) return;
    try {
      if (!pending.fromTrackId) throw new TranslationError(SOURCE_GONE_REASON);
      const translator = translatorFor(deps.config.translation);
      if (!translator?.supports(pending.from, pending.track.language)) throw new TranslationError(ENGINE_GONE_REASON);
      const cues = await readCues(em, pending.fromTrackId);
      const texts = await translator.translate(
        cues.map((cue) => cue.text),
        pending.from,
        pending.track.language,
        job.signal,
      );
      const translated = cues.map((cue, index) => ({ start: cue.start, end: cue.end, text: texts[index] ?? '' }));
      const written = await em.transactional(async (tx) => {
        // Locks the track while it is still this job's: a person's upload or edit meanwhile keeps theirs.
        const track = await processingTrack(tx, trackId, 'translated')
          .set({ updated_at: new Date() })
          .returning('id')
          .executeTakeFirst();
        return track ? writeCues(tx, trackId, translated, { status: 'DRAFT' }, 'translated') : false;
      });
      if (written) logger.info({ cues: cues.length, engine: translator.name }, 'captions translated');
    } catch (error) {
      if (!job.signal.aborted) {
        logger.warn({ err: error }, 'translation attempt failed; the queue retries it');
        const reason = error instanceof TranslationError ? error.reason : INTERRUPTED_REASON;
        await processingTrack(em, trackId, 'translated')
          .set({ failure_reason: reason })
          .execute()
          .catch(() => undefined);
      }
      throw error;
    }
  };
}
