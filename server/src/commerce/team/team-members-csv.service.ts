import { teamMessages } from '@coursehub/shared';
import { Team } from '../../identity/user/team.entity';
import { DomainError } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { loadTeamMembers } from './team-reading.service';

export const TEAM_MEMBERS_CSV_COLUMNS = [
  'name',
  'email',
  'joined_at',
  'courses_started',
  'certificates',
  'certificate_courses',
  'quizzes_passed',
  'last_activity_at',
] as const;

const iso = (date: Date | null) => date?.toISOString() ?? '';

/**
 * The owner's export of their team's members and their learning, one row per member as the team page lists them
 * (first joined first): the same reading (loadTeamMembers), so page and file agree.
 */
export async function teamMembersCsv({ em, viewer }: RequestScope): Promise<string[][]> {
  const caller = requireViewer(viewer);
  const team = await em.findOne(Team, { owner: caller.id });
  if (!team) throw new DomainError('NOT_FOUND', teamMessages.noTeam);
  const members = await loadTeamMembers(em, team, caller.id);
  return members.map((member) => [
    member.fullName,
    member.email,
    iso(member.joinedAt),
    String(member.coursesStarted),
    String(member.certificates.length),
    member.certificates.map((certificate) => certificate.courseTitle).join('; '),
    String(member.quizzesPassed),
    iso(member.lastActivityAt),
  ]);
}
