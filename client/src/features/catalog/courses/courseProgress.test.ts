import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/i18n';
import { describeCourseProgress } from './courseProgress';

const t = translator.getFixedT('en', 'courses');

describe('describeCourseProgress', () => {
  it('counts lectures, and quizzes when the course has some', () => {
    expect(describeCourseProgress(t, { completedLectures: 1, totalLectures: 1, percent: 100 })).toBe(
      '1 of 1 lecture, 100%',
    );
    expect(
      describeCourseProgress(t, {
        completedLectures: 0,
        totalLectures: 2,
        passedQuizzes: 1,
        totalQuizzes: 1,
        percent: 33,
      }),
    ).toBe('0 of 2 lectures, 1 of 1 quiz, 33%');
    expect(
      describeCourseProgress(t, {
        completedLectures: 2,
        totalLectures: 2,
        passedQuizzes: 0,
        totalQuizzes: 3,
        percent: 40,
      }),
    ).toBe('2 of 2 lectures, 0 of 3 quizzes, 40%');
  });

  it('says it in Hindi with the Hindi texts', async () => {
    await translator.loadLanguages('hi');
    const hindi = translator.getFixedT('hi', 'courses');
    expect(describeCourseProgress(hindi, { completedLectures: 1, totalLectures: 3, percent: 33 })).toBe(
      '3 में से 1 लेक्चर, 33%',
    );
  });
});
