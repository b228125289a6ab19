import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { User } from '../../identity/user/user.entity';
import { uuidPrimaryKey } from '../../shared/orm';
import { Quiz } from '../quiz/quiz.entity';

/** ts-fsrs's card states by name (its `State` enum's keys), so a row reads without the library's numbering. */
export const CARD_STATES = ['New', 'Learning', 'Review', 'Relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

/**
 * A question a learner missed, kept for review: one per learner and question, the question named as the quiz stores
 * it (the quiz and the question's id, which survives the quiz's edits). The clip is the 20–40 s of a lecture that
 * teaches it, replayed after a miss; the rest is the spaced-repetition card as ts-fsrs schedules it.
 */
const ReviewCardSchema = defineEntity({
  name: 'ReviewCard',
  tableName: 'review_cards',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    quiz: () => p.manyToOne(Quiz).ref().deleteRule('cascade'),
    questionId: p.uuid(),
    /** Null when no lecture teaches it that the captions could find (or the lecture was deleted). */
    clipLecture: () => p.manyToOne(Lecture).ref().nullable().deleteRule('set null').index(),
    clipStartSeconds: p.integer().nullable(),
    clipEndSeconds: p.integer().nullable(),
    due: p.datetime(),
    stability: p.double(),
    difficulty: p.double(),
    scheduledDays: p.integer(),
    learningSteps: p.integer(),
    reps: p.integer(),
    lapses: p.integer(),
    state: p.enum([...CARD_STATES]),
    lastReview: p.datetime().nullable(),
    /** When the first miss made it: the exposure its first review measures retention from. */
    createdAt: p.datetime(),
  },
  uniques: [{ properties: ['user', 'quiz', 'questionId'] }],
  indexes: [
    // The learner's due review, oldest due first.
    { name: 'review_cards_user_due_index', properties: ['user', 'due'] },
    // An admin's clip for a question reaches every learner's card of it.
    { name: 'review_cards_question_index', properties: ['quiz', 'questionId'] },
  ],
});

export class ReviewCard extends ReviewCardSchema.class {}
ReviewCardSchema.setClass(ReviewCard);

/**
 * One answer given in a review: what retention is computed from. `dueAt` and `previousAt` (the card's last review,
 * or its creation) say whether the card was due and how long the learner had kept it.
 */
const ReviewLogSchema = defineEntity({
  name: 'ReviewLog',
  tableName: 'review_logs',
  properties: {
    id: uuidPrimaryKey(),
    card: () => p.manyToOne(ReviewCard).ref().deleteRule('cascade').index(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    correct: p.boolean(),
    /** ts-fsrs's Rating: 1 Again, 3 Good. */
    rating: p.smallint(),
    reviewedAt: p.datetime(),
    dueAt: p.datetime(),
    previousAt: p.datetime(),
  },
  indexes: [{ name: 'review_logs_user_reviewed_index', properties: ['user', 'reviewedAt'] }],
});

export class ReviewLog extends ReviewLogSchema.class {}
ReviewLogSchema.setClass(ReviewLog);

/** An ADMIN's choice of the clip that teaches a question; it wins over the one the captions suggest. */
const QuestionClipSchema = defineEntity({
  name: 'QuestionClip',
  tableName: 'question_clips',
  properties: {
    quiz: () => p.manyToOne(Quiz).ref().deleteRule('cascade').primary(),
    questionId: p.uuid().primary(),
    lecture: () => p.manyToOne(Lecture).ref().deleteRule('cascade').index(),
    startSeconds: p.integer(),
    endSeconds: p.integer(),
    updatedAt: p.datetime(),
  },
});

export class QuestionClip extends QuestionClipSchema.class {}
QuestionClipSchema.setClass(QuestionClip);

/** The review tables as typed SQL sees them (docs/decisions/0006-typed-sql.md). */
export type ReviewTables = InferKyselyDB<typeof ReviewCardSchema> &
  InferKyselyDB<typeof ReviewLogSchema> &
  InferKyselyDB<typeof QuestionClipSchema>;
