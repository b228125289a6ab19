import type { Config } from '../../config';
import { renderMail } from '../../mail/layout';
import type { MailContent } from '../../mail/mailer';

/** The endpoint's owner learns that it was turned off, why, and where to turn it back on. */
export function endpointDisabledMail(
  config: Pick<Config, 'clientUrl'>,
  owner: { fullName: string },
  endpoint: { url: string; lastError: string },
): MailContent {
  return renderMail({
    subject: 'A webhook endpoint was disabled',
    greeting: `Hello ${owner.fullName},`,
    paragraphs: [
      `Every delivery to ${endpoint.url} has failed for 3 days, so we stopped sending events to it.`,
      `The last attempt: ${endpoint.lastError}.`,
      'Events that happen while it is disabled are not sent. Once the receiver works again, enable the endpoint and replay the deliveries you need from its log.',
    ],
    action: { label: 'Open webhooks', url: `${config.clientUrl}/admin/webhooks` },
    notes: ['You receive this mail because you registered this endpoint.'],
    homeUrl: config.clientUrl,
  });
}
