import { languageTagSchema } from '@coursehub/shared';
import { z } from 'zod';
import { CAPTION_KINDS } from './caption.entity';

/**
 * A track's language and label as an ADMIN gives them: a BCP 47 tag (canonical once parsed; a course's language keeps
 * the same rule) and what players show.
 */
export const trackLanguageFields = {
  language: languageTagSchema,
  label: z.string().trim().min(1, 'Label is required').max(100, 'Label must be at most 100 characters'),
};

/** What an ADMIN says about a track (uploadCaptions). */
export const captionTrackFieldsSchema = z.object({ ...trackLanguageFields, kind: z.enum(CAPTION_KINDS) });

export type CaptionTrackFields = z.input<typeof captionTrackFieldsSchema>;

/** Edited cues (updateCaptionCues): checkCues (caption-format.ts) then holds them to the timing and markup rules. */
export const cuesSchema = z
  .array(
    z.object({
      start: z.number(),
      end: z.number(),
      text: z.string().max(1000, 'A cue may be at most 1000 characters'),
    }),
  )
  .max(20_000, 'A track may have at most 20,000 cues');
