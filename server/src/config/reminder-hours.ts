import { z } from 'zod';

/**
 * When learners and admins are mailed and notified unasked, checked with the rest of the schema (config/index.ts):
 * the hours of the scheduled mails and the quiet hours of the rest.
 */
export const reminderHoursEnv = {
  /** The UTC hour from which the day's digest of unanswered questions goes to the admins (docs/admin.md). */
  DISCUSSION_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** The hour of Monday, in each learner's time zone (UTC's without one), from which the weekly digest goes out. */
  WEEKLY_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /** Days without a lecture after which a learner is reminded, once and then once more (docs/learning.md); 0: never. */
  IDLE_NUDGE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** The hour of each learner's day from which idle reminders go out, for two hours: none at night (docs/learning.md). */
  IDLE_NUDGE_HOUR: z.coerce.number().int().min(0).max(22).default(9),
  /**
   * `start-end`, hours of each learner's own day: answer mails and push notifications falling in them wait for `end`
   * (docs/learning.md, Quiet hours); `off`: sent at once, at any hour.
   */
  QUIET_HOURS: z
    .string()
    .regex(/^(off|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/, 'start-end, hours 0 to 23 (21-8, say), or off')
    .refine((value) => value === 'off' || value.split('-')[0] !== value.split('-')[1], 'start and end must differ')
    .transform((value) => {
      if (value === 'off') return null;
      const [startHour, endHour] = value.split('-').map(Number) as [number, number];
      return { startHour, endHour };
    })
    .default({ startHour: 21, endHour: 8 }),
};
