import { textDirection } from '@coursehub/shared';
import type { TFunction } from 'i18next';
import { mailLocale, mailT, PRODUCT_NAME } from './mail-translator';
import type { MailContent } from './mailer';

export { PRODUCT_NAME };

export interface MailBody {
  /** The recipient's language (`users.locale`; null: none chosen, English): the layout's own words and `lang`. */
  locale: string | null | undefined;
  subject: string;
  /** 'Hello Asha,' (`layout:greeting`) */
  greeting: string;
  /** Plain sentences; escaped for the HTML part. */
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare URL in the text. */
  action?: { label: string; url: string };
  /** Under the action: why the reader got this, what to do if it was not them. */
  notes?: string[];
  /** The product's address, linked from the footer. */
  homeUrl: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The one layout of every message, plain text plus simple HTML (inline styles only: mail clients drop style sheets).
 * Feature templates (<domain>/<area>/*.mails.ts) are typed functions that fill it, each text in the recipient's
 * language (mailT, locales/<language>/<namespace>.json).
 */
export function renderMail(body: MailBody): MailContent {
  const { action, notes = [] } = body;
  const locale = mailLocale(body.locale);
  const t = mailT(locale);
  const text = [
    body.greeting,
    ...body.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...notes,
    t('layout:footer', { url: body.homeUrl }),
  ].join('\n\n');

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2b6cb0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(t('layout:openLink'))} <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  // lang: screen readers pick the voice by it (dir for a language written right to left); the head's charset and
  // viewport keep clients that honour them from guessing the encoding or shrinking the page on a phone.
  const dir = textDirection(locale) === 'rtl' ? ' dir="rtl"' : '';
  const html = `<!doctype html>
<html lang="${locale}"${dir}><head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(body.subject)}</title>
</head><body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1a202c">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<h1 style="margin:0 0 24px;font-size:20px">${PRODUCT_NAME}</h1>
${[body.greeting, ...body.paragraphs].map(paragraph).join('\n')}
${button}
${notes.map((note) => `<p style="margin:0 0 12px;font-size:13px;color:#555">${escapeHtml(note)}</p>`).join('\n')}
<p style="margin:24px 0 0;font-size:12px;color:#777"><a href="${escapeHtml(body.homeUrl)}">${PRODUCT_NAME}</a></p>
</div></body></html>`;
  return { subject: body.subject, text, html };
}

/** Whom a mail goes to: their name and chosen language (`users.locale`, null for English). */
export interface MailRecipient {
  fullName: string;
  locale: string | null | undefined;
}

/**
 * A mail to one person in the layout: in their language, greeted by name, the footer linking to `homeUrl`. The
 * template writes the rest with the recipient's `t`.
 */
export function mailTo(
  recipient: MailRecipient,
  homeUrl: string,
  write: (t: TFunction) => Omit<MailBody, 'locale' | 'greeting' | 'homeUrl'>,
): MailContent {
  const t = mailT(recipient.locale);
  return renderMail({
    locale: recipient.locale,
    greeting: t('layout:greeting', { name: recipient.fullName }),
    homeUrl,
    ...write(t),
  });
}
