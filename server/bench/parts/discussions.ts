import { randomUUID } from 'node:crypto';
import { courseQuestions, unansweredQuestions } from '../../src/learning/discussion/discussion-listing.service';
import { createQuiz } from '../../src/learning/quiz/quiz-authoring.service';
import { startQuizAttempt, submitQuizAttempt } from '../../src/learning/quiz/quiz-taking.service';
import type { RequestScope } from '../../src/shared/scope';
import { createCourse } from '../../test/course-factories';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { EVERY_KIND } from '../../test/quiz-factories';
import { sampleAt, sortedTimings } from '../lib/timing';

/** The range: the first page stays within 1.5× from 100 to 100,000 posts (p50). */
const SIZES = [100, 10_000, 100_000];
/** Timed runs per list and size, after as many untimed ones: the part is meant to run briefly. */
const RUNS = 200;

export interface DiscussionsStep {
  posts: number;
  lectureFirstPageP50Ms: number;
  lectureFirstPageP95Ms: number;
  inboxFirstPageP50Ms: number;
  inboxFirstPageP95Ms: number;
}

/** Submitting an attempt (the server scores it), with that many of the learner's attempts at the quiz before it. */
export interface QuizSubmitStep {
  priorAttempts: number;
  submitP50Ms: number;
  submitP95Ms: number;
}

export interface DiscussionsResult {
  runs: number;
  steps: DiscussionsStep[];
  /** Absent from results measured before it was part of the bench. */
  quizSubmit?: QuizSubmitStep[];
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

async function time(run: () => Promise<unknown>) {
  const samples = await sortedTimings(RUNS, run);
  return { p50: round(sampleAt(samples, 0.5)), p95: round(sampleAt(samples, 0.95)) };
}

/** The other budget: a submit costs the same with 10 earlier attempts as with 1,000 (p50 within 1.5×). */
const PRIOR_ATTEMPTS = [10, 1_000];
const SUBMIT_RUNS = 50;

/**
 * Submits of a quiz of every kind of question by one learner, each after an untimed start, with PRIOR_ATTEMPTS of
 * their submitted attempts already stored (written by generate_series as graded rows).
 */
async function timeQuizSubmits(
  app: TestApp,
  scope: () => RequestScope,
  courseId: string,
  log: (line: string) => void,
): Promise<QuizSubmitStep[]> {
  const quiz = await createQuiz(scope(), courseId, {
    title: 'Bench quiz',
    afterLectureId: null,
    passMarkPercent: 70,
    attemptsAllowed: null,
    waitMinutes: 0,
    timeLimitSeconds: null,
    questions: EVERY_KIND,
  });
  const steps: QuizSubmitStep[] = [];
  let made = 0;
  for (const prior of PRIOR_ATTEMPTS) {
    const viewerId = scope().viewer?.id ?? '';
    await app.orm.em.fork().execute(
      `insert into quiz_attempts (id, quiz_id, user_id, number, version, presented, started_at, submitted_at, graded,
         score_points, max_points, score_percent, passed, late)
       select gen_random_uuid(), ?, ?, n, 1, '[]'::jsonb, now(), now(), '[]'::jsonb, 0, 10, 0, false, false
       from generate_series(
         (select coalesce(max(number), 0) + 1 from quiz_attempts where quiz_id = ? and user_id = ?),
         (select coalesce(max(number), 0) from quiz_attempts where quiz_id = ? and user_id = ?) + ${prior - made}
       ) as n`,
      [quiz.id, viewerId, quiz.id, viewerId, quiz.id, viewerId],
    );
    made = prior;
    await app.orm.em.fork().execute('vacuum analyze quiz_attempts');
    const samples: number[] = [];
    for (let run = 0; run < SUBMIT_RUNS; run += 1) {
      const attempt = await startQuizAttempt(scope(), quiz.id);
      const started = process.hrtime.bigint();
      await submitQuizAttempt(scope(), attempt.id, []);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
      made += 1;
    }
    samples.sort((a, b) => a - b);
    const step = {
      priorAttempts: prior,
      submitP50Ms: round(sampleAt(samples, 0.5)),
      submitP95Ms: round(sampleAt(samples, 0.95)),
    };
    log(`  a submit after ${prior.toLocaleString('en-US')} attempts: p50 ${step.submitP50Ms} ms`);
    steps.push(step);
  }
  return steps;
}

/**
 * A lecture's Q&A at growing sizes: questions (a third of them answered) generated with generate_series under one
 * lecture, then the first page of the lecture's questions (the screen's call: two statements) and of the admins'
 * unanswered inbox, timed in-process as whole service calls.
 */
export async function runDiscussions(log: (line: string) => void): Promise<DiscussionsResult> {
  const app = await startTestApp();
  try {
    const { course, lectures } = await createCourse(app, { title: 'Bench Q&A' }, { lectures: 1 });
    const lectureId = lectures[0]?.id ?? '';
    const { user } = await createUser(app, { subscriptionStatus: 'active' });
    const viewer = { id: user.id, role: 'ADMIN' as const, subscriptionActive: true, sessionId: randomUUID() };
    const scope = (): RequestScope => ({ em: app.orm.em.fork(), viewer, ip: '127.0.0.1', deps: app.deps });
    const steps: DiscussionsStep[] = [];
    let made = 0;
    for (const size of SIZES) {
      await app.orm.em.fork().execute(
        `insert into discussion_posts (id, lecture_id, course_id, author_id, title, body, upvotes, answered_at, created_at)
         select gen_random_uuid(), ?, ?, ?, 'Question ' || i, 'Why ' || i || '?', i % 17,
           case when i % 3 = 0 then now() end, now() - make_interval(secs => i)
         from generate_series(${made + 1}, ${size}) as i`,
        [lectureId, course.id, user.id],
      );
      made = size;
      // As autovacuum keeps it in production: the visibility map lets the counts read the partial indexes alone.
      await app.orm.em.fork().execute('vacuum analyze discussion_posts');
      const lecture = await time(() => courseQuestions(scope(), course.id, { lectureId, first: 24 }));
      const inbox = await time(() => unansweredQuestions(scope(), { first: 24 }));
      log(`  ${size.toLocaleString('en-US')} posts: lecture p50 ${lecture.p50} ms, inbox p50 ${inbox.p50} ms`);
      steps.push({
        posts: size,
        lectureFirstPageP50Ms: lecture.p50,
        lectureFirstPageP95Ms: lecture.p95,
        inboxFirstPageP50Ms: inbox.p50,
        inboxFirstPageP95Ms: inbox.p95,
      });
    }
    const quizSubmit = await timeQuizSubmits(app, scope, course.id, log);
    return { runs: RUNS, steps, quizSubmit };
  } finally {
    await app.close();
  }
}
