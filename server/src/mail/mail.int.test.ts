import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { PNG_1PX } from '../../test/fixtures/images';
import { gql, gqlUpload } from '../../test/graphql-client';
import { startTestApp, type TestApp } from '../../test/harness';
import { type MailCatcher, startMailCatcher, tokenFrom } from '../../test/mail-catcher';
import { POLL } from '../../test/poll';
import { productionEnv } from '../../test/production-env';
import { loadConfig } from '../config';
import { QUEUES } from '../jobs/job-queue';
import { queueMail, RETENTION_DAYS, reconcileOutbox, sendMailJob } from './outbox';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!, $avatar: Upload) { register(input: $input, avatar: $avatar) { user { id } } }`;
const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) { success message } }';

const register = (app: TestApp, email: string) =>
  gqlUpload(app, REGISTER, { input: { fullName: 'Ada Lovelace', email, password: 'engine1843!' }, avatar: null }, [
    { path: 'variables.avatar', filename: 'me.png', content: PNG_1PX },
  ]);

/** Jobs are polled for every second or two; a wait, not a timed assertion. */

const outboxRow = async (app: TestApp, recipient: string) => {
  const rows = await app.orm.em
    .fork()
    .execute<{ id: string; sent_at: Date | null; text: string; attempts: number; last_error: string | null }[]>(
      'select id, sent_at, text, attempts, last_error from outbox where recipient = ? order by created_at',
      [recipient],
    );
  return rows;
};

describe('mail over SMTP, from the outbox', () => {
  let smtp: MailCatcher;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startMailCatcher();
    app = await startTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'CourseHub <hello@coursehub.test>', CLIENT_URL: 'http://client.test' },
      { workers: true },
    );
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('a sign-up sends the welcome mail: text and HTML, the product name, a link back, from MAIL_FROM', async () => {
    expect((await register(app, 'ada@example.com')).errors).toBeUndefined();
    const [mail] = await smtp.waitFor((m) => m.to === 'ada@example.com');
    expect(mail?.subject).toBe('Welcome to CourseHub');
    expect(mail?.parsed.from?.text).toBe('"CourseHub" <hello@coursehub.test>');
    expect(mail?.text).toContain('Hello Ada Lovelace,');
    expect(mail?.text).toMatch(/http:\/\/client\.test\/verify-email\?token=[\w-]{43}/);
    expect(mail?.html).toContain('href="http://client.test/verify-email?token=');
    expect(mail?.html).toContain('CourseHub');
    // A whole HTML document in the mail's language, and marked as sent by a machine (no auto-replies to it).
    expect(mail?.html).toMatch(
      /^<!doctype html>\n<html lang="en"><head>\n<meta charset="utf-8">\n<meta name="viewport" [^>]+>\n<title>Welcome to CourseHub<\/title>\n<\/head><body /,
    );
    expect(mail?.parsed.headers.get('auto-submitted')).toBe('auto-generated');

    // Marked sent, under the outbox row's id as Message-ID; the body (a single-use link) is not kept.
    await expect.poll(async () => (await outboxRow(app, 'ada@example.com'))[0]?.sent_at, POLL).not.toBeNull();
    const [row] = await outboxRow(app, 'ada@example.com');
    expect(row?.text).toBe('');
    expect(mail?.messageId).toBe(`<${row?.id}@coursehub.test>`);
  });

  it('a mail the SMTP server refuses is retried with backoff until it is accepted', async () => {
    const { user } = await createUser(app, { email: 'retry@example.com' });
    smtp.refuse(true);
    await gql(app, REQUEST_RESET, { email: user.email });
    await expect.poll(async () => (await outboxRow(app, user.email))[0]?.last_error, POLL).toMatch(/451/);
    smtp.refuse(false);
    const [mail] = await smtp.waitFor((m) => m.to === user.email);
    expect(mail?.subject).toContain('Reset your password');
    await expect.poll(async () => (await outboxRow(app, user.email))[0]?.sent_at, POLL).not.toBeNull();
    const [row] = await outboxRow(app, user.email);
    expect(row?.attempts).toBeGreaterThanOrEqual(2);
    expect(row?.last_error).toBeNull();
  });

  it('a mail the SMTP server accepted is sent once when writing "sent" fails for a while (a database blip)', async () => {
    const em = app.orm.em.fork();
    // The database fails the first three writes of "sent" for this message, as it fails any write while it restarts.
    // A sequence counts them: nextval is not undone by the failure it causes.
    await em.execute('create sequence blip_writes');
    await em.execute(`create function blip() returns trigger language plpgsql as $$
      begin
        if new.recipient = 'blip@example.com' and new.sent_at is not null then
          if nextval('blip_writes') <= 3 then
            raise exception 'the database system is shutting down';
          end if;
        end if;
        return new;
      end $$`);
    await em.execute('create trigger blip before update on outbox for each row execute function blip()');
    try {
      queueMail(em, 'blip@example.com', { subject: 'Blip', text: 'Hi', html: '<p>Hi</p>' });
      await em.flush();
      await expect.poll(async () => (await outboxRow(app, 'blip@example.com'))[0]?.sent_at, POLL).not.toBeNull();
      const [written] = await em.execute<{ last_value: string }[]>('select last_value from blip_writes');
      expect(Number(written?.last_value)).toBe(4);
      expect(smtp.to('blip@example.com')).toHaveLength(1);
      expect((await outboxRow(app, 'blip@example.com'))[0]?.attempts).toBe(1);
    } finally {
      await em.execute('drop trigger blip on outbox');
      await em.execute('drop function blip()');
      await em.execute('drop sequence blip_writes');
    }
  });

  it('the reconcile pass deletes rows past their retention, sent or not', async () => {
    const em = app.orm.em.fork();
    const old = queueMail(em, 'old@example.com', { subject: 'Old', text: 'Old', html: '<p>Old</p>' });
    await em.flush();
    await em.execute(`update outbox set created_at = now() - make_interval(days => ?) where id = ?`, [
      RETENTION_DAYS + 1,
      old.id,
    ]);
    expect(await reconcileOutbox(app.deps)).toBe(0);
    expect(await outboxRow(app, 'old@example.com')).toEqual([]);
  });

  it('a message that waits (quiet hours) is sent from its time on, and the reconcile pass does not hurry it', async () => {
    const em = app.orm.em.fork();
    const later = queueMail(
      em,
      'later@example.com',
      { subject: 'Later', text: 'Later', html: '<p>Later</p>' },
      new Date(Date.now() + 3600_000),
    );
    await em.flush();
    const [job] = await em.execute<{ wait: number }[]>(
      'select extract(epoch from start_after - created_on)::float8 as wait from pgboss.job where singleton_key = ?',
      [later.id],
    );
    expect(job?.wait).toBeGreaterThan(3500);
    // Its job lost (a queue restored from a backup, say): the pass leaves it be until its time has come.
    await em.execute('delete from pgboss.job where singleton_key = ?', [later.id]);
    expect(await reconcileOutbox(app.deps)).toBe(0);
    await em.execute(`update outbox set send_after = now() - interval '1 second' where id = ?`, [later.id]);
    expect(await reconcileOutbox(app.deps)).toBe(1);
    const [mail] = await smtp.waitFor((each) => each.to === 'later@example.com');
    expect(mail?.subject).toBe('Later');
  });

  it('a message and its delivery job commit together: a rolled-back one has neither', async () => {
    const em = app.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        queueMail(tx, 'rolled-back@example.com', { subject: 'No', text: 'No', html: '<p>No</p>' });
        await tx.flush();
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await outboxRow(app, 'rolled-back@example.com')).toEqual([]);

    // No worker takes jobs here, so the committed message's job is still waiting: written by the message's own flush.
    const kept = await startTestApp({ SMTP_URL: smtp.url });
    try {
      const message = await kept.orm.em.fork().transactional(async (tx) => {
        const queued = queueMail(tx, 'kept@example.com', { subject: 'Yes', text: 'Yes', html: '<p>Yes</p>' });
        await tx.flush();
        return queued;
      });
      const jobs = await kept.orm.em
        .fork()
        .execute<{ state: string }[]>('select state from pgboss.job where name = ? and singleton_key = ?', [
          QUEUES.mailSend,
          message.id,
        ]);
      expect(jobs).toEqual([{ state: 'created' }]);
    } finally {
      await kept.close();
    }
  });
});

describe('two app instances with one outbox', () => {
  let smtp: MailCatcher;
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    smtp = await startMailCatcher();
    database = await createTestDatabase();
    [first, second] = await Promise.all([
      startTestApp({ SMTP_URL: smtp.url }, { database, workers: true }),
      startTestApp({ SMTP_URL: smtp.url }, { database, workers: true }),
    ]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
    await smtp?.close();
  });

  it('send each message exactly once, however often it is enqueued and by whom', async () => {
    const recipients = Array.from({ length: 6 }, (_, index) => `twice-${index}@example.com`);
    const em = first.orm.em.fork();
    const messages = recipients.map((to) => queueMail(em, to, { subject: `For ${to}`, text: 'Hi', html: '<p>Hi</p>' }));
    await em.flush();
    // Both instances enqueue every message again, both reconcile, and both run the job for each message at once.
    await Promise.all(
      [first, second].flatMap((app) =>
        messages.map((message) =>
          app.deps.jobs.enqueue(QUEUES.mailSend, { outboxId: message.id }, { key: message.id }),
        ),
      ),
    );
    await Promise.all([reconcileOutbox(first.deps), reconcileOutbox(second.deps)]);
    await Promise.allSettled(
      messages.flatMap((message) =>
        [first, second].map((app) =>
          sendMailJob(app.deps)({
            id: `direct-${message.id}`,
            data: { outboxId: message.id },
            attempt: 0,
            signal: new AbortController().signal,
          }),
        ),
      ),
    );
    await smtp.waitFor((m) => recipients.includes(m.to), { count: recipients.length });
    // Everything is sent: nothing is left to reconcile, and no job of the queue is still open.
    expect(await reconcileOutbox(second.deps)).toBe(0);
    await expect
      .poll(async () => {
        const [row] = await first.orm.em
          .fork()
          .execute<{ open: string }[]>(
            `select count(*) as open from pgboss.job where name = ? and state in ('created', 'retry', 'active')`,
            [QUEUES.mailSend],
          );
        return Number(row?.open);
      }, POLL)
      .toBe(0);
    for (const to of recipients) expect(smtp.to(to)).toHaveLength(1);
  });
});

describe('the development mailbox (no SMTP_URL)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { workers: true });
  });
  afterAll(() => app?.close());

  it('keeps each message as .eml in the data folder, listed and shown at /dev/mailbox', async () => {
    const { user } = await createUser(app, { email: 'mailbox@example.com' });
    await gql(app, REQUEST_RESET, { email: user.email });
    let listing = '';
    await expect
      .poll(async () => {
        listing = await (await fetch(`${app.url}/dev/mailbox`)).text();
        return listing;
      }, POLL)
      .toContain('mailbox@example.com');
    const id = /href="\/dev\/mailbox\/([0-9a-f-]{36})"/.exec(listing)?.[1];
    expect(listing).toContain('Reset your password');

    const view = await fetch(`${app.url}/dev/mailbox/${id}`);
    expect(view.status).toBe(200);
    const page = await view.text();
    expect(page).toMatch(/<a href="http:\/\/localhost:\d+\/reset-password\?token=[\w-]+">/);

    const raw = await fetch(`${app.url}/dev/mailbox/${id}/raw`);
    expect(raw.headers.get('content-type')).toMatch(/^message\/rfc822/);
    const parsed = await simpleParser(Buffer.from(await raw.arrayBuffer()));
    expect(parsed.subject).toBe('Reset your password');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.text).toContain('/reset-password?token=');
    expect(typeof parsed.html === 'string' && parsed.html).toContain('Choose a new password');
    const token = tokenFrom(
      { to: '', subject: '', text: parsed.text ?? '', html: '', messageId: '', parsed },
      '/reset-password',
    );
    expect(token).toHaveLength(43);

    expect((await fetch(`${app.url}/dev/mailbox/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
    expect((await fetch(`${app.url}/dev/mailbox/..%2Fapp-secret`)).status).toBe(404);
  });
});

describe('production', () => {
  it('refuses to start without SMTP_URL', () => {
    const env = { ...productionEnv(), DATABASE_URL: 'postgres://db.invalid/coursehub' };
    expect(() => loadConfig(env)).not.toThrow();
    expect(() => loadConfig({ ...env, SMTP_URL: '' })).toThrow(/SMTP_URL is required/);
    expect(() => loadConfig({ ...env, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must look like/);
  });

  it('has no development mailbox', async () => {
    const app = await startTestApp(productionEnv());
    try {
      expect((await fetch(`${app.url}/dev/mailbox`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
