import type { Config } from '../config';
import { renderMail } from '../mail/layout';
import { mailT } from '../mail/mail-translator';
import type { MailContent } from '../mail/mailer';

type Links = Pick<Config, 'clientUrl'>;

/** The last mail to a closed account's address: what was removed, what was kept, and that nothing else will follow. */
export function accountDeletedMail(
  config: Links,
  user: { fullName: string; locale: string | null | undefined },
  closure: { subscriptionCancelled: boolean },
): MailContent {
  const t = mailT(user.locale);
  return renderMail({
    locale: user.locale,
    subject: t('closure:deleted.subject'),
    greeting: t('layout:greeting', { name: user.fullName }),
    paragraphs: [
      t('closure:deleted.body'),
      ...(closure.subscriptionCancelled ? [t('closure:deleted.subscriptionCancelled')] : []),
      t('closure:deleted.paymentsKept'),
    ],
    notes: [t('closure:deleted.note')],
    homeUrl: config.clientUrl,
  });
}
