import { teamMessages, teamSeatsSchema } from '@coursehub/shared';
import { dispatchMail } from '../../mail/outbox';
import type { OutboxMessage } from '../../mail/outbox.entity';
import type { SeatChangeTiming } from '../../payments/payment-provider';
import { badInput } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireViewer } from '../../shared/viewer';
import { applyProviderState } from '../billing/subscription-sync';
import { type Team, TeamMember } from '../user/team.entity';
import { User } from '../user/user.entity';
import { isSubscriptionActive } from '../user/user.policy';
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
  const team = await ownTeam(em, caller.id);
  const owner = await em.findOneOrFail(User, caller.id);
  const subscriptionId = team.providerSubscriptionId;
  if (
    !subscriptionId ||
    subscriptionId !== owner.providerSubscriptionId ||
    !isSubscriptionActive(owner.subscriptionStatus)
  ) {
    throw badInput(teamMessages.teamNotActive);
  }
  const used = await em.count(TeamMember, { team: team.id });
  if (seats < used) throw badInput(teamMessages.seatsBelowUsed(used), 'seats');
  if (seats === team.seats && team.renewalSeats === null) throw badInput(teamMessages.seatsUnchanged, 'seats');
  const change = async (count: number, timing: SeatChangeTiming) => {
    const key = `team-seats:${subscriptionId}:${timing}:${team.seats}->${count}:renewal-${team.renewalSeats ?? 'same'}`;
    const subscription = await deps.payments.setSeats(subscriptionId, count, timing, key);
    const invoiceId = timing === 'now' ? subscription.latestInvoiceId : null;
    const invoice = invoiceId ? await deps.payments.getInvoice(invoiceId) : null;
    const outbox: OutboxMessage[] = [];
    await em.transactional((tx) =>
      applyProviderState(tx, { provider: deps.payments.kind, userId: owner.id, subscription, invoice }, deps, outbox),
    );
    await dispatchMail(deps, outbox);
  };
  // A pending reduction is undone first (nothing charged): the provider prorates an addition from its quantity now.
  if (team.renewalSeats !== null && seats >= team.seats) await change(team.seats, 'renewal');
  if (seats !== team.seats) await change(seats, seats > team.seats ? 'now' : 'renewal');
  return em.refresh(team) as Promise<Team>;
}
