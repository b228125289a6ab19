import type { Config } from '../../config';
import { type MailRecipient, mailTo } from '../../mail/layout';
import type { MailContent } from '../../mail/mailer';

/** The endpoint's owner learns that it was turned off, why, and where to turn it back on. */
export function endpointDisabledMail(
  config: Pick<Config, 'clientUrl'>,
  owner: MailRecipient,
  endpoint: { url: string; lastError: string },
): MailContent {
  return mailTo(owner, config.clientUrl, (t) => ({
    subject: t('webhooks:disabled.subject'),
    paragraphs: [
      t('webhooks:disabled.failing', { url: endpoint.url }),
      t('webhooks:disabled.lastAttempt', { error: endpoint.lastError }),
      t('webhooks:disabled.whileDisabled'),
    ],
    action: { label: t('webhooks:disabled.action'), url: `${config.clientUrl}/admin/webhooks` },
    notes: [t('webhooks:disabled.note')],
  }));
}
