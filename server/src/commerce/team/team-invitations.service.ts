import { randomUUID } from 'node:crypto';
import {
  parseInviteEmails,
  TEAM_INVITATION_DAYS,
  TEAM_INVITE_BATCH_MAX,
  TEAM_JOIN_LINK_DAYS,
  teamMessages,
} from '@coursehub/shared';
import { sql } from 'kysely';
import type { Team, TeamTables } from '../../identity/user/team.entity';
import { User, type UserTables } from '../../identity/user/user.entity';
import { addToInbox, removeFromInbox } from '../../learning/inbox';
import { queueMail } from '../../mail/outbox';
import { badInput } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { rejectNulBytes } from '../../shared/validation';
import { requireViewer } from '../../shared/viewer';
import { teamInvitationMail } from './team.mails';
import { joinLinkToken, joinUrl, newInvitationToken, ownTeam, requireRunning, tokenHash } from './team.policy';
import { TeamInvitation, type TeamInvitationTables } from './team-invitation.entity';

const DAY_MS = 24 * 3600 * 1000;

/** Ends the team's live invitations matching `where` (the join link, or one address's earlier invitation). */
const revokeLive = (em: Em, teamId: string) =>
  em
    .getKysely<TeamInvitationTables>()
    .updateTable('team_invitations')
    .set({ revoked_at: sql`now()` })
    .where('team_id', '=', teamId)
    .where('revoked_at', 'is', null)
    .where('accepted_at', 'is', null);

/** Revokes these invitations and takes back their inbox items, in the caller's transaction. */
async function withdraw(em: Em, revocation: ReturnType<typeof revokeLive>): Promise<void> {
  const revoked = await revocation.returning('id').execute();
  await removeFromInbox(
    em,
    'TEAM_INVITATION',
    revoked.map((row) => row.id),
  );
}

/** The owner and their running team, or the refusal. */
async function runningTeam(em: Em, ownerId: string): Promise<{ team: Team; owner: User }> {
  const team = await ownTeam(em, ownerId);
  const owner = await em.findOneOrFail(User, ownerId);
  requireRunning(team, owner);
  return { team, owner };
}

/**
 * The owner invites addresses (as typed: separated by commas, spaces or lines). Each gets a mail with a link that
 * works once, for TEAM_INVITATION_DAYS; inviting an address again replaces its earlier invitation. Addresses of the
 * team's members are skipped. Seats are counted when someone joins, not here: an invitation does not hold a seat.
 * TOO_MANY_REQUESTS past the team's or an address's hourly invitations (LIMITS), and then none of the batch is sent.
 * Returns how many were invited.
 */
export async function inviteTeamMembers({ em, viewer, deps }: RequestScope, text: string): Promise<number> {
  const caller = requireViewer(viewer);
  rejectNulBytes(text, 'emails');
  const { emails, invalid } = parseInviteEmails(text);
  if (invalid.length) throw badInput(teamMessages.invalidEmails(invalid), 'emails');
  if (!emails.length) throw badInput(teamMessages.emailsRequired, 'emails');
  if (emails.length > TEAM_INVITE_BATCH_MAX) throw badInput(teamMessages.inviteBatchTooLarge, 'emails');
  return em.transactional(async (tx) => {
    const { team, owner } = await runningTeam(tx, caller.id);
    // The addresses with an account: skipped when it is in the team already, else mailed in its language.
    const accounts = await tx
      .getKysely<TeamTables & UserTables>()
      .selectFrom('users as u')
      .leftJoin('team_members as m', (join) => join.onRef('m.user_id', '=', 'u.id').on('m.team_id', '=', team.id))
      .select(['u.id', 'u.email', 'u.email_verified', 'u.locale', 'm.user_id as member'])
      .where('u.email', 'in', emails)
      .execute();
    const members = new Set(accounts.filter((account) => account.member !== null).map((account) => account.email));
    const accountOf = new Map(accounts.map((account) => [account.email, account]));
    const invitees = emails.filter((email) => !members.has(email));
    if (!invitees.length) return 0;
    // Each invitation is a mail to an inbox that did not ask for it: counted per team and per address.
    await deps.rateLimits.attempt('teamInvitationsOfTeam', team.id, invitees.length);
    for (const email of invitees) await deps.rateLimits.attempt('teamInvitationToAddress', email);
    await withdraw(tx, revokeLive(tx, team.id).where('kind', '=', 'email').where('email', 'in', invitees));
    const expiresAt = new Date(deps.clock.nowMs() + TEAM_INVITATION_DAYS * DAY_MS);
    for (const email of invitees) {
      const token = newInvitationToken();
      const invitation = tx.create(TeamInvitation, {
        team,
        kind: 'email',
        email,
        tokenHash: tokenHash(token),
        expiresAt,
      });
      const url = joinUrl(deps.config.clientUrl, token);
      const account = accountOf.get(email);
      const locale = account?.locale ?? null;
      // An address with a confirmed account is told in the app too, where the invitation opens without the mail's
      // token; an unconfirmed account may be someone else's use of the address.
      if (account?.email_verified) {
        await addToInbox(tx, deps, {
          userId: account.id,
          kind: 'TEAM_INVITATION',
          subjectId: invitation.id,
          data: { teamName: team.name, actorName: owner.fullName, invitationId: invitation.id },
        });
      }
      const mail = teamInvitationMail(deps.config, {
        teamName: team.name,
        ownerName: owner.fullName,
        url,
        expiresAt,
        locale,
      });
      queueMail(tx, email, mail);
    }
    return invitees.length;
  });
}

/**
 * The owner withdraws one mailed invitation not used yet. An id that is no UUID is refused before the statement,
 * whose cast it would fail.
 */
export async function revokeTeamInvitation({ em, viewer }: RequestScope, invitationId: string): Promise<void> {
  const caller = requireViewer(viewer);
  if (!isUuid(invitationId)) throw badInput(teamMessages.invitationIdInvalid, 'id');
  const team = await ownTeam(em, caller.id);
  await em.transactional((tx) => withdraw(tx, revokeLive(tx, team.id).where('id', '=', invitationId.toLowerCase())));
}

/**
 * A new join link for the team, for TEAM_JOIN_LINK_DAYS: anyone signed in who holds it takes a free seat. The
 * earlier link stops working (one live link per team).
 */
export async function createTeamJoinLink({ em, viewer, deps }: RequestScope): Promise<void> {
  const caller = requireViewer(viewer);
  await em.transactional(async (tx) => {
    const { team } = await runningTeam(tx, caller.id);
    await revokeLive(tx, team.id).where('kind', '=', 'link').execute();
    const id = randomUUID();
    tx.create(TeamInvitation, {
      id,
      team,
      kind: 'link',
      email: null,
      tokenHash: tokenHash(joinLinkToken(deps.config.appSecret, id)),
      expiresAt: new Date(deps.clock.nowMs() + TEAM_JOIN_LINK_DAYS * DAY_MS),
    });
  });
}

/** The owner ends the join link: whoever holds it can no longer join. */
export async function revokeTeamJoinLink({ em, viewer }: RequestScope): Promise<void> {
  const caller = requireViewer(viewer);
  const team = await ownTeam(em, caller.id);
  await revokeLive(em, team.id).where('kind', '=', 'link').execute();
}
