import { sql } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import { Team, TeamMember, type TeamTables } from '../../identity/user/team.entity';
import type { User, UserTables } from '../../identity/user/user.entity';
import { pastDueAccessEndsAt } from '../../identity/user/user.policy';
import type { CertificateTables } from '../../learning/progress/certificate.entity';
import type { LectureProgressTables } from '../../learning/progress/lecture-progress.entity';
import type { QuizTables } from '../../learning/quiz/quiz.entity';
import { toMinorUnits } from '../../payments/money';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { joinLinkToken, joinUrl, seatLimit } from './team.policy';
import type { TeamInvitationTables } from './team-invitation.entity';

export type TeamStatus = 'PENDING' | 'ACTIVE' | 'PAST_DUE' | 'ENDED';

export interface TeamCertificateView {
  code: string;
  courseId: string;
  courseTitle: string;
  issuedAt: Date;
}

/** A member as the owner sees them: who, since when, and how their learning goes. */
export interface TeamMemberView {
  userId: string;
  fullName: string;
  email: string;
  joinedAt: Date;
  isOwner: boolean;
  /** Courses they saved progress in. */
  coursesStarted: number;
  certificates: TeamCertificateView[];
  /** Distinct quizzes passed (in any attempt). */
  quizzesPassed: number;
  /** When they last saved progress; null if never. */
  lastActivityAt: Date | null;
}

export interface TeamView {
  id: string;
  name: string;
  status: TeamStatus;
  /** Seats usable now. */
  seats: number;
  /** Seats from the next renewal on, when fewer were asked for; null when unchanged. */
  renewalSeats: number | null;
  seatsUsed: number;
  /** Seats a member can still take (never above what the renewal pays for). */
  seatsFree: number;
  ownerTakesSeat: boolean;
  currentPeriodEnd: Date | null;
  renews: boolean;
  /** A past-due team's last day of access unless the renewal is paid. */
  accessEndsAt: Date | null;
  /** The plan's price per seat, minor units, and its currency. */
  pricePerSeat: number;
  currency: string;
  members: TeamMemberView[];
  invitations: { id: string; email: string; createdAt: Date; expiresAt: Date }[];
  joinLink: { url: string; expiresAt: Date } | null;
}

/** A team's standing, from its subscription and its owner's (a Team and a User, or the same columns read as SQL). */
export function statusOf(
  team: Pick<Team, 'providerSubscriptionId'>,
  owner: Pick<User, 'providerSubscriptionId' | 'subscriptionStatus'>,
): TeamStatus {
  if (!team.providerSubscriptionId) return 'PENDING';
  if (team.providerSubscriptionId !== owner.providerSubscriptionId) return 'ENDED';
  if (owner.subscriptionStatus === 'active') return 'ACTIVE';
  return owner.subscriptionStatus === 'past_due' ? 'PAST_DUE' : 'ENDED';
}

type ReadTables = TeamTables &
  UserTables &
  LectureProgressTables &
  CertificateTables &
  CourseTables &
  QuizTables &
  TeamInvitationTables;

/**
 * The members with their learning: four statements whatever the team's size (members; progress; certificates;
 * quizzes). A team has at most TEAM_MAX_SEATS members, so the list is whole, not paged.
 */
export async function loadTeamMembers(em: Em, team: Team, ownerId: string): Promise<TeamMemberView[]> {
  const db = em.getKysely<ReadTables>();
  const members = await db
    .selectFrom('team_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'm.joined_at', 'u.full_name', 'u.email'])
    .where('m.team_id', '=', team.id)
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .execute();
  const ids = members.map((member) => member.user_id);
  if (!ids.length) return [];
  const [progress, certificates, quizzes] = await Promise.all([
    db
      .selectFrom('lecture_progress')
      .select((eb) => [
        'user_id',
        sql<number>`count(distinct course_id)::int`.as('started'),
        eb.fn.max('updated_at').as('last_activity'),
      ])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('certificates as c')
      .innerJoin('courses as co', 'co.id', 'c.course_id')
      .select(['c.user_id', 'c.code', 'co.id as course_id', 'co.title', 'c.issued_at'])
      .where('c.user_id', 'in', ids)
      .orderBy('c.issued_at')
      .execute(),
    db
      .selectFrom('quiz_attempts')
      .select(['user_id', sql<number>`count(distinct quiz_id)::int`.as('passed')])
      .where('user_id', 'in', ids)
      .where('passed', '=', true)
      .groupBy('user_id')
      .execute(),
  ]);
  return members.map((member) => {
    const learning = progress.find((row) => row.user_id === member.user_id);
    return {
      userId: member.user_id,
      fullName: member.full_name,
      email: member.email,
      joinedAt: new Date(member.joined_at),
      isOwner: member.user_id === ownerId,
      coursesStarted: Number(learning?.started ?? 0),
      certificates: certificates
        .filter((row) => row.user_id === member.user_id)
        .map((row) => ({
          code: row.code,
          courseId: row.course_id,
          courseTitle: row.title,
          issuedAt: new Date(row.issued_at),
        })),
      quizzesPassed: Number(quizzes.find((row) => row.user_id === member.user_id)?.passed ?? 0),
      lastActivityAt: learning?.last_activity ? new Date(learning.last_activity) : null,
    };
  });
}

/** The caller's own team with everything its page shows, or null when they own none. */
export async function ownedTeam({ em, viewer, deps }: RequestScope): Promise<TeamView | null> {
  const caller = requireViewer(viewer);
  const team = await em.findOne(Team, { owner: caller.id }, { populate: ['owner'] });
  if (!team) return null;
  const owner = team.owner.getEntity();
  const status = statusOf(team, owner);
  const live = status === 'ACTIVE' || status === 'PAST_DUE';
  const [members, invitations] = await Promise.all([
    loadTeamMembers(em, team, owner.id),
    em
      .getKysely<TeamInvitationTables>()
      .selectFrom('team_invitations')
      .select(['id', 'kind', 'email', 'created_at', 'expires_at'])
      .where('team_id', '=', team.id)
      .where('revoked_at', 'is', null)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', deps.clock.now())
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  const link = invitations.find((invitation) => invitation.kind === 'link');
  const { plan, appSecret, clientUrl } = deps.config;
  return {
    id: team.id,
    name: team.name,
    status,
    seats: team.seats,
    renewalSeats: team.renewalSeats ?? null,
    seatsUsed: members.length,
    seatsFree: live ? Math.max(seatLimit(team) - members.length, 0) : 0,
    ownerTakesSeat: team.ownerTakesSeat,
    currentPeriodEnd: live ? (owner.currentPeriodEnd ?? null) : null,
    renews: status === 'ACTIVE' && !owner.cancelAtPeriodEnd,
    accessEndsAt: status === 'PAST_DUE' ? pastDueAccessEndsAt(owner, plan.pastDueGraceDays) : null,
    pricePerSeat: toMinorUnits(plan.price, plan.currency),
    currency: plan.currency,
    members,
    invitations: invitations.flatMap((invitation) =>
      invitation.kind === 'email' && invitation.email
        ? [
            {
              id: invitation.id,
              email: invitation.email,
              createdAt: new Date(invitation.created_at),
              expiresAt: new Date(invitation.expires_at),
            },
          ]
        : [],
    ),
    joinLink:
      link && live
        ? { url: joinUrl(clientUrl, joinLinkToken(appSecret, link.id)), expiresAt: new Date(link.expires_at) }
        : null,
  };
}

/** The caller's seat: which team, whose, since when. Null when they hold none. */
export async function ownSeat({ em, viewer }: RequestScope) {
  const caller = requireViewer(viewer);
  const seat = await em.findOne(TeamMember, { user: caller.id }, { populate: ['team.owner'] });
  if (!seat) return null;
  const team = seat.team.getEntity();
  const owner = team.owner.getEntity();
  return {
    teamName: team.name,
    ownerName: owner.fullName,
    joinedAt: seat.joinedAt,
    isOwner: owner.id === caller.id,
    active: statusOf(team, owner) === 'ACTIVE' || statusOf(team, owner) === 'PAST_DUE',
  };
}
