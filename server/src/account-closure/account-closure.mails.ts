import type { Config } from '../config';
import { PRODUCT_NAME, renderMail } from '../mail/layout';
import type { MailContent } from '../mail/mailer';

type Links = Pick<Config, 'clientUrl'>;

/** The last mail to a closed account's address: what was removed, what was kept, and that nothing else will follow. */
export function accountDeletedMail(
  config: Links,
  user: { fullName: string },
  closure: { subscriptionCancelled: boolean },
): MailContent {
  return renderMail({
    subject: 'Your account has been deleted',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Your ${PRODUCT_NAME} account has been deleted, as you asked. Your profile, picture, sessions, learning progress, certificates and the messages you sent us are gone.`,
      ...(closure.subscriptionCancelled
        ? ['Your subscription was cancelled: a separate mail tells you whether your last payment was refunded.']
        : []),
      'Records of your payments are kept for our accounts, without your name, email address, card or payment provider references.',
    ],
    notes: ['This is the last mail we send to this address. You are welcome to sign up again at any time.'],
    homeUrl: config.clientUrl,
  });
}
