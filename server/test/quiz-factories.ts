import type { QuizFields } from '@coursehub/shared';
import { expect } from 'vitest';
import { createCourse } from './course-factories';
import { gql } from './graphql-client';
import type { TestApp } from './harness';

export const QUIZ_FIELDS = `id courseId afterLectureId position title passMarkPercent attemptsAllowed waitMinutes
  timeLimitSeconds version questionCount totalPoints`;
export const ATTEMPT_FIELDS = `id quizId number version startedAt deadlineAt secondsLeft submittedAt scorePoints
  maxPoints scorePercent passed timedOut
  questions { id type prompt points options { id text } }
  results { questionId correct earned points optionIds text summary correctOptionIds acceptedAnswers explanation }`;

export const CREATE_QUIZ = `mutation CreateQuiz($courseId: ID!, $input: QuizInput!) {
  createQuiz(courseId: $courseId, input: $input) { ${QUIZ_FIELDS} } }`;
export const UPDATE_QUIZ = `mutation UpdateQuiz($id: ID!, $input: QuizInput!) {
  updateQuiz(id: $id, input: $input) { ${QUIZ_FIELDS} questionKeys { id type prompt options correctIndexes correctBoolean acceptedAnswers } } }`;
export const START = `mutation Start($quizId: ID!) { startQuizAttempt(quizId: $quizId) { ${ATTEMPT_FIELDS} } }`;
export const SUBMIT = `mutation Submit($attemptId: ID!, $answers: [AnswerInput!]!) {
  submitQuizAttempt(attemptId: $attemptId, answers: $answers) { ${ATTEMPT_FIELDS} } }`;

export interface Option {
  id: string;
  text: string;
}
export interface AttemptQuestion {
  id: string;
  type: string;
  prompt: string;
  points: number;
  options: Option[];
}
export interface QuestionResult {
  questionId: string;
  correct: boolean;
  earned: number;
  points: number;
  summary: string;
  correctOptionIds: string[];
  acceptedAnswers: string[];
  explanation: string;
}
export interface Attempt {
  id: string;
  number: number;
  version: number;
  secondsLeft: number | null;
  submittedAt: string | null;
  scorePoints: number | null;
  maxPoints: number | null;
  scorePercent: number | null;
  passed: boolean | null;
  timedOut: boolean;
  questions: AttemptQuestion[];
  results: QuestionResult[] | null;
}
export interface QuizRow {
  id: string;
  version: number;
  questionCount: number;
  totalPoints: number;
}

/** One question of every kind, 2 points each; the correct answers are A, (A and C), true, 'New York', 1-2-3. */
export const EVERY_KIND: QuizFields['questions'] = [
  {
    type: 'SINGLE_CHOICE',
    prompt: 'Pick A',
    explanation: 'A is first',
    points: 2,
    options: ['A', 'B', 'C'],
    correctIndexes: [0],
  },
  {
    type: 'MULTIPLE_CHOICE',
    prompt: 'Pick A and C',
    explanation: 'Both vowels… almost',
    points: 2,
    options: ['A', 'B', 'C', 'D'],
    correctIndexes: [0, 2],
  },
  { type: 'TRUE_FALSE', prompt: 'The sky is blue', explanation: 'Rayleigh', points: 2, correctBoolean: true },
  {
    type: 'SHORT_ANSWER',
    prompt: 'The Big Apple?',
    explanation: 'NYC',
    points: 2,
    acceptedAnswers: ['New York', 'NYC'],
  },
  { type: 'ORDERING', prompt: 'Count up', explanation: '1 < 2 < 3', points: 2, options: ['1', '2', '3'] },
];

export const quizInput = (overrides: Partial<QuizFields> = {}): QuizFields => ({
  title: 'Check your understanding',
  passMarkPercent: 70,
  attemptsAllowed: null,
  waitMinutes: 0,
  timeLimitSeconds: null,
  questions: EVERY_KIND,
  ...overrides,
});

export async function createQuizAs(app: TestApp, token: string, courseId: string, input: QuizFields) {
  const response = await gql<{ createQuiz: QuizRow }>(app, CREATE_QUIZ, { courseId, input }, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.createQuiz as QuizRow;
}

/** A quiz (quizInput with `overrides`) in a new published course of one lecture, made by the ADMIN of `token`. */
export async function quizInNewCourse(app: TestApp, token: string, overrides: Partial<QuizFields> = {}) {
  const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
  const quiz = await createQuizAs(app, token, course.id, quizInput(overrides));
  return { course, lectures, quiz };
}

export async function start(app: TestApp, token: string, quizId: string) {
  const response = await gql<{ startQuizAttempt: Attempt }>(app, START, { quizId }, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.startQuizAttempt as Attempt;
}

export interface Answer {
  questionId: string;
  optionIds?: string[];
  text?: string | null;
}

export async function submit(app: TestApp, token: string, attemptId: string, answers: Answer[]) {
  const response = await gql<{ submitQuizAttempt: Attempt }>(app, SUBMIT, { attemptId, answers }, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.submitQuizAttempt as Attempt;
}

/** The option ids of a question of an attempt, by the texts given, in that order. */
export function optionIds(attempt: Pick<Attempt, 'questions'>, prompt: string, texts: string[]): string[] {
  const question = attempt.questions.find((candidate) => candidate.prompt === prompt);
  return texts.map((text) => question?.options.find((option) => option.text === text)?.id ?? 'missing');
}

export const questionId = (attempt: Pick<Attempt, 'questions'>, prompt: string) =>
  attempt.questions.find((question) => question.prompt === prompt)?.id ?? 'missing';

/** Answers that get every question of EVERY_KIND right. */
export function allRight(attempt: Pick<Attempt, 'questions'>): Answer[] {
  return [
    { questionId: questionId(attempt, 'Pick A'), optionIds: optionIds(attempt, 'Pick A', ['A']) },
    { questionId: questionId(attempt, 'Pick A and C'), optionIds: optionIds(attempt, 'Pick A and C', ['A', 'C']) },
    { questionId: questionId(attempt, 'The sky is blue'), optionIds: optionIds(attempt, 'The sky is blue', ['True']) },
    { questionId: questionId(attempt, 'The Big Apple?'), text: 'new york' },
    { questionId: questionId(attempt, 'Count up'), optionIds: optionIds(attempt, 'Count up', ['1', '2', '3']) },
  ];
}

/** Answers that get every question of EVERY_KIND wrong. */
export function allWrong(attempt: Pick<Attempt, 'questions'>): Answer[] {
  return [
    { questionId: questionId(attempt, 'Pick A'), optionIds: optionIds(attempt, 'Pick A', ['B']) },
    { questionId: questionId(attempt, 'Pick A and C'), optionIds: optionIds(attempt, 'Pick A and C', ['B', 'D']) },
    { questionId: questionId(attempt, 'The sky is blue'), optionIds: optionIds(attempt, 'The sky is blue', ['False']) },
    { questionId: questionId(attempt, 'The Big Apple?'), text: 'Boston' },
    { questionId: questionId(attempt, 'Count up'), optionIds: optionIds(attempt, 'Count up', ['2', '3', '1']) },
  ];
}
