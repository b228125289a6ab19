import { messages as sharedMessages, teamCheckoutSchema, teamMessages } from '@coursehub/shared';
import { Team, TeamMember } from '../../identity/user/team.entity';
import { User } from '../../identity/user/user.entity';
import { isSubscriptionRunning } from '../../identity/user/user.policy';
import { badInput, DomainError, forbidden, notFound } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireViewer } from '../../shared/viewer';
import { checkoutReturnBase } from '../payment/checkout-return';
import { checkoutRefusal } from '../payment/payment.policy';

export interface TeamCheckoutInput {
  name: string;
  seats: number;
  /** The owner takes one of the seats (the default); false: they pay and manage without watching. */
  ownerTakesSeat?: boolean | null;
}

/**
 * Opens the owner's team checkout: `seats` of the yearly plan as one subscription (the provider's quantity, the plan's
 * price per seat), paid by the caller, who becomes the team's owner. Refused to an admin (never charged), to an account
 * whose own subscription runs (one subscription per account: the team's is the owner's), and to a member of another
 * team. The team row is written first, so the provider's subscription can name it; its seats and members count only
 * once the payment is confirmed (billing. Bought again after it ended, it is the same team: the seats
 * must hold its members. A checkout still open for the same seats is given back, as for one seat.
 */
export async function startTeamCheckout(
  { em, viewer, deps }: RequestScope,
  input: TeamCheckoutInput,
  origin: string | undefined,
): Promise<{ id: string; url: string }> {
  const caller = requireViewer(viewer);
  const { name, seats, ownerTakesSeat } = parseInput(teamCheckoutSchema, input);
  const user = await em.findOneOrFail(User, caller.id, { failHandler: () => notFound('User') });
  const refusal = checkoutRefusal(user);
  if (refusal?.code === 'FORBIDDEN') throw refusal;
  if (refusal || isSubscriptionRunning(user.subscriptionStatus)) {
    throw new DomainError('CONFLICT', teamMessages.alreadySubscribed);
  }
  if (deps.config.requireConfirmedEmailForCheckout && !user.emailVerified) {
    throw forbidden(sharedMessages.verifyEmailBeforeCheckout);
  }
  const seat = await em.findOne(TeamMember, { user: user.id }, { populate: ['team'] });
  const existing = await em.findOne(Team, { owner: user.id });
  if (seat && seat.team.id !== existing?.id) throw new DomainError('CONFLICT', teamMessages.memberOfAnotherTeam);
  if (existing) {
    const members = await em.count(TeamMember, { team: existing.id });
    if (members > seats) throw badInput(teamMessages.seatsBelowUsed(members), 'seats');
    if (existing.checkoutSessionId && existing.seats === seats) {
      const open = await deps.payments.getCheckout(existing.checkoutSessionId);
      if (open?.status === 'open' && open.url) {
        Object.assign(existing, { name, ownerTakesSeat });
        await em.flush();
        return { id: open.id, url: open.url };
      }
    }
  }
  const team = existing ?? em.create(Team, { owner: user, name, seats, ownerTakesSeat });
  const previous = team.checkoutSessionId ?? null;
  Object.assign(team, { name, seats, ownerTakesSeat, renewalSeats: null });
  const session = await deps.payments.createCheckout({
    userId: user.id,
    email: user.email,
    customerId: user.providerCustomerId ?? null,
    // Racing requests for the same seats get one session; new seats, or a checkout after a lapsed one, a new one.
    idempotencyKey: `team-checkout:${team.id}:${seats}:after:${previous ?? 'none'}`,
    returnTo: checkoutReturnBase(deps.config, origin),
    team: { id: team.id, seats },
  });
  team.checkoutSessionId = session.id;
  await em.flush();
  return session;
}
