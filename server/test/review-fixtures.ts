import type { QuizFields } from '@coursehub/shared';
import type { Cue } from '../src/media/captions/caption-format';
import { insertTrack, writeCues } from '../src/media/captions/caption-store';
import { createCourse } from './course-factories';
import { createUser } from './factories';
import { gql } from './graphql-client';
import type { TestApp } from './harness';
import { createQuizAs, quizInput, start, submit } from './quiz-factories';

/** A lecture's READY caption track with these cues, as an upload leaves it. */
export async function addCaptions(app: TestApp, lecture: { id: string }, courseId: string, cues: Cue[]) {
  await app.orm.em.fork().transactional(async (tx) => {
    const track = await insertTrack(tx, {
      lecture_id: lecture.id,
      course_id: courseId,
      language: 'en',
      label: 'English',
      source: 'upload',
    })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeCues(tx, track.id, cues, { status: 'READY' });
  });
}

export const REVIEW_CLIP = 'lectureId lectureTitle courseId startSeconds endSeconds captions { language kind url }';
export const DUE_REVIEW = `query DueReview { dueReview { dueCount items { id quizId quizTitle courseId due
  question { id type prompt options { id text } } clip { ${REVIEW_CLIP} } } } }`;
export const ANSWER = `mutation Answer($id: ID!, $answer: ReviewAnswerInput!) { answerReviewItem(id: $id, answer: $answer) {
  itemId correct scheduled nextDue correctOptionIds acceptedAnswers explanation clip { ${REVIEW_CLIP} } } }`;
export const STATS = 'query Stats { reviewStats { dueNow cards reviewsCounted retentionPercent } }';
export const SET_CLIP = `mutation SetClip($quizId: ID!, $questionId: ID!, $clip: QuestionClipInput) {
  setQuestionClip(quizId: $quizId, questionId: $questionId, clip: $clip) { questionId explicit clip { ${REVIEW_CLIP} } } }`;

export interface ReviewClip {
  lectureId: string;
  lectureTitle: string;
  startSeconds: number;
  endSeconds: number;
  captions: { language: string; kind: string; url: string }[];
}
export interface ReviewItem {
  id: string;
  quizId: string;
  due: string;
  question: { id: string; type: string; prompt: string; options: { id: string; text: string }[] };
  clip: ReviewClip | null;
}
export interface ReviewAnswer {
  correct: boolean;
  scheduled: boolean;
  nextDue: string;
  correctOptionIds: string[];
  clip: ReviewClip | null;
}

export async function dueReviewOf(app: TestApp, token: string) {
  const response = await gql<{ dueReview: { dueCount: number; items: ReviewItem[] } }>(app, DUE_REVIEW, {}, { token });
  if (response.errors) throw new Error(response.errors[0]?.message);
  return response.data?.dueReview as { dueCount: number; items: ReviewItem[] };
}

export const answerItem = (app: TestApp, token: string, id: string, optionIds: string[], text: string | null = null) =>
  gql<{ answerReviewItem: ReviewAnswer }>(app, ANSWER, { id, answer: { optionIds, text } }, { token });

export const PROMPT = 'Which isolation level prevents phantom reads?';

/**
 * A course whose second lecture teaches the question at 61–66 s, a quiz after it, and a learner who missed it. Its
 * ADMIN signs in afresh (an ADMIN's session lasts 8 hours, and the suites move the clock by days).
 */
export async function missQuestion(app: TestApp, quizOverrides: Partial<QuizFields> = {}, wrong = 'Read committed') {
  const { token: adminToken } = await createUser(app, { role: 'ADMIN' });
  const { course, lectures } = await createCourse(app, {}, { lectures: 2, lectureSeconds: 120 });
  const [intro, taught] = lectures.map((lecture) => ({ id: lecture.id })) as [{ id: string }, { id: string }];
  await addCaptions(app, intro, course.id, [{ start: 0, end: 5, text: 'Welcome to databases' }]);
  await addCaptions(app, taught, course.id, [
    { start: 2, end: 8, text: 'Transactions run side by side' },
    { start: 30, end: 35, text: 'Read committed sees only committed rows' },
    { start: 61, end: 66, text: 'Only serializable isolation stops phantom rows' },
    { start: 100, end: 105, text: 'Next time: indexes' },
  ]);
  const quiz = await createQuizAs(
    app,
    adminToken,
    course.id,
    quizInput({
      afterLectureId: taught.id,
      questions: [
        {
          type: 'SINGLE_CHOICE',
          prompt: PROMPT,
          explanation: 'Serializable',
          points: 1,
          options: ['Serializable', 'Read committed'],
          correctIndexes: [0],
        },
      ],
      ...quizOverrides,
    }),
  );
  const learner = await createUser(app, { subscriptionStatus: 'active' });
  const attempt = await start(app, learner.token, quiz.id);
  const question = attempt.questions[0] as { id: string; options: { id: string; text: string }[] };
  const optionOf = (text: string) => question.options.find((option) => option.text === text)?.id as string;
  await submit(app, learner.token, attempt.id, [{ questionId: question.id, optionIds: [optionOf(wrong)] }]);
  return { course, intro, taught, quiz, learner, questionId: question.id, optionOf };
}
