import { z } from 'zod';
import { CLIP_MAX_SECONDS, CLIP_MIN_SECONDS } from './clip-matching';
import { CLIP_LENGTH_MESSAGE } from './review.messages';

/** A review answer: the options chosen (an ordering's all of them, in order) or a text. */
export const reviewAnswerSchema = z.object({
  optionIds: z.array(z.string().max(64)).max(50, 'At most 50 options'),
  text: z
    .string()
    .max(1000, 'An answer may be at most 1000 characters')
    .nullish()
    .transform((text) => text ?? null),
});

export type ReviewAnswerInput = z.input<typeof reviewAnswerSchema>;

/** An ADMIN's clip for a question: whole seconds, 20 to 40 of them (its lecture is checked against the quiz's). */
export const questionClipSchema = z
  .object({
    lectureId: z.string(),
    startSeconds: z.number().int().min(0, 'The clip cannot start before the lecture does'),
    endSeconds: z.number().int(),
  })
  .refine(
    (clip) =>
      clip.endSeconds - clip.startSeconds >= CLIP_MIN_SECONDS &&
      clip.endSeconds - clip.startSeconds <= CLIP_MAX_SECONDS,
    { message: CLIP_LENGTH_MESSAGE, path: ['endSeconds'] },
  );

export type QuestionClipInput = z.input<typeof questionClipSchema>;
