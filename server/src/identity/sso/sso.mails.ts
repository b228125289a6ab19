import type { Config } from '../../config';
import { type MailRecipient, mailTo } from '../../mail/layout';
import type { MailContent } from '../../mail/mailer';

/**
 * To the account's address whenever a provider identity is linked to it: the link signs in like a password, so an
 * owner who did not add it must hear of it while the account can still be taken back.
 */
export function ssoLinkedMail(
  config: Pick<Config, 'clientUrl'>,
  user: MailRecipient,
  link: { providerName: string; email: string },
): MailContent {
  return mailTo(user, config.clientUrl, (t) => ({
    subject: t('sso:linked.subject', { provider: link.providerName }),
    paragraphs: [t('sso:linked.body', { provider: link.providerName, email: link.email })],
    action: { label: t('sso:linked.action'), url: `${config.clientUrl}/user/profile#security` },
    notes: [t('sso:linked.noteMadeIt'), t('sso:linked.noteNotYou')],
  }));
}
