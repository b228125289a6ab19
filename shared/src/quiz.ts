import { z } from 'zod';

/** The kinds of question a quiz holds. TRUE_FALSE is a single choice between the options 'True' and 'False'. */
export const QUESTION_TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE', 'SHORT_ANSWER', 'ORDERING'] as const;
export type QuestionKind = (typeof QUESTION_TYPES)[number];

export const QUIZ_MAX_QUESTIONS = 100;
export const QUESTION_MAX_OPTIONS = 10;
export const QUIZ_TIME_LIMIT_MAX_SECONDS = 24 * 60 * 60;

/** What the quiz builder and the server say about a quiz that cannot be saved. */
export const quizMessages = {
  titleRequired: 'Give the quiz a title',
  passMark: 'The pass mark is a percentage from 0 to 100',
  attempts: 'Attempts allowed is a whole number from 1, or empty for unlimited',
  wait: 'The wait between attempts is a whole number of minutes from 0',
  timeLimit: 'The time limit is a whole number of seconds from 10 to 86400, or empty for none',
  questionsRequired: 'Add at least one question',
  promptRequired: 'Every question needs its text',
  points: 'Points are a number from 0.5 to 100',
  optionsRequired: 'A choice or ordering question needs 2 to 10 options, each with text',
  oneCorrect: 'Mark exactly one option correct',
  someCorrect: 'Mark at least one option correct',
  acceptedRequired: 'A short-answer question needs at least one accepted answer',
  moment: 'The moment is a time in the lecture, as m:ss',
  momentNeedsLecture: 'Choose the lecture whose video it pauses',
  momentPastEnd: 'The moment is past the end of the lecture',
} as const;

/** The longest lecture a moment can point into (12 hours). */
export const QUIZ_MOMENT_MAX_SECONDS = 12 * 60 * 60;

const text = (message: string, max: number) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'Must not contain null bytes');

const optionSchema = text(quizMessages.optionsRequired, 500);

export const questionSchema = z
  .object({
    /** Kept across edits so results per question follow it; new questions have none. */
    id: z.string().max(64).optional(),
    type: z.enum(QUESTION_TYPES),
    prompt: text(quizMessages.promptRequired, 2000),
    explanation: z.string().trim().max(4000).default(''),
    points: z.number(quizMessages.points).min(0.5, quizMessages.points).max(100, quizMessages.points),
    /** Choices; for ORDERING the items in their correct order; ignored for TRUE_FALSE and SHORT_ANSWER. */
    options: z.array(optionSchema).max(QUESTION_MAX_OPTIONS, quizMessages.optionsRequired).default([]),
    /** Indexes into options of the correct choices (SINGLE_CHOICE, MULTIPLE_CHOICE). */
    correctIndexes: z.array(z.number().int().min(0)).default([]),
    /** TRUE_FALSE only. */
    correctBoolean: z.boolean().nullable().default(null),
    /** SHORT_ANSWER only; compared ignoring case and spacing. */
    acceptedAnswers: z.array(z.string().trim().max(500)).default([]),
  })
  .superRefine((question, context) => {
    const issue = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
    const choices = question.type === 'SINGLE_CHOICE' || question.type === 'MULTIPLE_CHOICE';
    if ((choices || question.type === 'ORDERING') && question.options.length < 2) {
      issue(quizMessages.optionsRequired, 'options');
    }
    const correct = new Set(question.correctIndexes.filter((index) => index < question.options.length));
    if (question.type === 'SINGLE_CHOICE' && correct.size !== 1) issue(quizMessages.oneCorrect, 'correctIndexes');
    if (question.type === 'MULTIPLE_CHOICE' && correct.size < 1) issue(quizMessages.someCorrect, 'correctIndexes');
    if (question.type === 'TRUE_FALSE' && question.correctBoolean === null) {
      issue(quizMessages.oneCorrect, 'correctBoolean');
    }
    if (question.type === 'SHORT_ANSWER' && !question.acceptedAnswers.some((answer) => answer.length > 0)) {
      issue(quizMessages.acceptedRequired, 'acceptedAnswers');
    }
  });

const wholeOrNull = (message: string, min: number, max: number) =>
  z.number(message).int(message).min(min, message).max(max, message).nullable();

export const quizSchema = z
  .object({
    title: text(quizMessages.titleRequired, 200),
    /** The lecture the quiz follows in the course's items; null puts it after every lecture. */
    afterLectureId: z.string().nullable().default(null),
    passMarkPercent: z.number(quizMessages.passMark).int(quizMessages.passMark).min(0).max(100, quizMessages.passMark),
    attemptsAllowed: wholeOrNull(quizMessages.attempts, 1, 1000),
    waitMinutes: z.number(quizMessages.wait).int(quizMessages.wait).min(0, quizMessages.wait).max(525_600),
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(false),
    timeLimitSeconds: wholeOrNull(quizMessages.timeLimit, 10, QUIZ_TIME_LIMIT_MAX_SECONDS),
    /** In-video: the moment of the lecture (afterLectureId) where the player pauses and asks; null: an item of its own. */
    atSeconds: wholeOrNull(quizMessages.moment, 0, QUIZ_MOMENT_MAX_SECONDS).default(null),
    /** In-video: the learner may skip it and watch on. */
    skippable: z.boolean().default(false),
    questions: z
      .array(questionSchema)
      .min(1, quizMessages.questionsRequired)
      .max(QUIZ_MAX_QUESTIONS, `At most ${QUIZ_MAX_QUESTIONS} questions`),
  })
  .superRefine((quiz, context) => {
    if (quiz.atSeconds !== null && quiz.afterLectureId === null) {
      context.addIssue({ code: 'custom', message: quizMessages.momentNeedsLecture, path: ['afterLectureId'] });
    }
  });

export type QuizFields = z.input<typeof quizSchema>;
export type QuestionFields = z.input<typeof questionSchema>;
