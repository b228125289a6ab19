import { teamMessages, teamSeatsSchema } from '@coursehub/shared';
import { LockMode } from '@mikro-orm/core';
import { Team, TeamMember } from '../../identity/user/team.entity';
import { User } from '../../identity/user/user.entity';
import { isSubscriptionActive } from '../../identity/user/user.policy';
import type { SeatChangeTiming } from '../../payments/payment-provider';
import { badInput } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireViewer } from '../../shared/viewer';
import { applyProviderState } from '../billing/subscription-sync';
import { ownTeam } from './team.policy';

/**
 * The owner changes the team's seats. More seats count at once: the provider charges them prorated for the rest of
 * the year before answering (a declined card changes nothing), and that charge is recorded as a payment with its
 * receipt, as the webhook would. Fewer seats take effect at the renewal, never below the seats taken now; nothing is
 * refunded and the seats paid for stay usable until then. Asking for the seats the team has cancels a pending
 * reduction. Only while the subscription is active (a past-due team fixes its payment first).
 */
export async function setTeamSeats(scope: RequestScope, input: { seats: number }): Promise<Team> {
  const { em, viewer, deps } = scope;
  const caller = requireViewer(viewer);
  const { seats } = parseInput(teamSeatsSchema, input);
  // The team row stays locked from the count of its members until the new seats are written: a join racing the change
  // waits for it, then finds the seats it left (joinTeam locks the same row).
  const teamId = await em.transactional(async (tx) => {
    const { id } = await ownTeam(tx, caller.id);
    const team = await tx.findOneOrFail(Team, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const owner = await tx.findOneOrFail(User, caller.id);
    const subscriptionId = team.providerSubscriptionId;
    if (
      !subscriptionId ||
      subscriptionId !== owner.providerSubscriptionId ||
      !isSubscriptionActive(owner.subscriptionStatus)
    ) {
      throw badInput(teamMessages.teamNotActive);
    }
    const used = await tx.count(TeamMember, { team: team.id });
    if (seats < used) throw badInput(teamMessages.seatsBelowUsed(used), 'seats');
    if (seats === team.seats && team.renewalSeats === null) throw badInput(teamMessages.seatsUnchanged, 'seats');
    const { seats: current, renewalSeats } = team;
    const change = async (count: number, timing: SeatChangeTiming) => {
      const key = `team-seats:${subscriptionId}:${timing}:${current}->${count}:renewal-${renewalSeats ?? 'same'}`;
      const subscription = await deps.payments.setSeats(subscriptionId, count, timing, key);
      const invoiceId = timing === 'now' ? subscription.latestInvoiceId : null;
      const invoice = invoiceId ? await deps.payments.getInvoice(invoiceId) : null;
      await applyProviderState(tx, { provider: deps.payments.kind, userId: owner.id, subscription, invoice }, deps);
      await tx.flush();
    };
    // A pending reduction is undone first (nothing charged): the provider prorates an addition from its quantity now.
    if (renewalSeats !== null && seats >= current) await change(current, 'renewal');
    if (seats !== current) await change(seats, seats > current ? 'now' : 'renewal');
    return team.id;
  });
  return em.findOneOrFail(Team, teamId, { refresh: true });
}
