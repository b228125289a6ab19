import type { Config } from '../../config';
import { PRODUCT_NAME, renderMail } from '../../mail/layout';
import type { MailContent } from '../../mail/mailer';
import { formatDate } from '../../shared/format-date';

/**
 * An invitation to one address: the team, who invites, the link (single use) and until when it works. The subject
 * carries none of the owner's words (their name, the team's): a stranger's inbox shows it before the mail is opened.
 */
export function teamInvitationMail(
  config: Pick<Config, 'clientUrl'>,
  invitation: { teamName: string; ownerName: string; url: string; expiresAt: Date },
): MailContent {
  return renderMail({
    subject: `An invitation to a team plan on ${PRODUCT_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      `${invitation.ownerName} invited you to take a seat in ${invitation.teamName}, a ${PRODUCT_NAME} team plan: every course, paid for by the team.`,
      `Sign in or create an account, then accept the invitation. It works once, until ${formatDate(invitation.expiresAt)}.`,
    ],
    action: { label: 'Accept the invitation', url: invitation.url },
    notes: ['If you did not expect this invitation, you can ignore this mail.'],
    homeUrl: config.clientUrl,
  });
}
