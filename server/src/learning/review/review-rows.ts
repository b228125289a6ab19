import { sql } from 'kysely';
import { seesDrafts } from '../../catalog/course/course-catalog.service';
import { videoUrl } from '../../catalog/lecture/lecture-video';
import type { Em } from '../../shared/orm';
import type { Viewer } from '../../shared/viewer';
import type { QuestionView } from '../quiz/quiz-attempt-rows';
import { presentQuestions, type StoredQuestion } from '../quiz/quiz-questions';
import { reviewDb } from './question-clips';
import type { CardSchedule } from './review-scheduler';

/** A clip as a learner plays it: the lecture, and where to start and stop. */
export interface ReviewClipView {
  lectureId: string;
  lectureTitle: string;
  courseId: string;
  startSeconds: number;
  endSeconds: number;
  /** The lecture's video (its stable, per-request authorised address), which the clip plays a part of. */
  videoUrl: string;
}

/** A clip's view: its lecture's video address beside the seconds. */
export const clipView = (clip: Omit<ReviewClipView, 'videoUrl'>): ReviewClipView => ({
  ...clip,
  videoUrl: videoUrl(clip.lectureId),
});

/** One question of the learner's review, without its key. */
export interface ReviewItemView {
  id: string;
  quizId: string;
  quizTitle: string;
  courseId: string;
  courseTitle: string;
  due: Date;
  question: QuestionView;
  clip: ReviewClipView | null;
}

/**
 * The viewer's own cards (`c`) whose question the quiz still asks (its current version), in a course they may see,
 * with the question as asked now and the clip's lecture while it can be played (READY).
 */
export const ownCards = (em: Em, viewer: Viewer) =>
  reviewDb(em)
    .selectFrom('review_cards as c')
    .innerJoin('quizzes as q', 'q.id', 'c.quiz_id')
    .innerJoin('quiz_versions as v', (join) =>
      join.onRef('v.quiz_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
    )
    .innerJoin('courses as co', 'co.id', 'q.course_id')
    .leftJoin('lectures as l', (join) => join.onRef('l.id', '=', 'c.clip_lecture_id').on('l.status', '=', 'READY'))
    .where('c.user_id', '=', viewer.id)
    .where(sql<boolean>`v.questions @> jsonb_build_array(jsonb_build_object('id', c.question_id::text))`)
    .$if(!seesDrafts(viewer), (query) => query.where('co.status', '=', 'PUBLISHED'));

/** ownCards with what an item and its schedule are made of. */
export const ownCardRows = (em: Em, viewer: Viewer) =>
  ownCards(em, viewer).select([
    'c.id',
    'c.quiz_id',
    'c.question_id',
    'c.due',
    'c.stability',
    'c.difficulty',
    'c.scheduled_days',
    'c.learning_steps',
    'c.reps',
    'c.lapses',
    'c.state',
    'c.last_review',
    'c.created_at',
    'c.clip_start_seconds',
    'c.clip_end_seconds',
    'l.id as clip_lecture_id',
    'l.title as clip_lecture_title',
    'q.title as quiz_title',
    'q.course_id',
    'co.title as course_title',
    sql<StoredQuestion[]>`v.questions`.as('questions'),
  ]);

export type CardRow = Awaited<ReturnType<ReturnType<typeof ownCardRows>['execute']>>[number];

/** The card's question as the quiz asks it now (ownCards keeps only cards whose question it still has). */
export const storedQuestionOf = (row: CardRow): StoredQuestion =>
  row.questions.find((question) => question.id === row.question_id) as StoredQuestion;

/** The question without its key, options in the stored order (an ordering's items shuffled, as a quiz shows them). */
function questionView(question: StoredQuestion): QuestionView {
  const [presented] = presentQuestions([question], { shuffleQuestions: false, shuffleOptions: false });
  const options = new Map(question.options.map((option) => [option.id, option]));
  return {
    id: question.id,
    type: question.type,
    prompt: question.prompt,
    points: question.points,
    options: (presented?.optionIds ?? []).flatMap((id) => options.get(id) ?? []),
  };
}

export function clipOf(row: CardRow): ReviewClipView | null {
  const {
    clip_lecture_id: lectureId,
    clip_lecture_title: title,
    clip_start_seconds: start,
    clip_end_seconds: end,
  } = row;
  if (lectureId === null || title === null || start === null || end === null) return null;
  return clipView({ lectureId, lectureTitle: title, courseId: row.course_id, startSeconds: start, endSeconds: end });
}

export const toReviewItem = (row: CardRow): ReviewItemView => ({
  id: row.id,
  quizId: row.quiz_id,
  quizTitle: row.quiz_title,
  courseId: row.course_id,
  courseTitle: row.course_title,
  due: new Date(row.due),
  question: questionView(storedQuestionOf(row)),
  clip: clipOf(row),
});

export const scheduleOfRow = (row: CardRow): CardSchedule => ({
  due: new Date(row.due),
  stability: Number(row.stability),
  difficulty: Number(row.difficulty),
  scheduledDays: row.scheduled_days,
  learningSteps: row.learning_steps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  lastReview: row.last_review === null ? null : new Date(row.last_review),
});
