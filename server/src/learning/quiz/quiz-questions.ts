import { randomInt, randomUUID } from 'node:crypto';
import type { QuestionKind, quizSchema } from '@coursehub/shared';
import type { z } from 'zod';

/** A question as a version stores it, its key included: never sent to a learner before they submit. */
export interface StoredQuestion {
  id: string;
  type: QuestionKind;
  prompt: string;
  explanation: string;
  points: number;
  options: { id: string; text: string }[];
  /** The correct choices; for ORDERING every option id in the correct order; for TRUE_FALSE 'true' or 'false'. */
  correctOptionIds: string[];
  acceptedAnswers: string[];
}

/** A question as one attempt shows it: its id and its options' ids in the order shown. */
export interface PresentedQuestion {
  questionId: string;
  optionIds: string[];
}

/** A learner's answer to one question: the options chosen (or, for ORDERING, all of them in order), or a text. */
export interface AnswerInput {
  questionId: string;
  optionIds: string[];
  text: string | null;
}

/** An answer as graded, kept on the attempt so a later edit of the quiz does not regrade it. */
export interface GradedAnswer extends AnswerInput {
  correct: boolean;
  earned: number;
  points: number;
  /** What was answered, readable (option texts or the text typed), for the admin's "wrong answer chosen most". */
  summary: string;
}

const TRUE_FALSE_OPTIONS = [
  { id: 'true', text: 'True' },
  { id: 'false', text: 'False' },
];

type ParsedQuiz = z.output<typeof quizSchema>;

/**
 * The stored form of the builder's questions. A question keeps the id it came with (results follow it across edits);
 * options get fresh ids per version, since what they say may have changed.
 */
export function toStoredQuestions(questions: ParsedQuiz['questions'], knownIds: ReadonlySet<string>): StoredQuestion[] {
  return questions.map((question) => {
    const id = question.id && knownIds.has(question.id) ? question.id : randomUUID();
    const base = { id, type: question.type, prompt: question.prompt, explanation: question.explanation };
    const points = question.points;
    if (question.type === 'TRUE_FALSE') {
      const correct = question.correctBoolean ? 'true' : 'false';
      return { ...base, points, options: TRUE_FALSE_OPTIONS, correctOptionIds: [correct], acceptedAnswers: [] };
    }
    if (question.type === 'SHORT_ANSWER') {
      const acceptedAnswers = question.acceptedAnswers.filter((answer) => answer.length > 0);
      return { ...base, points, options: [], correctOptionIds: [], acceptedAnswers };
    }
    const options = question.options.map((text) => ({ id: randomUUID(), text }));
    const correctOptionIds =
      question.type === 'ORDERING'
        ? options.map((option) => option.id)
        : options.filter((_, index) => question.correctIndexes.includes(index)).map((option) => option.id);
    return { ...base, points, options, correctOptionIds, acceptedAnswers: [] };
  });
}

export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * An ORDERING question's items are always shuffled. From three items on, the correct order is drawn again, as it would
 * give the question away; two items have only one other order, so refusing the correct one would show the answer
 * reversed every time: either order is shown.
 */
function presentedOptions(question: StoredQuestion, shuffleOptions: boolean): string[] {
  const ids = question.options.map((option) => option.id);
  if (question.type === 'ORDERING') {
    let order = shuffled(ids);
    while (ids.length > 2 && order.every((id, index) => id === ids[index])) order = shuffled(ids);
    return order;
  }
  return shuffleOptions && question.type !== 'TRUE_FALSE' ? shuffled(ids) : ids;
}

export function presentQuestions(
  questions: readonly StoredQuestion[],
  flags: { shuffleQuestions: boolean; shuffleOptions: boolean },
): PresentedQuestion[] {
  const order = flags.shuffleQuestions ? shuffled(questions) : questions;
  return order.map((question) => ({
    questionId: question.id,
    optionIds: presentedOptions(question, flags.shuffleOptions),
  }));
}

/** Short answers are compared ignoring case, spacing and Unicode compatibility forms ('Ｎｅｗ  york' is 'newyork'). */
export const normaliseAnswer = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, '');

const roundPoints = (points: number) => Math.round(points * 100) / 100;

/**
 * The share of a question's points an answer earns (0–1), and whether it is wholly right.
 * - single choice, true/false, short answer: all or nothing;
 * - multiple choice: (right picks − wrong picks) / correct options, never below 0, so ticking every box earns nothing;
 * - ordering: the share of items in their correct place.
 */
function share(question: StoredQuestion, answer: AnswerInput): number {
  const correct = question.correctOptionIds;
  switch (question.type) {
    case 'SINGLE_CHOICE':
    case 'TRUE_FALSE':
      return answer.optionIds.length === 1 && answer.optionIds[0] === correct[0] ? 1 : 0;
    case 'MULTIPLE_CHOICE': {
      const chosen = new Set(answer.optionIds);
      const right = correct.filter((id) => chosen.has(id)).length;
      return Math.max(0, (right - (chosen.size - right)) / correct.length);
    }
    case 'SHORT_ANSWER': {
      const given = normaliseAnswer(answer.text ?? '');
      return given && question.acceptedAnswers.some((accepted) => normaliseAnswer(accepted) === given) ? 1 : 0;
    }
    case 'ORDERING': {
      const complete = answer.optionIds.length === correct.length && new Set(answer.optionIds).size === correct.length;
      if (!complete) return 0;
      return correct.filter((id, index) => answer.optionIds[index] === id).length / correct.length;
    }
  }
}

function summary(question: StoredQuestion, answer: AnswerInput): string {
  if (question.type === 'SHORT_ANSWER') return (answer.text ?? '').trim();
  const texts = new Map(question.options.map((option) => [option.id, option.text]));
  const chosen = answer.optionIds.map((id) => texts.get(id) ?? '');
  return question.type === 'ORDERING' ? chosen.join(' → ') : chosen.sort().join(' + ');
}

/** Grades every question of the version; a question left out, or answered with unknown options, earns nothing. */
export function gradeAnswers(questions: readonly StoredQuestion[], answers: readonly AnswerInput[]): GradedAnswer[] {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return questions.map((question) => {
    const known = new Set(question.options.map((option) => option.id));
    const given = byQuestion.get(question.id);
    const answer: AnswerInput = {
      questionId: question.id,
      optionIds: (given?.optionIds ?? []).filter((id) => known.has(id)),
      text: question.type === 'SHORT_ANSWER' ? (given?.text ?? null) : null,
    };
    const earnedShare = share(question, answer);
    return {
      ...answer,
      correct: earnedShare === 1,
      earned: roundPoints(question.points * earnedShare),
      points: question.points,
      summary: summary(question, answer),
    };
  });
}

/**
 * Whether the answers answer nothing: no option chosen and no text typed for any question that can be left unanswered
 * (an ordering question always sends an order, the one it was shown in when left alone).
 */
export function answersNothing(questions: readonly StoredQuestion[], answers: readonly AnswerInput[]): boolean {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const answerable = questions.filter((question) => question.type !== 'ORDERING');
  return (
    answerable.length > 0 &&
    answerable.every((question) => {
      const answer = byQuestion.get(question.id);
      return !answer?.optionIds.length && !answer?.text?.trim();
    })
  );
}

export interface Score {
  scorePoints: number;
  maxPoints: number;
  scorePercent: number;
  passed: boolean;
}

export function scoreOf(graded: readonly GradedAnswer[], passMarkPercent: number): Score {
  const scorePoints = roundPoints(graded.reduce((sum, answer) => sum + answer.earned, 0));
  const maxPoints = roundPoints(graded.reduce((sum, answer) => sum + answer.points, 0));
  const scorePercent = maxPoints ? roundPoints((100 * scorePoints) / maxPoints) : 0;
  return { scorePoints, maxPoints, scorePercent, passed: scorePercent >= passMarkPercent };
}
