import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { type Mailer, type MailMessage, MESSAGE_HEADERS, messageIdOf } from './mailer';

/**
 * The development mailbox: without SMTP_URL (development and tests only; production refuses to start without it)
 * each message is kept in DATA_DIR/mailbox as the .eml an SMTP server would have received, its parts as JSON for the
 * `/dev/mailbox` pages (http/dev-mailbox.ts), and a line in index.jsonl (appends of one line do not interleave, so a
 * worker process beside the app can write too). The log names each message's page.
 */
export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  date: string;
}

export interface StoredMail extends MailboxEntry {
  text: string;
  html: string;
}

const INDEX_FILE = 'index.jsonl';
const ID = /^[0-9a-f-]{36}$/;

export function createDevMailbox(
  options: { dir: string; from: string; publicUrl: string },
  logger: Pick<Logger, 'info'>,
): Mailer {
  // Builds the MIME message exactly as SMTP delivery would, without sending it anywhere.
  const build = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      if (!ID.test(message.id)) throw new Error(`mailbox: not a message id: ${message.id}`);
      const { from } = options;
      const info = await build.sendMail({
        ...message,
        from,
        messageId: messageIdOf(message.id, from),
        headers: { ...MESSAGE_HEADERS, ...message.headers },
      });
      const stored: StoredMail = {
        id: message.id,
        to: message.to,
        subject: message.subject,
        date: new Date().toISOString(),
        text: message.text,
        html: message.html,
      };
      await mkdir(options.dir, { recursive: true });
      await writeFile(path.join(options.dir, `${message.id}.eml`), info.message as Buffer);
      await writeFile(path.join(options.dir, `${message.id}.json`), JSON.stringify(stored));
      const { text: _text, html: _html, ...entry } = stored;
      await appendFile(path.join(options.dir, INDEX_FILE), `${JSON.stringify(entry)}\n`);
      logger.info(
        {
          component: 'mail',
          to: message.to,
          subject: message.subject,
          url: `${options.publicUrl}/dev/mailbox/${message.id}`,
        },
        'mail kept in the development mailbox',
      );
    },
    close: () => undefined,
  };
}

/** Newest first; empty before the first message. */
export async function listMailbox(dir: string): Promise<MailboxEntry[]> {
  const index = await readFile(path.join(dir, INDEX_FILE), 'utf8').catch(notFoundAs(''));
  return index
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MailboxEntry)
    .reverse();
}

/** Null for an unknown or malformed id. */
export async function readMailboxMessage(dir: string, id: string): Promise<StoredMail | null> {
  if (!ID.test(id)) return null;
  const json = await readFile(path.join(dir, `${id}.json`), 'utf8').catch(notFoundAs(null));
  return json === null ? null : (JSON.parse(json) as StoredMail);
}

/** The raw message, for mail clients (`.eml`). */
export async function readMailboxRaw(dir: string, id: string): Promise<Buffer | null> {
  if (!ID.test(id)) return null;
  return readFile(path.join(dir, `${id}.eml`)).catch(notFoundAs(null));
}

const notFoundAs =
  <T>(value: T) =>
  (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return value;
    throw error;
  };
