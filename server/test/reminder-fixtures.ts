import { afterAll, beforeAll, expect } from 'vitest';
import type { ManualClock } from './clock';
import { startTestApp, type TestApp } from './harness';
import { type MailCatcher, startMailCatcher } from './mail-catcher';

/**
 * A learner's progress on a lecture written as of `updatedAt` (their last activity, which the reminders read), and
 * completed at `completedAt` if given: the reminders' tests set the past directly rather than living through it.
 */
export async function progressAsOf(
  app: TestApp,
  row: { userId: string; lectureId: string; courseId: string; updatedAt: string; completedAt?: string | null },
) {
  await app.orm.em.fork().execute(
    `insert into lecture_progress (user_id, lecture_id, course_id, position_seconds, completed_at, updated_at)
       values (?, ?, ?, 10, ?, ?)
       on conflict (user_id, lecture_id) do update set completed_at = excluded.completed_at, updated_at = excluded.updated_at`,
    [row.userId, row.lectureId, row.courseId, row.completedAt ?? null, row.updatedAt],
  );
}

/** How many mails to `recipient` whose subject matches the LIKE `pattern` are in the outbox (sent ones keep it). */
export async function outboxCount(app: TestApp, recipient: string, pattern: string) {
  const [row] = await app.orm.em
    .fork()
    .getConnection()
    .execute<{ n: string }[]>(`select count(*) as n from outbox where recipient = ? and subject like ?`, [
      recipient,
      pattern,
    ]);
  return Number(row?.n);
}

/**
 * Starts the app with its workers on `clock`, mailing to a catcher of its own, before a reminders suite's tests, and
 * stops both after them. `ready` waits out what the workers' first pass does at start, before the tests write learners.
 */
export function withReminderApp(
  clock: ManualClock,
  ready: (started: { app: TestApp; smtp: MailCatcher }) => Promise<void>,
) {
  let smtp: MailCatcher | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startMailCatcher();
    app = await startTestApp({ SMTP_URL: smtp.url, CLIENT_URL: 'http://client.test' }, { workers: true, clock });
    await ready({ app, smtp });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
}

/** The link a reminder's text gives after `label` (e.g. 'Continue “Kafka by example”: '). */
export function linkAfter(text: string | undefined, label: string): string {
  const start = text?.indexOf(label) ?? -1;
  if (!text || start < 0) throw new Error(`no "${label}" in the mail`);
  return text.slice(start + label.length).split(/\s/)[0] ?? '';
}

/**
 * Opens a reminder's tracked link (PUBLIC_URL's /go/<token>) on the test's server and returns where it redirects: the
 * link is asked of the app's own address, which the test config's PUBLIC_URL does not name.
 */
export async function openTrackedLink(app: TestApp, link: string): Promise<string | null> {
  const { pathname, search } = new URL(link);
  expect(pathname).toMatch(/^\/go\//);
  const response = await fetch(`${app.url}${pathname}${search}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return response.headers.get('location');
}
