import type { QuestionKeyType } from './quiz.types';
import type { StoredQuestion } from './quiz-questions';

/** The stored questions in the builder's shape (QuestionInput), so an edit round-trips. */
export function questionKeys(questions: readonly StoredQuestion[]): QuestionKeyType[] {
  return questions.map((question) => ({
    id: question.id,
    type: question.type,
    prompt: question.prompt,
    explanation: question.explanation,
    points: question.points,
    options: question.type === 'TRUE_FALSE' ? [] : question.options.map((option) => option.text),
    correctIndexes:
      question.type === 'SINGLE_CHOICE' || question.type === 'MULTIPLE_CHOICE'
        ? question.options.flatMap((option, index) => (question.correctOptionIds.includes(option.id) ? [index] : []))
        : [],
    correctBoolean: question.type === 'TRUE_FALSE' ? question.correctOptionIds[0] === 'true' : null,
    acceptedAnswers: question.acceptedAnswers,
  }));
}
