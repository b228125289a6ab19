import { describe, expect, it } from 'vitest';
import {
  gradeAnswers,
  normaliseAnswer,
  presentQuestions,
  type StoredQuestion,
  scoreOf,
  toStoredQuestions,
} from './quiz-questions';

const ordering: StoredQuestion = {
  id: 'q',
  type: 'ORDERING',
  prompt: 'Order',
  explanation: '',
  points: 3,
  options: ['a', 'b', 'c'].map((id) => ({ id, text: id.toUpperCase() })),
  correctOptionIds: ['a', 'b', 'c'],
  acceptedAnswers: [],
};

describe('quiz questions', () => {
  it('compares short answers ignoring case, spacing and compatibility forms', () => {
    expect(normaliseAnswer('  Ｎｅｗ \t York ')).toBe('newyork');
  });

  it('never shows an ordering question in its correct order', () => {
    for (let round = 0; round < 20; round += 1) {
      const [shown] = presentQuestions([ordering], { shuffleQuestions: false, shuffleOptions: false });
      expect(shown?.optionIds).not.toEqual(['a', 'b', 'c']);
      expect([...(shown?.optionIds ?? [])].sort()).toEqual(['a', 'b', 'c']);
    }
  });

  it('earns nothing for an ordering answer that leaves an item out or repeats one', () => {
    const graded = gradeAnswers([ordering], [{ questionId: 'q', optionIds: ['a', 'a', 'c'], text: null }]);
    expect(graded[0]).toMatchObject({ correct: false, earned: 0 });
  });

  it('ignores options the question does not have, and counts a question left out as nothing', () => {
    const [single] = toStoredQuestions(
      [
        {
          type: 'SINGLE_CHOICE',
          prompt: 'Pick',
          explanation: '',
          points: 2,
          options: ['x', 'y'],
          correctIndexes: [1],
          correctBoolean: null,
          acceptedAnswers: [],
        },
      ],
      new Set(),
    );
    const question = single as StoredQuestion;
    const right = question.correctOptionIds[0] as string;
    const graded = gradeAnswers(
      [question, ordering],
      [{ questionId: question.id, optionIds: [right, 'forged'], text: null }],
    );
    expect(graded.map((answer) => [answer.correct, answer.earned])).toEqual([
      [true, 2],
      [false, 0],
    ]);
    expect(scoreOf(graded, 40)).toEqual({ scorePoints: 2, maxPoints: 5, scorePercent: 40, passed: true });
  });
});
