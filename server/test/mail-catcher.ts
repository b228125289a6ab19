import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { bound } from './hang-bound';
import { startTestApp, type TestApp } from './harness';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on a random local port (the `smtp-server` package), for the app's SMTP_URL: every message it
 * accepts is parsed with mailparser. `refuse` makes it answer 451 to each message until turned off again.
 */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (refusing) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        const parsed = await simpleParser(Buffer.concat(chunks));
        const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
        mails.push({
          to: to ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          messageId: parsed.messageId ?? '',
          parsed,
        });
        callback();
        for (const wake of waiters) wake();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Resolves with the mails that match once there are `count` of them; rejects after `timeoutMs`. */
  const waitFor = (match: (mail: CaughtMail) => boolean, { count = 1, timeoutMs = bound(20_000) } = {}) =>
    new Promise<CaughtMail[]>((resolve, reject) => {
      const check = () => {
        const found = mails.filter(match);
        if (found.length < count) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`expected ${count} mail(s), caught: ${JSON.stringify(mails.map((m) => [m.to, m.subject]))}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      const wake = () => void check();
      waiters.add(wake);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor,
    /** Mails to this address, in arrival order. */
    to: (address: string) => mails.filter((mail) => mail.to === address),
    refuse(value: boolean) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The token of the first link to `path` in a mail's text (`…/reset-password?token=…`). */
export function tokenFrom(mail: CaughtMail, path: string): string {
  const match = new RegExp(`${path.replace(/[/]/g, '\\/')}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1];
}

/**
 * The hooks of a test file whose app sends real mail: a mail catcher, then an app with its workers (so the outbox
 * delivers) sending to it, handed to `ready` once both run; both are closed after the file.
 */
export function withMailingApp(ready: (started: { app: TestApp; smtp: MailCatcher }) => void) {
  let started: { app: TestApp; smtp: MailCatcher } | undefined;
  beforeAll(async () => {
    const smtp = await startMailCatcher();
    started = {
      smtp,
      app: await startTestApp({ SMTP_URL: smtp.url, CLIENT_URL: 'http://client.test' }, { workers: true }),
    };
    ready(started);
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.smtp.close();
  });
}
