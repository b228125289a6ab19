import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { dueReviewOf, missQuestion, SET_CLIP } from '../../../test/review-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const clock = new ManualClock();
let app: TestApp;
let admin: { token: string };

withAdminApp(
  (started) => {
    ({ app } = started);
  },
  { clock },
);

interface QuestionClip {
  questionId: string;
  explicit: boolean;
  clip: { lectureId: string; startSeconds: number; endSeconds: number } | null;
}

const setClip = (token: string, variables: Record<string, unknown>) =>
  gql<{ setQuestionClip: QuestionClip }>(app, SET_CLIP, variables, { token });

describe("an ADMIN's clip for a question", () => {
  it("wins over the captions' choice for every learner's card, and null gives the choice back", async () => {
    const { intro, taught, quiz, learner, questionId } = await dueMissedQuestion();
    const explicit = { lectureId: intro.id, startSeconds: 5, endSeconds: 30 };
    const set = await setClip(admin.token, { quizId: quiz.id, questionId, clip: explicit });
    expect(set.errors).toBeUndefined();
    expect(set.data?.setQuestionClip).toEqual({ questionId, explicit: true, clip: expect.objectContaining(explicit) });
    expect((await dueReviewOf(app, learner.token)).items[0]?.clip).toMatchObject(explicit);

    const cleared = (await setClip(admin.token, { quizId: quiz.id, questionId, clip: null })).data?.setQuestionClip;
    expect(cleared?.explicit).toBe(false);
    expect(cleared?.clip?.lectureId).toBe(taught.id);
    expect((await dueReviewOf(app, learner.token)).items[0]?.clip?.lectureId).toBe(taught.id);
  });

  it('is refused unless 20–40 s of a lecture of the course, and to anyone but an ADMIN', async () => {
    const { intro, quiz, learner, questionId } = await dueMissedQuestion();
    const { lectures } = await createCourse(app, {}, { lectures: 1, lectureSeconds: 120 });
    const refusal = async (token: string, clip: Record<string, unknown>, id = questionId) => {
      const { errors } = await setClip(token, { quizId: quiz.id, questionId: id, clip });
      return [errors?.[0]?.extensions?.code, errors?.[0]?.extensions?.field];
    };
    const clip = { lectureId: intro.id, startSeconds: 10, endSeconds: 40 };
    expect(await refusal(admin.token, { ...clip, endSeconds: 29 })).toEqual(['BAD_USER_INPUT', 'endSeconds']);
    expect(await refusal(admin.token, { ...clip, endSeconds: 51 })).toEqual(['BAD_USER_INPUT', 'endSeconds']);
    expect(await refusal(admin.token, { ...clip, startSeconds: 100, endSeconds: 121 })).toEqual([
      'BAD_USER_INPUT',
      'endSeconds',
    ]);
    expect(await refusal(admin.token, { ...clip, lectureId: lectures[0]?.id })).toEqual([
      'BAD_USER_INPUT',
      'lectureId',
    ]);
    expect((await refusal(admin.token, clip, crypto.randomUUID()))[0]).toBe('NOT_FOUND');
    expect((await refusal(learner.token, clip))[0]).toBe('FORBIDDEN');
    // Nothing refused was kept: the captions' clip stands.
    const [item] = (await dueReviewOf(app, learner.token)).items;
    expect(item?.clip?.lectureId).not.toBe(intro.id);
  });
});

/** A missed question, due now, and an ADMIN signed in now (an ADMIN's session lasts 8 hours). */
async function dueMissedQuestion() {
  const missed = await missQuestion(app);
  clock.advance(DAY);
  admin = await createUser(app, { role: 'ADMIN' });
  return missed;
}
