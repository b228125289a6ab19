import type { Config } from '../../config';
import { renderMail } from '../../mail/layout';
import { mailT } from '../../mail/mail-translator';
import type { MailContent } from '../../mail/mailer';

/** The endpoint's owner learns that it was turned off, why, and where to turn it back on. */
export function endpointDisabledMail(
  config: Pick<Config, 'clientUrl'>,
  owner: { fullName: string; locale: string | null | undefined },
  endpoint: { url: string; lastError: string },
): MailContent {
  const t = mailT(owner.locale);
  return renderMail({
    locale: owner.locale,
    subject: t('webhooks:disabled.subject'),
    greeting: t('layout:greeting', { name: owner.fullName }),
    paragraphs: [
      t('webhooks:disabled.failing', { url: endpoint.url }),
      t('webhooks:disabled.lastAttempt', { error: endpoint.lastError }),
      t('webhooks:disabled.whileDisabled'),
    ],
    action: { label: t('webhooks:disabled.action'), url: `${config.clientUrl}/admin/webhooks` },
    notes: [t('webhooks:disabled.note')],
    homeUrl: config.clientUrl,
  });
}
