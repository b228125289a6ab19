import type { QuestionFields, QuestionKind, QuizFields } from '@coursehub/shared';

/** A question as the builder edits it: every field present, options as texts. */
export interface DraftQuestion {
  id?: string;
  type: QuestionKind;
  prompt: string;
  explanation: string;
  points: number;
  options: string[];
  correctIndexes: number[];
  correctBoolean: boolean | null;
  acceptedAnswers: string[];
}

export type DraftQuiz = Required<Omit<QuizFields, 'questions'>> & { questions: DraftQuestion[] };

export const newQuestion = (type: QuestionKind = 'SINGLE_CHOICE'): DraftQuestion => ({
  type,
  prompt: '',
  explanation: '',
  points: 1,
  options: type === 'TRUE_FALSE' || type === 'SHORT_ANSWER' ? [] : ['', ''],
  correctIndexes: [],
  correctBoolean: type === 'TRUE_FALSE' ? true : null,
  acceptedAnswers: type === 'SHORT_ANSWER' ? [''] : [],
});

export const newQuiz = (): DraftQuiz => ({
  title: '',
  afterLectureId: null,
  atSeconds: null,
  skippable: false,
  passMarkPercent: 70,
  attemptsAllowed: null,
  waitMinutes: 0,
  shuffleQuestions: false,
  shuffleOptions: false,
  timeLimitSeconds: null,
  questions: [newQuestion()],
});

/** What QuizInput takes: only the fields a question's type uses. */
export const toQuestionInput = (question: DraftQuestion): QuestionFields => ({
  ...(question.id ? { id: question.id } : {}),
  type: question.type,
  prompt: question.prompt,
  explanation: question.explanation,
  points: question.points,
  options: question.type === 'TRUE_FALSE' || question.type === 'SHORT_ANSWER' ? [] : question.options,
  correctIndexes:
    question.type === 'SINGLE_CHOICE' || question.type === 'MULTIPLE_CHOICE' ? question.correctIndexes : [],
  correctBoolean: question.type === 'TRUE_FALSE' ? question.correctBoolean : null,
  acceptedAnswers: question.type === 'SHORT_ANSWER' ? question.acceptedAnswers : [],
});

/** A saved quiz (and its questions with their key) as the builder edits it: only the fields QuizInput takes. */
export const draftOf = (quiz: Omit<DraftQuiz, 'questions'>, questions: readonly DraftQuestion[]): DraftQuiz => ({
  title: quiz.title,
  afterLectureId: quiz.afterLectureId,
  atSeconds: quiz.atSeconds,
  skippable: quiz.skippable,
  passMarkPercent: quiz.passMarkPercent,
  attemptsAllowed: quiz.attemptsAllowed,
  waitMinutes: quiz.waitMinutes,
  shuffleQuestions: quiz.shuffleQuestions,
  shuffleOptions: quiz.shuffleOptions,
  timeLimitSeconds: quiz.timeLimitSeconds,
  questions: questions.map((question) => ({
    id: question.id,
    type: question.type,
    prompt: question.prompt,
    explanation: question.explanation,
    points: question.points,
    options: [...question.options],
    correctIndexes: [...question.correctIndexes],
    correctBoolean: question.correctBoolean,
    acceptedAnswers: [...question.acceptedAnswers],
  })),
});
