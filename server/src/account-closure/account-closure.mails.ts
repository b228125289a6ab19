import type { Config } from '../config';
import { type MailRecipient, mailTo } from '../mail/layout';
import type { MailContent } from '../mail/mailer';

type Links = Pick<Config, 'clientUrl'>;

/** The last mail to a closed account's address: what was removed, what was kept, and that nothing else will follow. */
export function accountDeletedMail(
  config: Links,
  user: MailRecipient,
  closure: { subscriptionCancelled: boolean },
): MailContent {
  return mailTo(user, config.clientUrl, (t) => ({
    subject: t('closure:deleted.subject'),
    paragraphs: [
      t('closure:deleted.body'),
      ...(closure.subscriptionCancelled ? [t('closure:deleted.subscriptionCancelled')] : []),
      t('closure:deleted.paymentsKept'),
    ],
    notes: [t('closure:deleted.note')],
  }));
}
