import { sql } from 'kysely';
import type { TeamTables } from '../../identity/user/team.entity';
import type { UserTables } from '../../identity/user/user.entity';
import { type Connection, Keyset, type PageArgs } from '../../shared/pagination';
import type { RequestScope } from '../../shared/scope';
import { requireRole } from '../../shared/viewer';
import { statusOf, type TeamStatus } from './team-reading.service';

/** A team as the platform's admins (and `teams:read` keys) see it: who pays, for how many seats, how many are taken. */
export interface TeamSummaryView {
  id: string;
  name: string;
  ownerName: string;
  ownerEmail: string;
  status: TeamStatus;
  seats: number;
  seatsUsed: number;
  /** When the running period ends; null unless ACTIVE or PAST_DUE. */
  currentPeriodEnd: Date | null;
  createdAt: Date;
}

const NEWEST_FIRST = new Keyset('teams', [
  { sql: 't.created_at', type: 'timestamp', descending: true },
  { sql: 't.id', type: 'uuid', descending: true },
]);

/** ADMIN: every team, newest first, a page at a time, with its seats taken counted in the same statement. */
export async function listTeams({ em, viewer }: RequestScope, args: PageArgs): Promise<Connection<TeamSummaryView>> {
  requireRole(viewer, 'ADMIN');
  const { size, after } = NEWEST_FIRST.page(args);
  const db = em.getKysely<TeamTables & UserTables>();
  const rows = db
    .selectFrom('teams as t')
    .innerJoin('users as u', 'u.id', 't.owner_id')
    .select([
      't.id',
      't.name',
      't.seats',
      't.created_at',
      't.provider_subscription_id as team_subscription_id',
      'u.full_name',
      'u.email',
      'u.provider_subscription_id',
      'u.subscription_status',
      'u.current_period_end',
    ])
    .select((eb) =>
      eb
        .selectFrom('team_members as m')
        .select(sql<number>`count(*)::int`.as('used'))
        .whereRef('m.team_id', '=', 't.id')
        .as('seats_used'),
    )
    .select(NEWEST_FIRST.keySelections());
  const [page, count] = await Promise.all([
    NEWEST_FIRST.inOrder(after ? rows.where(NEWEST_FIRST.afterPosition(after)) : rows)
      .limit(size + 1)
      .execute(),
    db
      .selectFrom('teams')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
  ]);
  return NEWEST_FIRST.connection(page, size, Number(count?.total ?? 0), (row) => {
    const status = statusOf(
      { providerSubscriptionId: row.team_subscription_id },
      { providerSubscriptionId: row.provider_subscription_id, subscriptionStatus: row.subscription_status },
    );
    const live = status === 'ACTIVE' || status === 'PAST_DUE';
    return {
      id: row.id,
      name: row.name,
      ownerName: row.full_name,
      ownerEmail: row.email,
      status,
      seats: row.seats,
      seatsUsed: Number(row.seats_used ?? 0),
      currentPeriodEnd: live && row.current_period_end ? new Date(row.current_period_end) : null,
      createdAt: new Date(row.created_at),
    };
  });
}
