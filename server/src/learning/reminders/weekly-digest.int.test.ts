import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
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
import { missQuestion } from '../../../test/review-fixtures';
import { setMailSubscription } from '../../identity/user/mail-opt-outs';
import { type JobQueue, QUEUES } from '../../jobs/job-queue';
import { newCertificateCode } from '../progress/certificate.service';
import { startWeeklyDigest, weeklyDigestJob } from './weekly-digest.job';

// A Friday of the week told of (Monday 2027-03-08 to Sunday 2027-03-14, UTC).
const clock = new ManualClock(new Date('2027-03-12T10:00:00.000Z'));
const MONDAY_MORNING = new Date('2027-03-15T09:00:00.000Z');
let app: TestApp;
let smtp: MailCatcher;
withReminderApp(clock, async (started) => {
  ({ app, smtp } = started);
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
    // A learning path of the course and one more; a learner who finished the first (its certificate) is told the next.
    const { course: nextCourse } = await createCourse(app, { title: 'Indexes and plans' }, { lectures: 1 });
    const pathId = crypto.randomUUID();
    await em().execute(
      `insert into learning_paths (id, slug, title, description, outcome, published, created_at, updated_at)
         values (?, 'postgres-engineer', 'Postgres engineer', 'Two courses', 'Run Postgres', true, now(), now())`,
      [pathId],
    );
    await em().execute(
      'insert into path_courses (path_id, course_id, position, requires_previous) values (?, ?, 1, false), (?, ?, 2, false)',
      [pathId, course.id, pathId, nextCourse.id],
    );
    const onPath = await createUser(app, { subscriptionStatus: 'active' });
    await progress(onPath.user.id, first, course.id, '2027-03-10T10:00:00Z');
    await em().execute(
      `insert into certificates (code, user_id, course_id, learner_name, issued_at) values (?, ?, ?, 'On Path', now())`,
      [newCertificateCode(), onPath.user.id, course.id],
    );
    await progress(admin.user.id, first, course.id, null);

    clock.set(MONDAY_MORNING);
    // One pass of many starts the week. The workers' own periodic pass reads the moved clock too and may be that one:
    // the run's single row below and each learner's single mail say the week started once, whoever started it.
    const started = await Promise.all([startWeeklyDigest(app.deps), startWeeklyDigest(app.deps)]);
    expect(started.filter((week) => week === '2027-03-08').length).toBeLessThanOrEqual(1);

    const [mail] = await smtp.waitFor((each) => each.to === busy.user.email);
    expect(mail?.subject).toBe('Your week: 25 minutes of learning');
    expect(mail?.text).toMatch(/Last week \(8\s–\s14 March\) you watched 25 minutes and completed 1 lecture\./u);
    expect(mail?.text).toContain('You reached your weekly goal of 20 minutes.');
    expect(mail?.text).toContain(`Next up in “Postgres in practice” (1 of 3 lectures done): “${second.title}”.`);
    // The mail's links to the app go through the tracked link, which counts the digest opened and lands on the page.
    const continueLink = linkAfter(mail?.text, 'Continue “Postgres in practice”: ');
    expect(await openTrackedLink(app, continueLink)).toBe(
      `http://client.test/course/displaylectures?course=${course.id}&lecture=${second.id}`,
    );
    const pathLink = linkAfter(
      mail?.text,
      'On your path “Postgres engineer” (0 of 2 courses done), next: “Postgres in practice”. ',
    );
    expect(await openTrackedLink(app, pathLink)).toBe('http://client.test/paths/postgres-engineer');
    expect(mail?.text).not.toContain('daily review');
    const [pathMail] = await smtp.waitFor((each) => each.to === onPath.user.email);
    expect(pathMail?.text).toContain(
      'On your path “Postgres engineer” (1 of 2 courses done), next: “Indexes and plans”.',
    );
    expect(mail?.text).toMatch(/Stop the weekly digest: http:\/\/client\.test\/unsubscribe\?token=/);
    const unsubscribe = mail?.parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post');
    expect(unsubscribe?.line).toContain('List-Unsubscribe=One-Click');

    const [review] = await smtp.waitFor((each) => each.to === reviewing.learner.user.email);
    expect(review?.subject).toBe('Your week of learning');
    expect(review?.text).toMatch(/You did not watch a lecture last week \(8\s–\s14 March\)\./u);
    expect(await openTrackedLink(app, linkAfter(review?.text, '1 question waits in your daily review: '))).toBe(
      'http://client.test/review',
    );
    expect(review?.text).not.toContain('On your path');

    const run = await em()
      .getConnection()
      .execute<{ mailed: number; finished_at: Date | null }[]>(
        `select mailed, finished_at from weekly_digest_runs where week = '2027-03-08'`,
      );
    expect(run).toHaveLength(1);
    expect(run[0]?.mailed).toBe(3);
    // Not finished: it is not yet Monday 8:00 everywhere (west of UTC learners are due later; see below).
    expect(run[0]?.finished_at).toBeNull();
    for (const nobody of [optedOut, neverStarted, admin]) expect(await digestsTo(nobody.user.email)).toBe(0);
    // The next pass's sweep finds nobody new due: nothing more is mailed.
    expect(await startWeeklyDigest(app.deps)).toBeNull();
    expect(await digestsTo(busy.user.email)).toBe(1);

    // Three digests went out and two learners opened theirs (the busy one twice: counted once). A token this server
    // did not sign counts nothing and still lands on its page; a `to` naming another site lands on the app's home.
    const forged = new URL(continueLink);
    forged.pathname = `${forged.pathname.slice(0, -4)}AAAA`;
    expect(await openTrackedLink(app, forged.href)).toMatch(/^http:\/\/client\.test\/course\/displaylectures\?/);
    forged.search = '?to=%2F%2Fevil.example%2F';
    expect(await openTrackedLink(app, forged.href)).toBe('http://client.test/');
    // Signed in now: the clock moved past the sessions of the learners and ADMIN made on Friday.
    const analyst = await createUser(app, { role: 'ADMIN' });
    const overview = await gql<{
      engagementOverview: { reminders: { channel: string; sent: number; clicked: number }[] };
    }>(app, '{ engagementOverview { reminders { channel sent clicked } } }', {}, analyst);
    expect(overview.errors).toBeUndefined();
    expect(overview.data?.engagementOverview.reminders).toEqual([
      { channel: 'DIGEST', sent: 3, clicked: 2 },
      { channel: 'NUDGE', sent: 0, clicked: 0 },
      { channel: 'PUSH', sent: 0, clicked: 0 },
    ]);
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

  it("mails each learner from Monday's hour in their own time zone, and ends the week once every zone's has come", async () => {
    const { course, lectures } = await createCourse(app, { title: 'Time zones' }, { lectures: 1 });
    const lecture = lectures[0] as { id: string };
    const inZone = async (timeZone: string | null) => {
      const learner = await createUser(app, { subscriptionStatus: 'active' });
      await em().execute('update users set time_zone = ? where id = ?', [timeZone, learner.user.id]);
      await progress(learner.user.id, lecture, course.id, null);
      return learner;
    };
    const kolkata = await inZone('Asia/Kolkata'); // UTC+5:30
    const utc = await inZone(null);
    const losAngeles = await inZone('America/Los_Angeles'); // UTC−7 in March 2027
    const week = '2027-03-15';
    const digestsOfWeek = () =>
      em()
        .getConnection()
        .execute<{ user_id: string }[]>(`select user_id from reminder_messages where channel = 'DIGEST' and ref = ?`, [
          week,
        ]);
    const sweepAt = async (at: string) => {
      clock.set(new Date(at));
      await startWeeklyDigest(app.deps);
      // A sweep is done when its last batch put the cursor back, after this moment.
      await vi.waitFor(async () => {
        const [run] = await em()
          .getConnection()
          .execute<{ cursor: string | null; sweep_started_at: string | null }[]>(
            'select cursor, sweep_started_at from weekly_digest_runs where week = ?',
            [week],
          );
        expect(run?.cursor).toBeNull();
        expect(Date.parse(String(run?.sweep_started_at))).toBeGreaterThanOrEqual(Date.parse(at));
        // And its job is over: while the batch that ended the sweep is still active, the queue (one job per key) would
        // refuse the next sweep's first batch, which starts from the same cursor.
        const [open] = await em()
          .getConnection()
          .execute<{ n: string }[]>(
            `select count(*) as n from pgboss.job where name = ? and state in ('created', 'retry', 'active')`,
            [QUEUES.weeklyDigest],
          );
        expect(Number(open?.n)).toBe(0);
      }, POLL);
      return new Set((await digestsOfWeek()).map((row) => row.user_id));
    };

    // Monday 03:00 UTC is 08:30 in Kolkata: only that learner is due.
    let mailed = await sweepAt('2027-03-22T03:00:00.000Z');
    expect([kolkata, utc, losAngeles].map((learner) => mailed.has(learner.user.id))).toEqual([true, false, false]);
    await smtp.waitFor((each) => each.to === kolkata.user.email);
    // 09:00 UTC: the UTC learner too; Los Angeles is at 02:00.
    mailed = await sweepAt('2027-03-22T09:00:00.000Z');
    expect([kolkata, utc, losAngeles].map((learner) => mailed.has(learner.user.id))).toEqual([true, true, false]);
    // 16:00 UTC is 09:00 in Los Angeles.
    mailed = await sweepAt('2027-03-22T16:00:00.000Z');
    expect(mailed.has(losAngeles.user.id)).toBe(true);
    await smtp.waitFor((each) => each.to === losAngeles.user.email);
    // Every zone's Monday 8:00 has come by 20:00 UTC: a sweep from then on finishes the week.
    await sweepAt('2027-03-22T21:00:00.000Z');
    const [run] = await em()
      .getConnection()
      .execute<{ finished_at: Date | null }[]>('select finished_at from weekly_digest_runs where week = ?', [week]);
    expect(run?.finished_at).not.toBeNull();
    for (const learner of [kolkata, utc, losAngeles]) expect(await digestsTo(learner.user.email)).toBe(1);
  });
});
