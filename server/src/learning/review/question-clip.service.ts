import { badInput, notFound } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import { loadQuiz } from '../quiz/quiz-authoring.service';
import type { QuizView } from '../quiz/quiz-rows';
import { type ChosenClip, clipsFor, type QuizPlace, reviewDb } from './question-clips';
import { CLIP_LECTURE_MESSAGE, CLIP_PAST_END_MESSAGE, CLIP_UNTIMED_MESSAGE } from './review.messages';
import { type QuestionClipInput, questionClipSchema } from './review.rules';
import { clipView, type ReviewClipView } from './review-rows';

/** ADMIN: a question of a quiz and the clip that teaches it, and whether an ADMIN chose it or the captions did. */
export interface QuestionClipView {
  questionId: string;
  prompt: string;
  explicit: boolean;
  clip: ReviewClipView | null;
}

const placeOf = (quiz: QuizView): QuizPlace => ({
  quizId: quiz.id,
  courseId: quiz.courseId,
  afterLectureId: quiz.afterLectureId,
  atSeconds: quiz.atSeconds,
});

/** The clips with their lectures' titles: one statement for all of them. */
async function clipViews(em: Em, quiz: QuizView, clips: Map<string, ChosenClip | null>): Promise<QuestionClipView[]> {
  const lectureIds = [...new Set([...clips.values()].flatMap((clip) => clip?.lectureId ?? []))];
  const titles = lectureIds.length
    ? await reviewDb(em).selectFrom('lectures').select(['id', 'title']).where('id', 'in', lectureIds).execute()
    : [];
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  return quiz.questions.flatMap((question) => {
    if (!clips.has(question.id)) return [];
    const clip = clips.get(question.id) ?? null;
    const view =
      clip &&
      clipView({
        lectureId: clip.lectureId,
        lectureTitle: titleOf.get(clip.lectureId) ?? '',
        courseId: quiz.courseId,
        startSeconds: clip.startSeconds,
        endSeconds: clip.endSeconds,
      });
    return [{ questionId: question.id, prompt: question.prompt, explicit: clip?.explicit ?? false, clip: view }];
  });
}

/** ADMIN: the clip of every question of a quiz as it asks them now. */
export async function questionClips(scope: RequestScope, quizId: string): Promise<QuestionClipView[]> {
  requireRole(scope.viewer, 'ADMIN');
  const quiz = await loadQuiz(scope.em, quizId);
  return clipViews(scope.em, quiz, await clipsFor(scope.em, placeOf(quiz), quiz.questions));
}

/** The lecture of an ADMIN's clip: of the quiz's course, with a known length the clip ends within. */
async function checkClipLecture(em: Em, quiz: QuizView, clip: QuestionClipInput) {
  const lecture = isUuid(clip.lectureId)
    ? await reviewDb(em)
        .selectFrom('lectures')
        .select(['id', 'duration_seconds'])
        .where('id', '=', clip.lectureId.toLowerCase())
        .where('course_id', '=', quiz.courseId)
        .executeTakeFirst()
    : undefined;
  if (!lecture) throw badInput(CLIP_LECTURE_MESSAGE, 'lectureId');
  if (lecture.duration_seconds === null) throw badInput(CLIP_UNTIMED_MESSAGE, 'lectureId');
  if (clip.endSeconds > Number(lecture.duration_seconds)) throw badInput(CLIP_PAST_END_MESSAGE, 'endSeconds');
  return lecture.id;
}

/**
 * ADMIN: sets the clip that teaches a question of a quiz, which then wins over the captions' choice; null gives the
 * choice back to the captions. Every learner's card of the question takes the clip at once.
 */
export async function setQuestionClip(
  scope: RequestScope,
  quizId: string,
  questionId: string,
  input: QuestionClipInput | null,
): Promise<QuestionClipView> {
  requireRole(scope.viewer, 'ADMIN');
  const quiz = await loadQuiz(scope.em, quizId);
  const question = quiz.questions.find((candidate) => candidate.id === questionId.toLowerCase());
  if (!question) throw notFound('Question');
  const fields = input && parseInput(questionClipSchema, input);
  const lectureId = fields && (await checkClipLecture(scope.em, quiz, fields));
  const clips = await scope.em.transactional(async (tx) => {
    const db = reviewDb(tx);
    if (fields && lectureId) {
      const clip = {
        lecture_id: lectureId,
        start_seconds: fields.startSeconds,
        end_seconds: fields.endSeconds,
        updated_at: scope.deps.clock.now(),
      };
      await db
        .insertInto('question_clips')
        .values({ quiz_id: quiz.id, question_id: question.id, ...clip })
        .onConflict((conflict) => conflict.columns(['quiz_id', 'question_id']).doUpdateSet(clip))
        .execute();
    } else {
      await db
        .deleteFrom('question_clips')
        .where('quiz_id', '=', quiz.id)
        .where('question_id', '=', question.id)
        .execute();
    }
    const chosen = await clipsFor(tx, placeOf(quiz), [question]);
    const clip = chosen.get(question.id) ?? null;
    await db
      .updateTable('review_cards')
      .set({
        clip_lecture_id: clip?.lectureId ?? null,
        clip_start_seconds: clip?.startSeconds ?? null,
        clip_end_seconds: clip?.endSeconds ?? null,
      })
      .where('quiz_id', '=', quiz.id)
      .where('question_id', '=', question.id)
      .execute();
    return chosen;
  });
  const [view] = await clipViews(scope.em, quiz, clips);
  return view as QuestionClipView;
}
