import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import type { MailCatcher } from '../../../test/mail-catcher';
import { POLL } from '../../../test/poll';
import {
  linkAfter,
  openTrackedLink,
  outboxCount,
  progressAsOf,
  withReminderApp,
} from '../../../test/reminder-fixtures';
import { setMailSubscription } from '../../identity/user/mail-opt-outs';
import type { JobQueue } from '../../jobs/job-queue';
import { idleNudgeJob, queueIdleNudges } from './idle-nudge.job';

// Thursday 1 April 2027, within the reminders' window (IDLE_NUDGE_HOUR 9 UTC, for two hours).
const NOW = new Date('2027-04-01T09:30:00.000Z');
const DAY_MS = 86_400_000;
const clock = new ManualClock(NOW);
let app: TestApp;
let smtp: MailCatcher;
withReminderApp(clock, async (started) => {
  ({ app, smtp } = started);
  // The workers' first pass queues this hour's batch at start. Waited out: while it runs, the tests' own batch of the
  // same hour would be refused, and that batch, having read the learners before the test wrote them, would mail none.
  await vi.waitFor(async () => {
    const states = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ state: string }[]>(`select state from pgboss.job where name = 'nudge.idle'`);
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((job) => job.state === 'completed')).toBe(true);
  }, POLL);
});

const daysAgo = (days: number, from = clock.now()) => new Date(from.getTime() - days * DAY_MS).toISOString();
/** A reminder to this learner, not their weekly digest (the workers' pass may send one as the clock moves on). */
const nudgeTo = (recipient: string) => (mail: { to: string; subject: string }) =>
  mail.to === recipient && (mail.subject.startsWith('Pick up') || mail.subject === 'Find your next course');
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

    // With IDLE_NUDGE_DAYS at 0 nothing is ever queued.
    expect(await queueIdleNudges({ ...app.deps, config: { ...app.deps.config, idleNudgeDays: 0 } })).toBe(false);
    // This hour's batch: the start's has run (beforeAll), so the queue takes it.
    expect(await queueIdleNudges(app.deps)).toBe(true);

    const [mail] = await smtp.waitFor(nudgeTo(drifting.user.email));
    expect(mail?.subject).toBe('Pick up “Kafka by example” where you left off');
    expect(mail?.text).toContain('Hello Ravi Learner,');
    expect(mail?.text).toContain('It has been 12 days since your last lecture.');
    expect(mail?.text).toContain(`Next up in “Kafka by example” (1 of 3 lectures done): “${second.title}”.`);
    expect(await openTrackedLink(app, linkAfter(mail?.text, 'Continue “Kafka by example”: '))).toBe(
      `http://client.test/course/displaylectures?course=${course.id}&lecture=${second.id}`,
    );
    expect(mail?.text).not.toContain('last reminder');
    expect(mail?.text).toMatch(
      /Stop reminders after a break from learning: http:\/\/client\.test\/unsubscribe\?token=/,
    );
    const oneClick = mail?.parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post');
    expect(oneClick?.line).toContain('List-Unsubscribe=One-Click');
    const [done] = await smtp.waitFor(nudgeTo(finished.user.email));
    expect(done?.subject).toBe('Find your next course');
    expect(await openTrackedLink(app, linkAfter(done?.text, 'Browse courses: '))).toBe('http://client.test/courses');
    const opened = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ email: string; clicked: boolean }[]>(
        `select u.email, m.clicked_at is not null as clicked from reminder_messages m join users u on u.id = m.user_id
         where m.channel = 'NUDGE'`,
      );
    expect(opened).toHaveLength(2);
    expect(opened).toEqual(
      expect.arrayContaining([drifting, finished].map((learner) => ({ email: learner.user.email, clicked: true }))),
    );

    // Another batch the same day finds nobody owed one.
    await runBatch();
    expect(await nudgesTo(drifting.user.email)).toBe(1);
    for (const nobody of [recent, optedOut, admin]) expect(await nudgesTo(nobody.user.email)).toBe(0);

    // A week on, still away: the second and last reminder; a week after that, none.
    clock.set(new Date(NOW.getTime() + 7 * DAY_MS));
    await runBatch();
    const [, last] = await smtp.waitFor(nudgeTo(drifting.user.email), { count: 2 });
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
    const [, , again] = await smtp.waitFor(nudgeTo(drifting.user.email), { count: 3 });
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
    await Promise.all(learners.map((learner) => smtp.waitFor(nudgeTo(learner.user.email))));
    for (const learner of learners) expect(await nudgesTo(learner.user.email)).toBe(1);
  });

  it("remind each learner after their own choice of days, the server's default for the rest", async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const lecture = lectures[0] as { id: string };
    const idleFor = async (days: number) => {
      const learner = await createUser(app, { subscriptionStatus: 'active' });
      await progressAsOf(app, {
        userId: learner.user.id,
        lectureId: lecture.id,
        courseId: course.id,
        updatedAt: daysAgo(days),
      });
      return learner;
    };
    const SET = 'mutation Set($days: Int) { setIdleReminderDays(days: $days) { days chosen } }';
    const eager = await idleFor(4);
    expect((await gql(app, SET, { days: 3 }, eager)).data).toEqual({ setIdleReminderDays: { days: 3, chosen: true } });
    const patient = await idleFor(10);
    await gql(app, SET, { days: 14 }, patient);
    const changedMind = await idleFor(8);
    await gql(app, SET, { days: 30 }, changedMind);
    // Back to the server's 7 days.
    expect((await gql(app, SET, { days: null }, changedMind)).data).toEqual({
      setIdleReminderDays: { days: 7, chosen: false },
    });
    const usual = await idleFor(4);
    expect(errorCode(await gql(app, SET, { days: 1 }, usual))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(app, SET, { days: 91 }, usual))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(app, SET, { days: 7 }))).toBe('UNAUTHENTICATED');

    await runBatch();
    await Promise.all([smtp.waitFor(nudgeTo(eager.user.email)), smtp.waitFor(nudgeTo(changedMind.user.email))]);
    expect(await nudgesTo(eager.user.email)).toBe(1);
    expect(await nudgesTo(changedMind.user.email)).toBe(1);
    expect(await nudgesTo(patient.user.email)).toBe(0);
    expect(await nudgesTo(usual.user.email)).toBe(0);
    const read = await gql(app, 'query { idleReminder { days chosen } }', {}, patient);
    expect(read.data).toEqual({ idleReminder: { days: 14, chosen: true } });
  });

  it("remind each learner inside the window of their own day: their time zone's, else UTC's", async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const lecture = lectures[0] as { id: string };
    const idleIn = async (timeZone: string | null) => {
      const learner = await createUser(app, { subscriptionStatus: 'active' });
      await progressAsOf(app, {
        userId: learner.user.id,
        lectureId: lecture.id,
        courseId: course.id,
        updatedAt: daysAgo(9),
      });
      const SET = 'mutation Zone($timeZone: String) { setTimeZone(timeZone: $timeZone) { timeZone } }';
      const set = await gql<{ setTimeZone: { timeZone: string | null } }>(app, SET, { timeZone }, learner);
      expect(set.data?.setTimeZone.timeZone).toBe(timeZone);
      return learner;
    };
    const india = await idleIn('Asia/Kolkata');
    const london = await idleIn(null);
    const refused = await gql(app, 'mutation { setTimeZone(timeZone: "Mars/Olympus") { id } }', {}, london);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');

    // 03:45 UTC is 09:15 in Kolkata, inside its window; in London (UTC) it is night.
    clock.set(new Date('2027-04-01T03:45:00.000Z'));
    await runBatch();
    await smtp.waitFor(nudgeTo(india.user.email));
    expect(await nudgesTo(india.user.email)).toBe(1);
    expect(await nudgesTo(london.user.email)).toBe(0);
    // 09:30 UTC: London's window; Kolkata's (15:00 there) is over, and its learner was reminded already.
    clock.set(NOW);
    await runBatch();
    await smtp.waitFor(nudgeTo(london.user.email));
    expect(await nudgesTo(london.user.email)).toBe(1);
    expect(await nudgesTo(india.user.email)).toBe(1);
  });
});
