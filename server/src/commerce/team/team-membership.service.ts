import { teamMessages } from '@coursehub/shared';
import { LockMode } from '@mikro-orm/core';
import { recordWebhookEvent } from '../../events/record-webhook-event';
import { Team, TeamMember } from '../../identity/user/team.entity';
import { User } from '../../identity/user/user.entity';
import { hasSubscriptionAccess } from '../../identity/user/user.policy';
import { removeFromInbox } from '../../learning/inbox';
import { queueMail } from '../../mail/outbox';
import { badInput, DomainError, forbidden } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { rejectNulBytes } from '../../shared/validation';
import { requireViewer } from '../../shared/viewer';
import { teamSeatRemovedMail } from '../billing/billing.mails';
import { messages as paymentMessages } from '../payment/payment.policy';
import { ownTeam, requireRunning, seatLimit, teamRunning, tokenHash } from './team.policy';
import { TeamInvitation, type TeamInvitationTables } from './team-invitation.entity';

/** What the join page shows before the learner accepts. */
export interface TeamInvitationPreview {
  teamName: string;
  ownerName: string;
  expiresAt: Date;
  /** Seats free now (joining needs one). */
  seatsFree: number;
  /** The caller's own subscription gives access: they are told before they join that it keeps running. */
  hasOwnSubscription: boolean;
  alreadyMember: boolean;
  /** They hold a seat in another team: they must leave it first. */
  inAnotherTeam: boolean;
}

/**
 * Which invitation: by the token of its mail or join link, or by its id, which opens only a mailed invitation to the
 * caller's own verified address (the inbox's link: the app's session stands in for the mail's token).
 */
export type InvitationRef = { token: string } | { invitationId: string };

/** The invitation `ref` names for `callerId`, or null when it names none they may use. */
async function findInvitation(em: Em, ref: InvitationRef, callerId: string): Promise<TeamInvitation | null> {
  if ('token' in ref) {
    rejectNulBytes(ref.token, 'token');
    return ref.token ? em.findOne(TeamInvitation, { tokenHash: tokenHash(ref.token) }) : null;
  }
  if (!isUuid(ref.invitationId)) return null;
  const [invitation, caller] = await Promise.all([
    em.findOne(TeamInvitation, { id: ref.invitationId, kind: 'email' }),
    em.findOneOrFail(User, callerId),
  ]);
  const theirs = caller.emailVerified && invitation?.email?.toLowerCase() === caller.email.toLowerCase();
  return theirs ? invitation : null;
}

/**
 * A live invitation `ref` names for the caller at `now`: not revoked, not expired, and (a mailed one) not used; else
 * one answer, whatever the reason.
 */
async function liveInvitation(em: Em, ref: InvitationRef, callerId: string, now: Date): Promise<TeamInvitation> {
  const invitation = await findInvitation(em, ref, callerId);
  const live =
    invitation &&
    !invitation.revokedAt &&
    invitation.expiresAt.getTime() > now.getTime() &&
    (invitation.kind === 'link' || !invitation.acceptedAt);
  if (!live) throw badInput(teamMessages.invitationInvalid, 'token');
  return invitation;
}

const seatsTaken = (em: Em, teamId: string) => em.count(TeamMember, { team: teamId });

/** The join page's reading of an invitation, for the signed-in learner about to accept it. */
export async function previewTeamInvitation({ em, viewer, deps }: RequestScope, ref: InvitationRef) {
  const caller = requireViewer(viewer);
  const now = deps.clock.now();
  const invitation = await liveInvitation(em, ref, caller.id, now);
  const team = await em.findOneOrFail(Team, invitation.team.id, { populate: ['owner'] });
  const user = await em.findOneOrFail(User, caller.id);
  const seat = await em.findOne(TeamMember, { user: caller.id });
  const free = teamRunning(team, team.owner.getEntity()) ? seatLimit(team) - (await seatsTaken(em, team.id)) : 0;
  return {
    teamName: team.name,
    ownerName: team.owner.getEntity().fullName,
    expiresAt: invitation.expiresAt,
    seatsFree: Math.max(free, 0),
    // The learner's own subscription, not one that is this team's (its owner following their own link).
    hasOwnSubscription:
      hasSubscriptionAccess(user, deps.config.plan.pastDueGraceDays, now) &&
      user.providerSubscriptionId !== team.providerSubscriptionId,
    alreadyMember: seat?.team.id === team.id,
    inAnotherTeam: seat !== null && seat.team.id !== team.id,
  } satisfies TeamInvitationPreview;
}

/**
 * The learner takes a seat with an invitation's token (or, mailed to their address, its id). One transaction that locks the team row, so two joins racing
 * for the last seat take turns and the second finds none; a mailed invitation is used up by a conditional update in
 * it. The seat gives access at once (the entitlement reads it; its trigger tells the media caches), and the
 * `team.member_joined` event commits with it.
 */
export async function joinTeam({ em, viewer, deps }: RequestScope, ref: InvitationRef): Promise<Team> {
  const caller = requireViewer(viewer);
  if (caller.role === 'ADMIN') throw forbidden(paymentMessages.adminNeedsNoSubscription);
  return em.transactional(async (tx) => {
    const invitation = await liveInvitation(tx, ref, caller.id, deps.clock.now());
    const team = await tx.findOneOrFail(Team, invitation.team.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const owner = await tx.findOneOrFail(User, team.owner.id);
    requireRunning(team, owner);
    const seat = await tx.findOne(TeamMember, { user: caller.id });
    if (seat) {
      throw new DomainError(
        'CONFLICT',
        seat.team.id === team.id ? teamMessages.alreadyMember : teamMessages.inAnotherTeam,
      );
    }
    const taken = await seatsTaken(tx, team.id);
    if (taken >= seatLimit(team)) throw new DomainError('CONFLICT', teamMessages.noFreeSeats);
    if (invitation.kind === 'email') {
      const used = await tx
        .getKysely<TeamInvitationTables>()
        .updateTable('team_invitations')
        .set({ accepted_at: deps.clock.now(), accepted_by_id: caller.id })
        .where('id', '=', invitation.id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!used.numUpdatedRows) throw badInput(teamMessages.invitationInvalid, 'token');
      await removeFromInbox(tx, 'TEAM_INVITATION', [invitation.id]);
    }
    const member = tx.create(TeamMember, { team, user: caller.id });
    recordWebhookEvent(tx, 'team.member_joined', {
      teamId: team.id,
      userId: caller.id,
      joinedAt: member.joinedAt.toISOString(),
      via: invitation.kind,
      seats: seatLimit(team),
      seatsUsed: taken + 1,
    });
    return team;
  });
}

/** The member gives up their seat (the owner too: they keep owning and paying). Access through it ends at once. */
export async function leaveTeam({ em, viewer }: RequestScope): Promise<string> {
  const caller = requireViewer(viewer);
  const seat = await em.findOne(TeamMember, { user: caller.id }, { populate: ['team'] });
  if (!seat) throw badInput(teamMessages.notAMember);
  const teamName = seat.team.getEntity().name;
  await em.remove(seat).flush();
  return teamName;
}

/**
 * The owner removes a member (or their own seat): the seat is free and the member's access through it ends at once.
 * The member is told by mail.
 */
export async function removeTeamMember({ em, viewer, deps }: RequestScope, userId: string): Promise<Team> {
  const caller = requireViewer(viewer);
  const team = await ownTeam(em, caller.id);
  const seat = isUuid(userId)
    ? await em.findOne(TeamMember, { team: team.id, user: userId }, { populate: ['user'] })
    : null;
  if (!seat) throw new DomainError('NOT_FOUND', teamMessages.memberNotFound);
  const member = seat.user.getEntity();
  await em.transactional(async (tx) => {
    await tx.nativeDelete(TeamMember, { id: seat.id });
    if (member.id !== caller.id) queueMail(tx, member.email, teamSeatRemovedMail(deps.config, member, team));
  });
  return team;
}
