import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import type { MailCatcher } from '../../../test/mail-catcher';
import { POLL } from '../../../test/poll';
import { outboxCount, progressAsOf, startReminderApp, stopReminderApp } from '../../../test/reminder-fixtures';
import { missQuestion } from '../../../test/review-fixtures';
import { setMailSubscription } from '../../identity/user/mail-opt-outs';
import type { JobQueue } from '../../jobs/job-queue';
import { startWeeklyDigest, weeklyDigestJob } from './weekly-digest.job';

// A Friday of the week told of (Monday 2027-03-08 to Sunday 2027-03-14, UTC).
const clock = new ManualClock(new Date('2027-03-12T10:00:00.000Z'));
const MONDAY_MORNING = new Date('2027-03-15T09:00:00.000Z');
let app: TestApp;
let smtp: MailCatcher;
beforeAll(async () => {
  ({ app, smtp } = await startReminderApp(clock));
  // On this Friday the week before (from 2027-03-01) is still owed its digest, which the workers' periodic pass sends
  // whenever it comes: done here before any learner exists, so no pass mails the tests' learners about that week.
  await startWeeklyDigest(app.deps);
  await vi.waitFor(async () => {
    const [run] = await em().execute<{ finished_at: Date | null }[]>(
      `select finished_at from weekly_digest_runs where week = '2027-03-01'`,
    );
    expect(run?.finished_at).toBeTruthy();
  }, POLL);
});
afterAll(() => stopReminderApp({ app, smtp }));

const em = () => app.orm.em.fork();

const progress = (userId: string, lecture: { id: string }, courseId: string, completedAt: string | null) =>
  progressAsOf(app, {
    userId,
    lectureId: lecture.id,
    courseId,
    completedAt,
    updatedAt: completedAt ?? '2027-03-09T10:00:00Z',
  });

async function watched(userId: string, lecture: { id: string }, courseId: string, startedAt: string, minutes: number) {
  await em().execute(
    `insert into viewing_sessions (id, user_id, lecture_id, course_id, auth_session_id, duration_seconds, started_at,
       last_seen_at, ended_at, delivered, watched, watched_total)
     values (gen_random_uuid(), ?, ?, ?, gen_random_uuid(), 600, ?, ?, ?, '[]', '[]', ?)`,
    [userId, lecture.id, courseId, startedAt, startedAt, startedAt, minutes * 60],
  );
}

/** Weekly digests to `recipient` in the outbox. */
const digestsTo = (recipient: string) => outboxCount(app, recipient, 'Your week%');

describe('the weekly digest', () => {
  it('mails each learner who started a course one digest of last week, with what is next and their review', async () => {
    const { course, lectures } = await createCourse(app, { title: 'Postgres in practice' }, { lectures: 3 });
    const [first, second] = lectures.map((lecture) => ({ id: lecture.id, title: lecture.title })) as [
      { id: string; title: string },
      { id: string; title: string },
    ];
    const busy = await createUser(app, { subscriptionStatus: 'active', fullName: 'Asha Learner' });
    await progress(busy.user.id, first, course.id, '2027-03-09T10:20:00Z');
    await watched(busy.user.id, first, course.id, '2027-03-09T10:00:00Z', 25);
    await watched(busy.user.id, first, course.id, '2027-03-07T23:00:00Z', 40); // the week before: not counted
    await em().execute('insert into learning_goals (user_id, weekly_minutes, updated_at) values (?, 20, now())', [
      busy.user.id,
    ]);
    // A learner who missed a quiz question on Friday: it is due on Saturday, so the digest counts it.
    const reviewing = await missQuestion(app);
    await progress(reviewing.learner.user.id, reviewing.intro, reviewing.course.id, null);
    const optedOut = await createUser(app, { subscriptionStatus: 'active' });
    await progress(optedOut.user.id, first, course.id, null);
    await setMailSubscription(em(), optedOut.user.id, 'WEEKLY_DIGEST', false);
    const neverStarted = await createUser(app, { subscriptionStatus: 'active' });
    const admin = await createUser(app, { role: 'ADMIN' });
    await progress(admin.user.id, first, course.id, null);

    clock.set(MONDAY_MORNING);
    // Before Monday's WEEKLY_DIGEST_HOUR (8 UTC) nothing starts; from it, one pass of many starts the week. The
    // workers' own periodic pass reads the moved clock too and may be that one: the run's single row below and each
    // learner's single mail say the week started once, whoever started it.
    expect(await startWeeklyDigest(app.deps, new Date('2027-03-15T07:59:00.000Z'))).toBeNull();
    const started = await Promise.all([startWeeklyDigest(app.deps), startWeeklyDigest(app.deps)]);
    expect(started.filter((week) => week === '2027-03-08').length).toBeLessThanOrEqual(1);

    const [mail] = await smtp.waitFor((each) => each.to === busy.user.email);
    expect(mail?.subject).toBe('Your week: 25 minutes of learning');
    expect(mail?.text).toMatch(/Last week \(8\s–\s14 March\) you watched 25 minutes and completed 1 lecture\./u);
    expect(mail?.text).toContain('You reached your weekly goal of 20 minutes.');
    expect(mail?.text).toContain(`Next up in “Postgres in practice” (1 of 3 lectures done): “${second.title}”.`);
    expect(mail?.text).toContain(
      `Continue “Postgres in practice”: http://client.test/course/displaylectures?course=${course.id}&lecture=${second.id}`,
    );
    expect(mail?.text).not.toContain('daily review');
    expect(mail?.text).toMatch(/Stop the weekly digest: http:\/\/client\.test\/unsubscribe\?token=/);
    const unsubscribe = mail?.parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post');
    expect(unsubscribe?.line).toContain('List-Unsubscribe=One-Click');

    const [review] = await smtp.waitFor((each) => each.to === reviewing.learner.user.email);
    expect(review?.subject).toBe('Your week of learning');
    expect(review?.text).toMatch(/You did not watch a lecture last week \(8\s–\s14 March\)\./u);
    expect(review?.text).toContain('1 question waits in your daily review: http://client.test/review');

    const run = await em()
      .getConnection()
      .execute<{ mailed: number; finished_at: Date | null }[]>(
        `select mailed, finished_at from weekly_digest_runs where week = '2027-03-08'`,
      );
    expect(run).toHaveLength(1);
    expect(run[0]?.mailed).toBe(2);
    expect(run[0]?.finished_at).not.toBeNull();
    for (const nobody of [optedOut, neverStarted, admin]) expect(await digestsTo(nobody.user.email)).toBe(0);
    // The pass of the same week finds it done: nothing more is queued.
    expect(await startWeeklyDigest(app.deps)).toBeNull();
    expect(await digestsTo(busy.user.email)).toBe(1);
  });

  it('goes batch by batch from the committed cursor: a batch that fails sends nothing, racing batches none twice', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const learners = await Promise.all(
      Array.from({ length: 5 }, () => createUser(app, { subscriptionStatus: 'active' })),
    );
    for (const learner of learners) await progress(learner.user.id, lectures[0] as { id: string }, course.id, null);
    const week = '2027-02-22';
    await em().execute(
      `insert into weekly_digest_runs (week, cursor, mailed, started_at, finished_at) values (?, null, 0, now(), null)`,
      [week],
    );
    const job = { id: 'test', data: { week }, attempt: 0, signal: new AbortController().signal };

    // A batch whose last step fails (the next batch cannot be queued) rolls back with its mails.
    const refusing: JobQueue = Object.assign(Object.create(app.deps.jobs) as JobQueue, {
      enqueue: () => Promise.reject(new Error('the queue is out of reach')),
    });
    await expect(weeklyDigestJob({ ...app.deps, jobs: refusing }, 2)(job)).rejects.toThrow('out of reach');
    for (const learner of learners) expect(await digestsTo(learner.user.email)).toBe(0);

    // Three batches at once take turns on the run's row; the rest is the queued next batch's.
    await Promise.all([1, 2, 3].map(() => weeklyDigestJob(app.deps, 2)(job)));
    const mails = await Promise.all(learners.map((learner) => smtp.waitFor((each) => each.to === learner.user.email)));
    for (const [mail] of mails) expect(mail?.text).toMatch(/last week \(22\s–\s28 February\)/u);
    for (const learner of learners) expect(await digestsTo(learner.user.email)).toBe(1);
  });
});
