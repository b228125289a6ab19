import { createHash, createHmac, randomBytes } from 'node:crypto';
import { teamMessages } from '@coursehub/shared';
import { Team } from '../../identity/user/team.entity';
import type { User } from '../../identity/user/user.entity';
import { isSubscriptionRunning } from '../../identity/user/user.policy';
import { badInput, DomainError } from '../../shared/errors';
import type { Em } from '../../shared/orm';

/** What a token is looked up by: the table keeps only this. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A mailed invitation's token: random, held by the mail alone. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/**
 * The join link's token, derived from its invitation's id with APP_SECRET: the owner can copy the link again at any
 * time without the token being stored, and nobody without the secret can derive one.
 */
export const joinLinkToken = (appSecret: string, invitationId: string) =>
  createHmac('sha256', appSecret).update(`team-join-link:${invitationId}`).digest('base64url');

/** The web client's join page for a token. */
export const joinUrl = (clientUrl: string, token: string) =>
  `${clientUrl}/team/join?token=${encodeURIComponent(token)}`;

/** The caller's own team, or NOT_FOUND (a learner who owns none). */
export async function ownTeam(em: Em, ownerId: string): Promise<Team> {
  const team = await em.findOne(Team, { owner: ownerId });
  if (!team) throw new DomainError('NOT_FOUND', teamMessages.noTeam);
  return team;
}

/** The team's subscription is its owner's current one and it runs (active, or past_due within its retries). */
export const teamRunning = (team: Team, owner: User) =>
  team.providerSubscriptionId !== null &&
  team.providerSubscriptionId === owner.providerSubscriptionId &&
  isSubscriptionRunning(owner.subscriptionStatus);

/** Refuses a change to a team whose subscription does not run (not bought yet, or ended). */
export function requireRunning(team: Team, owner: User) {
  if (!teamRunning(team, owner)) throw badInput(teamMessages.teamNotActive);
}

/** Seats a member may take now: never above what the next renewal pays for, so a reduction never strands anyone. */
export const seatLimit = (team: Pick<Team, 'seats' | 'renewalSeats'>) =>
  Math.min(team.seats, team.renewalSeats ?? team.seats);
