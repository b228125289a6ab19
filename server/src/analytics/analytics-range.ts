import type { CourseTables } from '../catalog/course/course.entity';
import type { LectureTables } from '../catalog/lecture/lecture.entity';
import type { CertificateTables } from '../learning/progress/certificate.entity';
import type { QuizTables } from '../learning/quiz/quiz.entity';
import type { CaptionTables } from '../media/captions/caption.entity';
import type { ViewingTables } from '../media/viewing/viewing.entity';
import { badInput } from '../shared/errors';
import type { Em } from '../shared/orm';

/**
 * Admin analytics (docs/admin.md#analytics), read from figures counted as viewing sessions end
 * (viewing-sessions-end.service.ts): a lecture's retention from one row per day, a course's funnel from each learner's
 * record per lecture. They lag the players by VIEWING_IDLE_SECONDS plus the minute between sweeps.
 */
export const analyticsDb = (em: Em) =>
  em.getKysely<ViewingTables & LectureTables & CourseTables & CertificateTables & QuizTables & CaptionTables>();

/** A closed range of UTC days; both ends optional (the last 30 days until today by default). */
export interface DateRange {
  from?: Date | null;
  to?: Date | null;
}

const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;
export const RANGE_INVALID_MESSAGE = 'The date range must start on or before its end';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The range's first and last UTC day, as `YYYY-MM-DD`, and the instants bounding it; open-ended, it ends at `now`. */
export function dayRange({ from, to }: DateRange, now: Date) {
  const end = to ?? now;
  const start = from ?? new Date(end.getTime() - (DEFAULT_DAYS - 1) * DAY_MS);
  if (start.getTime() > end.getTime()) throw badInput(RANGE_INVALID_MESSAGE, 'from');
  const first = isoDay(start);
  const last = isoDay(end);
  return {
    first,
    last,
    since: new Date(`${first}T00:00:00Z`),
    until: new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS),
  };
}
