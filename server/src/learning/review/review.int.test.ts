import type { QuizFields } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { allWrong, createQuizAs, EVERY_KIND, quizInput, start, submit } from '../../../test/quiz-factories';
import {
  addCaptions,
  answerItem,
  DUE_REVIEW,
  dueReviewOf,
  missQuestion,
  PROMPT,
  STATS,
} from '../../../test/review-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const clock = new ManualClock();
let app: TestApp;

withAdminApp(
  (started) => {
    ({ app } = started);
  },
  { clock },
);

const missedQuestion = (quiz: Partial<QuizFields> = {}, wrong?: string) => missQuestion(app, quiz, wrong);

const stats = async (token: string) =>
  (await gql<{ reviewStats: Record<string, number | null> }>(app, STATS, {}, { token })).data?.reviewStats;

describe('the review of missed questions', () => {
  it('keeps a missed question for tomorrow, with the clip that speaks its words', async () => {
    const { taught, quiz, learner, questionId } = await missedQuestion();
    expect(await dueReviewOf(app, learner.token)).toEqual({ dueCount: 0, items: [] });
    expect(await stats(learner.token)).toEqual({ dueNow: 0, cards: 1, reviewsCounted: 0, retentionPercent: null });

    clock.advance(DAY - 60_000);
    expect((await dueReviewOf(app, learner.token)).dueCount).toBe(0);
    clock.advance(60_000);
    const { dueCount, items } = await dueReviewOf(app, learner.token);
    expect(dueCount).toBe(1);
    const [item] = items;
    expect(item?.quizId).toBe(quiz.id);
    expect(item?.question).toMatchObject({ id: questionId, type: 'SINGLE_CHOICE', prompt: PROMPT });
    expect(item?.question.options.map((option) => option.text)).toEqual(['Serializable', 'Read committed']);
    // The cue with the answer's word (61–66 s), widened to the shortest clip and inside the lecture.
    const clip = item?.clip;
    expect(clip?.lectureId).toBe(taught.id);
    expect(clip?.startSeconds).toBeLessThanOrEqual(61);
    expect(clip?.endSeconds).toBeGreaterThanOrEqual(66);
    const length = (clip?.endSeconds ?? 0) - (clip?.startSeconds ?? 0);
    expect(length).toBeGreaterThanOrEqual(20);
    expect(length).toBeLessThanOrEqual(40);
    // Not the cue that names the wrong option.
    expect(clip?.startSeconds).toBeGreaterThan(35);
    // It plays with the lecture's READY captions.
    expect(clip?.captions).toEqual([
      { language: 'en', kind: 'captions', url: `/media/lectures/${taught.id}/captions/en.vtt?v=1` },
    ]);
  });

  it('replays the clip after a miss, checks a retry without rescheduling, and schedules a right answer later', async () => {
    const { learner, optionOf } = await missedQuestion();
    clock.advance(DAY);
    const [item] = (await dueReviewOf(app, learner.token)).items;
    const id = item?.id as string;
    const optionIds = (text: string) => [item?.question.options.find((option) => option.text === text)?.id as string];

    const wrong = await answerItem(app, learner.token, id, optionIds('Read committed'));
    expect(wrong.errors).toBeUndefined();
    const missed = wrong.data?.answerReviewItem;
    expect(missed).toMatchObject({ correct: false, scheduled: true, correctOptionIds: [optionOf('Serializable')] });
    expect(missed?.clip).toEqual(item?.clip);
    expect(missed?.clip).not.toBeNull();
    // Again: the next daily review.
    expect(new Date(missed?.nextDue as string).getTime()).toBe(clock.nowMs() + DAY);
    expect((await dueReviewOf(app, learner.token)).dueCount).toBe(0);

    const retry = (await answerItem(app, learner.token, id, optionIds('Serializable'))).data?.answerReviewItem;
    expect(retry).toMatchObject({ correct: true, scheduled: false, nextDue: missed?.nextDue, clip: null });

    clock.advance(DAY);
    expect((await dueReviewOf(app, learner.token)).items.map((due) => due.id)).toEqual([id]);
    const right = (await answerItem(app, learner.token, id, optionIds('Serializable'))).data?.answerReviewItem;
    expect(right).toMatchObject({ correct: true, scheduled: true, clip: null });
    expect(new Date(right?.nextDue as string).getTime()).toBeGreaterThan(clock.nowMs() + DAY);
    // Both answers came a day after the item was last seen: one of two kept.
    expect(await stats(learner.token)).toEqual({ dueNow: 0, cards: 1, reviewsCounted: 2, retentionPercent: 50 });
  });

  it("is the learner's own: another learner's answer is NOT_FOUND, and a lapsed one is refused", async () => {
    const { learner } = await missedQuestion();
    clock.advance(DAY);
    const [item] = (await dueReviewOf(app, learner.token)).items;
    const other = await createUser(app, { subscriptionStatus: 'active' });
    expect((await dueReviewOf(app, other.token)).dueCount).toBe(0);
    const stolen = await answerItem(app, other.token, item?.id as string, []);
    expect(stolen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const lapsed = await createUser(app);
    expect((await gql(app, DUE_REVIEW, {}, { token: lapsed.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(app, DUE_REVIEW, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The owner's card is untouched by the attempt.
    expect((await dueReviewOf(app, learner.token)).items.map((due) => due.id)).toEqual([item?.id]);
  });

  it('makes a card due now when the learner misses its question again', async () => {
    const { quiz, learner, optionOf } = await missedQuestion();
    expect((await dueReviewOf(app, learner.token)).dueCount).toBe(0);
    const attempt = await start(app, learner.token, quiz.id);
    const questionId = attempt.questions[0]?.id as string;
    await submit(app, learner.token, attempt.id, [{ questionId, optionIds: [optionOf('Read committed')] }]);
    expect((await dueReviewOf(app, learner.token)).dueCount).toBe(1);
    expect((await stats(learner.token))?.cards).toBe(1);
  });

  it('keeps any number of misses in the same statements', async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const admin = await createUser(app, { role: 'ADMIN' });
    const submitted = async (questions: QuizFields['questions']) => {
      const { course, lectures } = await createCourse(app, {}, { lectures: 1, lectureSeconds: 60 });
      await addCaptions(app, lectures[0] as { id: string }, course.id, [{ start: 0, end: 5, text: 'Count up to C' }]);
      const quiz = await createQuizAs(app, admin.token, course.id, quizInput({ questions }));
      const attempt = await start(app, learner.token, quiz.id);
      const { queries } = await app.captureQueries(() => submit(app, learner.token, attempt.id, allWrong(attempt)));
      return queries.length;
    };
    const few = await submitted(EVERY_KIND);
    expect(await submitted([...EVERY_KIND, ...EVERY_KIND, ...EVERY_KIND])).toBe(few);
    expect((await stats(learner.token))?.cards).toBe(EVERY_KIND.length * 4);
  });

  it("takes an in-video question's moment when no caption speaks its words", async () => {
    const { taught, learner } = await missedQuestion(
      {
        atSeconds: 90,
        questions: [
          {
            type: 'TRUE_FALSE',
            prompt: 'Vacuuming reclaims dead tuples',
            explanation: 'It does',
            points: 1,
            correctBoolean: true,
          },
        ],
      },
      'False',
    );
    clock.advance(DAY);
    const [item] = (await dueReviewOf(app, learner.token)).items;
    expect(item?.clip).toMatchObject({ lectureId: taught.id, startSeconds: 60, endSeconds: 90 });
  });
});
