import { z } from 'zod';
import { EMAIL_PATTERN } from './rules';

/**
 * Team plans (docs/payments.md#team-plans): the limits both sides enforce and the texts both show. The server refuses
 * with these messages; the client's forms check the same rules before sending.
 */
export const TEAM_NAME_MAX = 80;
/** A team buys at least two seats (one seat is the individual plan) and at most this many in one checkout. */
export const TEAM_MIN_SEATS = 2;
export const TEAM_MAX_SEATS = 500;
/** At most this many addresses in one invitation request. */
export const TEAM_INVITE_BATCH_MAX = 50;
/** A mailed invitation works this long, once. */
export const TEAM_INVITATION_DAYS = 14;
/** The join link works this long (a new link, or revoking it, ends it sooner). */
export const TEAM_JOIN_LINK_DAYS = 30;

export const teamMessages = {
  nameRequired: 'Give your team a name',
  nameTooLong: `A team name has at most ${TEAM_NAME_MAX} characters`,
  seatsRange: `Choose between ${TEAM_MIN_SEATS} and ${TEAM_MAX_SEATS} seats`,
  alreadySubscribed:
    'You already have a subscription of your own. A team plan is bought by an account without one: cancel yours first, or buy the team from another account.',
  memberOfAnotherTeam: 'You hold a seat in another team. Leave it before buying a team plan.',
  noTeam: 'You do not own a team',
  teamNotActive: "The team's subscription is not active",
  seatsBelowUsed: (used: number) =>
    `${used} seats are taken: remove members before going below ${used} seats at renewal.`,
  seatsUnchanged: 'The team already has that many seats',
  noFreeSeats: 'Every seat of this team is taken. Ask the team owner to add seats.',
  invitationInvalid:
    'This invitation is not valid any more: it was used, revoked or has expired. Ask the team owner for a new one.',
  invitationRefRequired: "Give either the invitation's token or its id",
  alreadyMember: 'You are already a member of this team',
  inAnotherTeam: 'You already hold a seat in another team. Leave it first to join this one.',
  notAMember: 'You are not a member of a team',
  memberNotFound: 'No such member in your team',
  invitationIdInvalid: 'That is not the id of an invitation',
  invalidEmails: (emails: string[]) => `These are not valid email addresses: ${emails.join(', ')}`,
  inviteBatchTooLarge: `Invite at most ${TEAM_INVITE_BATCH_MAX} addresses at a time`,
  emailsRequired: 'Enter at least one email address',
  joined: (team: string) => `You joined ${team}. Every course is open to you.`,
  left: (team: string) => `You left ${team}.`,
} as const;

const seatCount = z
  .number({ message: teamMessages.seatsRange })
  .int(teamMessages.seatsRange)
  .min(TEAM_MIN_SEATS, teamMessages.seatsRange)
  .max(TEAM_MAX_SEATS, teamMessages.seatsRange);

/** What the owner fills in to buy a team: its name, the seats, and whether they take one themselves. */
export const teamCheckoutSchema = z.object({
  name: z.string().trim().min(1, teamMessages.nameRequired).max(TEAM_NAME_MAX, teamMessages.nameTooLong),
  seats: seatCount,
  ownerTakesSeat: z.boolean().default(true),
});

export const teamSeatsSchema = z.object({ seats: seatCount });

/**
 * The addresses to invite, as typed: separated by commas, semicolons, spaces or lines, trimmed, lower-cased and
 * deduplicated; every one must be an address.
 */
export function parseInviteEmails(text: string): { emails: string[]; invalid: string[] } {
  const all = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return {
    emails: all.filter((email) => EMAIL_PATTERN.test(email)),
    invalid: all.filter((e) => !EMAIL_PATTERN.test(e)),
  };
}
