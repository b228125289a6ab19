import type { Config } from '../../config';
import { PRODUCT_NAME, renderMail } from '../../mail/layout';
import type { MailContent } from '../../mail/mailer';

/**
 * To the account's address whenever a provider identity is linked to it: the link signs in like a password, so an
 * owner who did not add it must hear of it while the account can still be taken back.
 */
export function ssoLinkedMail(
  config: Pick<Config, 'clientUrl'>,
  user: { fullName: string },
  link: { providerName: string; email: string },
): MailContent {
  return renderMail({
    subject: `${link.providerName} can now sign in to your account`,
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Your ${PRODUCT_NAME} account is now linked to the ${link.providerName} identity of ${link.email}. "Continue with ${link.providerName}" signs it in without your password.`,
    ],
    action: { label: 'Review single sign-on', url: `${config.clientUrl}/user/profile#security` },
    notes: [
      'If you made this change, there is nothing to do.',
      'If you did not, remove the link under Security, then reset your password: that signs out every device and removes every link.',
    ],
    homeUrl: config.clientUrl,
  });
}
