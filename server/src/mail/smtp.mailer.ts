import nodemailer from 'nodemailer';
import { type Mailer, type MailMessage, MESSAGE_HEADERS, messageIdOf } from './mailer';

/**
 * Bounds on one delivery attempt: nodemailer's defaults (2 minutes to connect, 10 of silence) would keep an outbox
 * row claimed long after its job gave up. Far below the outbox claim (outbox.ts, CLAIM_SECONDS).
 */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** Delivers through the SMTP server of SMTP_URL (`smtp://user:pass@host:587`, or `smtps://` for implicit TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    ...TIMEOUTS,
  });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: messageIdOf(message.id, from),
        headers: { ...MESSAGE_HEADERS, ...message.headers },
      });
    },
    close: () => transport.close(),
  };
}
