import { sql } from 'kysely';
import { Team, type TeamTables } from '../../identity/user/team.entity';
import type { User, UserTables } from '../../identity/user/user.entity';
import { isSubscriptionActive, isSubscriptionRunning, pastDueAccessEndsAt } from '../../identity/user/user.policy';
import { queueMail } from '../../mail/outbox';
import type { ProviderSubscription } from '../../payments/payment-provider';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import { teamAccessEndedMail, teamRenewalFailedMail, teamSeatsShortMail } from './billing.mails';
import type { SubscriptionBefore } from './subscription-events';

/**
 * A team's seats follow its subscription's quantity as the provider reports it, read back like every other change:
 * - its first active report links the team to the subscription and seats its owner (unless they chose not to sit);
 * - more seats count at once (they were charged, prorated);
 * - fewer seats count from the renewal on (the provider bills them from then), so the seats paid for this year stay
 *   usable until it ends: `renewalSeats` says what is coming, and a later period end settles it.
 */
export async function syncTeamSeats(
  em: Em,
  user: User,
  subscription: ProviderSubscription,
  { config }: Pick<AppDeps, 'config'>,
) {
  if (!subscription.teamId || user.providerSubscriptionId !== subscription.id) return;
  const team = await em.findOne(Team, { id: subscription.teamId, owner: user.id });
  if (!team) return;
  if (team.providerSubscriptionId !== subscription.id) {
    if (!isSubscriptionActive(subscription.status)) return;
    Object.assign(team, {
      providerSubscriptionId: subscription.id,
      seats: subscription.seats,
      renewalSeats: null,
      periodEnd: subscription.currentPeriodEnd,
      checkoutSessionId: null,
    });
    if (team.ownerTakesSeat) await seatOwner(em, team.id, user.id);
    return;
  }
  const renewed = (subscription.currentPeriodEnd?.getTime() ?? 0) > (team.periodEnd?.getTime() ?? 0);
  if (subscription.seats >= team.seats || renewed) {
    team.seats = subscription.seats;
    team.renewalSeats = null;
  } else {
    team.renewalSeats = subscription.seats;
  }
  if (renewed) {
    team.periodEnd = subscription.currentPeriodEnd;
    await compareSeatsPaid(em, user, team, config);
  }
}

/**
 * A renewal paid for fewer seats than the team has members: only a quantity changed outside CourseHub (the provider's
 * dashboard) gets here, since the app never lowers the seats below those taken and joins wait on the team's row. No
 * member loses access unasked; nobody joins until the members fit, and the owner is told to add seats or remove
 * members.
 */
async function compareSeatsPaid(em: Em, owner: User, team: Team, config: AppDeps['config']) {
  const { members } = await em
    .getKysely<TeamTables>()
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<string>().as('members'))
    .where('team_id', '=', team.id)
    .executeTakeFirstOrThrow();
  const taken = Number(members);
  if (taken <= team.seats) return;
  queueMail(em, owner.email, teamSeatsShortMail(config, owner, { name: team.name, seats: team.seats, members: taken }));
}

/** The owner's seat; none when they hold one already (here, or in a team they joined before buying). */
async function seatOwner(em: Em, teamId: string, userId: string) {
  await em
    .getKysely<TeamTables>()
    .insertInto('team_members')
    .values({ id: sql`gen_random_uuid()`, team_id: teamId, user_id: userId, joined_at: sql`now()` })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/**
 * Every member but the owner is told when their access through the team ends (the subscription ended, however) and
 * when the renewal failed (the day access stops unless it is paid). The owner is told as any subscriber is.
 */
export async function tellTeamMembers(
  em: Em,
  owner: User,
  before: SubscriptionBefore,
  { config }: Pick<AppDeps, 'config'>,
) {
  const ended = isSubscriptionRunning(before.status) && owner.subscriptionStatus === 'canceled';
  const failed = owner.subscriptionStatus === 'past_due' && before.status !== 'past_due';
  const subscriptionId = owner.providerSubscriptionId;
  if ((!ended && !failed) || !subscriptionId || before.subscriptionId !== subscriptionId) return;
  const members = await em
    .getKysely<TeamTables & UserTables>()
    .selectFrom('teams as t')
    .innerJoin('team_members as m', 'm.team_id', 't.id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['t.name', 'u.email', 'u.full_name', 'u.locale'])
    .where('t.provider_subscription_id', '=', subscriptionId)
    .where('t.owner_id', '=', owner.id)
    .where('m.user_id', '!=', owner.id)
    .execute();
  const accessEndsAt = pastDueAccessEndsAt(owner, config.plan.pastDueGraceDays);
  for (const member of members) {
    const team = { name: member.name, ownerName: owner.fullName };
    const person = { fullName: member.full_name, locale: member.locale };
    const mail =
      failed && accessEndsAt
        ? teamRenewalFailedMail(config, person, { ...team, accessEndsAt })
        : teamAccessEndedMail(config, person, team);
    queueMail(em, member.email, mail);
  }
}
