import { Router } from 'express';
import type { Config } from '../config';
import { listMailbox, readMailboxMessage, readMailboxRaw } from '../mail/dev-mailbox';

/**
 * `/dev/mailbox`: the development mailbox's pages (mail/dev-mailbox.ts), for reading the mail the app sent without
 * an SMTP server. Mounted outside production only: there it is a 404 like any unknown path.
 */
export function devMailboxRouter(config: Pick<Config, 'production' | 'mail'>): Router {
  const router = Router();
  if (config.production || config.mail.smtpUrl) return router;
  const dir = config.mail.mailboxDir;

  router.use('/dev/mailbox', (_req, res, next) => {
    // Pages of our own, with the mail's inline styles; nothing else loads, and no other site may frame them.
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'self'",
    );
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/dev/mailbox', async (_req, res) => {
    const rows = (await listMailbox(dir))
      .map(
        (mail) =>
          `<tr><td>${escapeHtml(new Date(mail.date).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</td><td>${escapeHtml(mail.to)}</td><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td></tr>`,
      )
      .join('\n');
    res
      .type('html')
      .send(
        page(
          'Development mailbox',
          rows
            ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
            : '<p>No mail yet.</p>',
        ),
      );
  });

  router.get('/dev/mailbox/:id', async (req, res, next) => {
    const mail = await readMailboxMessage(dir, req.params.id);
    if (!mail) return next();
    res.type('html').send(
      page(
        mail.subject,
        `<p><a href="/dev/mailbox">← All mail</a></p>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Received</dt><dd>${escapeHtml(mail.date)}</dd></dl>
<pre>${linkify(escapeHtml(mail.text))}</pre>
<p><a href="/dev/mailbox/${mail.id}/html">HTML version</a> · <a href="/dev/mailbox/${mail.id}/raw">Raw message (.eml)</a></p>`,
      ),
    );
  });

  router.get('/dev/mailbox/:id/html', async (req, res, next) => {
    const mail = await readMailboxMessage(dir, req.params.id);
    if (!mail) return next();
    res.type('html').send(mail.html);
  });

  router.get('/dev/mailbox/:id/raw', async (req, res, next) => {
    const raw = await readMailboxRaw(dir, req.params.id);
    if (!raw) return next();
    res.type('message/rfc822').attachment(`${req.params.id}.eml`).send(raw);
  });

  return router;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Links in the escaped text become clickable (the text part of our mail carries its links bare). */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}pre{white-space:pre-wrap;background:#f6f7f9;padding:1rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;
