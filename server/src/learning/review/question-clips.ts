import { sql } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import type { UserTables } from '../../identity/user/user.entity';
import type { CaptionTables } from '../../media/captions/caption.entity';
import type { Em } from '../../shared/orm';
import type { QuizTables } from '../quiz/quiz.entity';
import type { StoredQuestion } from '../quiz/quiz-questions';
import { type Clip, chooseClip, keywords, type QuestionMoment, questionWords, type SpokenCue } from './clip-matching';
import type { ReviewTables } from './review.entity';

/** What review statements are typed against (docs/decisions/0006-typed-sql.md). */
export const reviewDb = (em: Em) =>
  em.getKysely<ReviewTables & QuizTables & LectureTables & CourseTables & CaptionTables & UserTables>();

/** Where a quiz sits: its course, the lecture it follows and, in-video, its moment there. */
export interface QuizPlace {
  quizId: string;
  courseId: string;
  afterLectureId: string | null;
  atSeconds: number | null;
}

/** A clip the matcher reads at most this many matching cues for: a course's worth of them, bounded. */
const MATCHING_CUES_MAX = 5000;

/** The clips ADMINs chose for these questions of a quiz. */
async function explicitClips(em: Em, quizId: string, questionIds: readonly string[]): Promise<Map<string, Clip>> {
  const rows = await reviewDb(em)
    .selectFrom('question_clips')
    .select(['question_id', 'lecture_id', 'start_seconds', 'end_seconds'])
    .where('quiz_id', '=', quizId)
    .where('question_id', 'in', questionIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.question_id,
      { lectureId: row.lecture_id, startSeconds: row.start_seconds, endSeconds: row.end_seconds },
    ]),
  );
}

/**
 * The READY lectures a quiz's questions can be taught in: those up to the one it follows (what the learner has seen by
 * then), or the whole course for a quiz at its end; with their lengths.
 */
async function teachingLectures(em: Em, place: QuizPlace): Promise<Map<string, number | null>> {
  const db = reviewDb(em);
  let query = db
    .selectFrom('lectures as l')
    .select(['l.id', 'l.duration_seconds'])
    .where('l.course_id', '=', place.courseId)
    .where('l.status', '=', 'READY');
  if (place.afterLectureId !== null) {
    const followed = db.selectFrom('lectures').select('position').where('id', '=', place.afterLectureId);
    query = query.where('l.position', '<=', followed);
  }
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.id, row.duration_seconds === null ? null : Number(row.duration_seconds)]));
}

/**
 * The cues of these lectures' READY tracks that speak any of the words, by track in time order: the GIN index on the
 * cues' words finds them, so a long course costs the matches, not every cue.
 */
async function matchingCues(em: Em, lectureIds: readonly string[], words: readonly string[]): Promise<SpokenCue[]> {
  if (!lectureIds.length || !words.length) return [];
  // keywords() leaves letters, their marks and digits only, so the words are safe as tsquery operands.
  const query = words.join(' | ');
  const rows = await reviewDb(em)
    .selectFrom('caption_cues as cue')
    .innerJoin('caption_tracks as t', 't.id', 'cue.track_id')
    .select(['cue.track_id', 't.lecture_id', 'cue.start_seconds', 'cue.end_seconds', 'cue.text'])
    .where('t.lecture_id', 'in', lectureIds)
    .where('t.status', '=', 'READY')
    .where(sql<boolean>`cue.words @@ to_tsquery('simple', ${query})`)
    .orderBy('cue.track_id')
    .orderBy('cue.position')
    .limit(MATCHING_CUES_MAX)
    .execute();
  return rows.map((row) => ({
    trackId: row.track_id,
    lectureId: row.lecture_id,
    start: Number(row.start_seconds),
    end: Number(row.end_seconds),
    text: row.text,
  }));
}

/** A question's clip, and whether an ADMIN chose it (else the captions did). */
export interface ChosenClip extends Clip {
  explicit: boolean;
}

/**
 * The clip that teaches each question of a quiz: an ADMIN's where one was set, else the best window of the captions
 * (clip-matching.ts), null when neither finds one. At most three statements whatever the number of questions.
 */
export async function clipsFor(
  em: Em,
  place: QuizPlace,
  questions: readonly StoredQuestion[],
): Promise<Map<string, ChosenClip | null>> {
  const clips = new Map<string, ChosenClip | null>();
  if (!questions.length) return clips;
  const explicit = await explicitClips(
    em,
    place.quizId,
    questions.map((question) => question.id),
  );
  const open = questions.filter((question) => !explicit.has(question.id));
  for (const [id, clip] of explicit) clips.set(id, { ...clip, explicit: true });
  if (!open.length) return clips;
  const durations = await teachingLectures(em, place);
  const moment: QuestionMoment | null =
    place.afterLectureId !== null && place.atSeconds !== null && durations.has(place.afterLectureId)
      ? { lectureId: place.afterLectureId, atSeconds: place.atSeconds }
      : null;
  const words = new Map(open.map((question) => [question.id, questionWords(question)]));
  const allWords = keywords([...words.values()].flatMap((each) => [...each.answer, ...each.prompt]).join(' '));
  const cues = await matchingCues(em, [...durations.keys()], allWords);
  for (const [id, each] of words) {
    const clip = chooseClip(each, cues, durations, moment);
    clips.set(id, clip && { ...clip, explicit: false });
  }
  return clips;
}
