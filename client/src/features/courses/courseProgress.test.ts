import { describe, expect, it } from 'vitest';
import { describeCourseProgress } from './courseProgress';

describe('describeCourseProgress', () => {
  it('counts lectures, and quizzes when the course has some', () => {
    expect(describeCourseProgress({ completedLectures: 1, totalLectures: 1, percent: 100 })).toBe(
      '1 of 1 lecture, 100%',
    );
    expect(
      describeCourseProgress({
        completedLectures: 0,
        totalLectures: 2,
        passedQuizzes: 1,
        totalQuizzes: 1,
        percent: 33,
      }),
    ).toBe('0 of 2 lectures, 1 of 1 quiz, 33%');
    expect(
      describeCourseProgress({
        completedLectures: 2,
        totalLectures: 2,
        passedQuizzes: 0,
        totalQuizzes: 3,
        percent: 40,
      }),
    ).toBe('2 of 2 lectures, 0 of 3 quizzes, 40%');
  });
});
