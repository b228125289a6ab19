import type { Logger } from 'pino';
import type { Config } from '../config';
import { createDevMailbox } from './dev-mailbox';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp.mailer';

/** SMTP when SMTP_URL is set (always in production: config.ts refuses to start without it), else the mailbox. */
export function createMailer(config: Pick<Config, 'mail' | 'publicUrl'>, logger: Pick<Logger, 'info'>): Mailer {
  const { smtpUrl, from, mailboxDir } = config.mail;
  if (smtpUrl) return createSmtpMailer(smtpUrl, from);
  return createDevMailbox({ dir: mailboxDir, from, publicUrl: config.publicUrl }, logger);
}
