import type { Config } from '../../config';
import { renderMail } from '../../mail/layout';
import { mailFormat } from '../../mail/mail-format';
import { mailT } from '../../mail/mail-translator';
import type { MailContent } from '../../mail/mailer';

/**
 * An invitation to one address: the team, who invites, the link (single use) and until when it works. The subject
 * carries none of the owner's words (their name, the team's): a stranger's inbox shows it before the mail is opened.
 * In the language of the address's account when it has one (`locale`), else English.
 */
export function teamInvitationMail(
  config: Pick<Config, 'clientUrl'>,
  invitation: { teamName: string; ownerName: string; url: string; expiresAt: Date; locale: string | null | undefined },
): MailContent {
  const t = mailT(invitation.locale);
  return renderMail({
    locale: invitation.locale,
    subject: t('team:invitation.subject'),
    greeting: t('layout:greetingNoName'),
    paragraphs: [
      t('team:invitation.body', { owner: invitation.ownerName, team: invitation.teamName }),
      t('team:invitation.accept', { date: mailFormat(invitation.locale).date(invitation.expiresAt) }),
    ],
    action: { label: t('team:invitation.action'), url: invitation.url },
    notes: [t('team:invitation.note')],
    homeUrl: config.clientUrl,
  });
}
