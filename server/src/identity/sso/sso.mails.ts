import type { Config } from '../../config';
import { renderMail } from '../../mail/layout';
import { mailT } from '../../mail/mail-translator';
import type { MailContent } from '../../mail/mailer';

/**
 * To the account's address whenever a provider identity is linked to it: the link signs in like a password, so an
 * owner who did not add it must hear of it while the account can still be taken back.
 */
export function ssoLinkedMail(
  config: Pick<Config, 'clientUrl'>,
  user: { fullName: string; locale: string | null | undefined },
  link: { providerName: string; email: string },
): MailContent {
  const t = mailT(user.locale);
  return renderMail({
    locale: user.locale,
    subject: t('sso:linked.subject', { provider: link.providerName }),
    greeting: t('layout:greeting', { name: user.fullName }),
    paragraphs: [t('sso:linked.body', { provider: link.providerName, email: link.email })],
    action: { label: t('sso:linked.action'), url: `${config.clientUrl}/user/profile#security` },
    notes: [t('sso:linked.noteMadeIt'), t('sso:linked.noteNotYou')],
    homeUrl: config.clientUrl,
  });
}
