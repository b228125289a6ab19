/**
 * The mail port (ARCHITECTURE.md: part `mail`): hands one rendered message to whatever delivers it. Adapters: SMTP
 * (smtp.mailer.ts, with SMTP_URL) and the development mailbox (dev-mailbox.ts, without it). Features never call it
 * directly: they write the outbox in their own transaction (outbox.ts) and the `mail.send` job delivers.
 */

/** What every message carries: plain text for any client, simple HTML for the rest. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Headers of this message beside MESSAGE_HEADERS: `List-Unsubscribe` and `List-Unsubscribe-Post`, say. */
  headers?: Record<string, string>;
}

export interface MailMessage extends MailContent {
  to: string;
  /** Stable per message (the outbox row's id), so a resend after a crash can be recognised downstream. */
  id: string;
}

export interface Mailer {
  /** Resolves once the message is accepted (by the SMTP server, or written to the mailbox); throws otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** `<outbox-id@sender-domain>`: a message sent twice (a crash between acceptance and marking it sent) has one id. */
export function messageIdOf(id: string, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'coursehub.local';
  return `<${id}@${domain}>`;
}

/**
 * Headers of every message, whichever adapter builds it. `Auto-Submitted: auto-generated` (RFC 3834) tells mail
 * servers and clients that no person wrote it: no vacation or out-of-office auto-reply answers it.
 */
export const MESSAGE_HEADERS: Readonly<Record<string, string>> = { 'Auto-Submitted': 'auto-generated' };
