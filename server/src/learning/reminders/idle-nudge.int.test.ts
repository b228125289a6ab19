import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import type { MailCatcher } from '../../../test/mail-catcher';
import { outboxCount, progressAsOf, startReminderApp, stopReminderApp } from '../../../test/reminder-fixtures';
import { setMailSubscription } from '../../identity/user/mail-opt-outs';
import type { JobQueue } from '../../jobs/job-queue';
import { idleNudgeJob, queueIdleNudges } from './idle-nudge.job';

// Thursday 1 April 2027, within the reminders' window (IDLE_NUDGE_HOUR 9 UTC, for two hours).
const NOW = new Date('2027-04-01T09:30:00.000Z');
const DAY_MS = 86_400_000;
const clock = new ManualClock(NOW);
let app: TestApp;
let smtp: MailCatcher;
beforeAll(async () => {
  ({ app, smtp } = await startReminderApp(clock));
});
afterAll(() => stopReminderApp({ app, smtp }));

const daysAgo = (days: number, from = clock.now()) => new Date(from.getTime() - days * DAY_MS).toISOString();
const nudgesTo = async (recipient: string) =>
  (await outboxCount(app, recipient, 'Pick up%')) + (await outboxCount(app, recipient, 'Find your next course'));
const runBatch = (deps = app.deps, batchSize?: number) =>
  idleNudgeJob(
    deps,
    batchSize,
  )({ id: 'test', data: { day: '2027-04-01' }, attempt: 0, signal: new AbortController().signal });

describe('idle reminders', () => {
  it('remind a learner idle for IDLE_NUDGE_DAYS where they left off, twice at most, and again once they are back', async () => {
    const { course, lectures } = await createCourse(app, { title: 'Kafka by example' }, { lectures: 3 });
    const [first, second] = lectures.map((lecture) => ({ id: lecture.id, title: lecture.title })) as [
      { id: string; title: string },
      { id: string; title: string },
    ];
    /** `user` watched `lecture` `days` ago, and completed it then when `completed`. */
    const watchedAgo = (user: { user: { id: string } }, lecture: { id: string }, days: number, completed = false) =>
      progressAsOf(app, {
        userId: user.user.id,
        lectureId: lecture.id,
        courseId: course.id,
        updatedAt: daysAgo(days),
        completedAt: completed ? daysAgo(days) : null,
      });
    const drifting = await createUser(app, { subscriptionStatus: 'active', fullName: 'Ravi Learner' });
    await watchedAgo(drifting, first, 12, true);
    const finished = await createUser(app, { subscriptionStatus: 'active' });
    for (const lecture of lectures) {
      await watchedAgo(finished, lecture, 9, true);
    }
    const recent = await createUser(app, { subscriptionStatus: 'active' });
    await watchedAgo(recent, first, 2);
    const optedOut = await createUser(app, { subscriptionStatus: 'active' });
    await watchedAgo(optedOut, first, 20);
    await setMailSubscription(app.orm.em.fork(), optedOut.user.id, 'IDLE_NUDGE', false);
    const admin = await createUser(app, { role: 'ADMIN' });
    await watchedAgo(admin, first, 20);

    // Nothing is queued outside the window: none at night.
    expect(await queueIdleNudges(app.deps, new Date('2027-04-01T08:59:00.000Z'))).toBe(false);
    expect(await queueIdleNudges(app.deps, new Date('2027-04-01T11:00:00.000Z'))).toBe(false);
    // Inside it a batch is queued (the workers' pass at start may have queued one too: whichever runs second finds
    // nobody owed a reminder, as the counts below show).
    await queueIdleNudges(app.deps);

    const [mail] = await smtp.waitFor((each) => each.to === drifting.user.email);
    expect(mail?.subject).toBe('Pick up “Kafka by example” where you left off');
    expect(mail?.text).toContain('Hello Ravi Learner,');
    expect(mail?.text).toContain('It has been 12 days since your last lecture.');
    expect(mail?.text).toContain(`Next up in “Kafka by example” (1 of 3 lectures done): “${second.title}”.`);
    expect(mail?.text).toContain(
      `Continue “Kafka by example”: http://client.test/course/displaylectures?course=${course.id}&lecture=${second.id}`,
    );
    expect(mail?.text).not.toContain('last reminder');
    expect(mail?.text).toMatch(
      /Stop reminders after a break from learning: http:\/\/client\.test\/unsubscribe\?token=/,
    );
    const oneClick = mail?.parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post');
    expect(oneClick?.line).toContain('List-Unsubscribe=One-Click');
    const [done] = await smtp.waitFor((each) => each.to === finished.user.email);
    expect(done?.subject).toBe('Find your next course');
    expect(done?.text).toContain('Browse courses: http://client.test/courses');

    // Another batch the same day finds nobody owed one.
    await runBatch();
    expect(await nudgesTo(drifting.user.email)).toBe(1);
    for (const nobody of [recent, optedOut, admin]) expect(await nudgesTo(nobody.user.email)).toBe(0);

    // A week on, still away: the second and last reminder; a week after that, none.
    clock.set(new Date(NOW.getTime() + 7 * DAY_MS));
    await runBatch();
    const [, last] = await smtp.waitFor((each) => each.to === drifting.user.email, { count: 2 });
    expect(last?.text).toContain('It has been 19 days since your last lecture.');
    expect(last?.text).toContain('This is the last reminder we send until you are back');
    clock.set(new Date(NOW.getTime() + 14 * DAY_MS));
    await runBatch();
    expect(await nudgesTo(drifting.user.email)).toBe(2);

    // Back for a lecture, then away again for a week: reminded afresh, as a first reminder.
    const back = new Date(NOW.getTime() + 15 * DAY_MS);
    await progressAsOf(app, {
      userId: drifting.user.id,
      lectureId: second.id,
      courseId: course.id,
      updatedAt: back.toISOString(),
    });
    clock.set(new Date(back.getTime() + 7 * DAY_MS));
    await runBatch();
    const [, , again] = await smtp.waitFor((each) => each.to === drifting.user.email, { count: 3 });
    expect(again?.text).toContain('It has been 7 days since your last lecture.');
    expect(again?.text).not.toContain('last reminder');
    clock.set(NOW);
  });

  it('sends nothing from a batch that fails, and each learner one reminder across batches', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const learners = await Promise.all(
      Array.from({ length: 3 }, () => createUser(app, { subscriptionStatus: 'active' })),
    );
    for (const learner of learners) {
      await progressAsOf(app, {
        userId: learner.user.id,
        lectureId: (lectures[0] as { id: string }).id,
        courseId: course.id,
        updatedAt: daysAgo(8),
      });
    }
    // A full batch whose last step fails (the next batch cannot be queued) rolls back with its mails and records.
    const refusing: JobQueue = Object.assign(Object.create(app.deps.jobs) as JobQueue, {
      enqueue: () => Promise.reject(new Error('the queue is out of reach')),
    });
    await expect(runBatch({ ...app.deps, jobs: refusing }, 1)).rejects.toThrow('out of reach');
    for (const learner of learners) expect(await nudgesTo(learner.user.email)).toBe(0);

    // Batches of one: each queues the next until nobody is owed a reminder.
    await runBatch(app.deps, 1);
    await Promise.all(learners.map((learner) => smtp.waitFor((each) => each.to === learner.user.email)));
    for (const learner of learners) expect(await nudgesTo(learner.user.email)).toBe(1);
  });
});
