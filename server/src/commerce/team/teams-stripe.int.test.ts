import { describe, expect, it } from 'vitest';
import { createUser, reloadUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { onStripeApp, postWebhook, WEBHOOK_SECRET } from '../../../test/payment-fixtures';
import type { StripeStandIn } from '../../../test/stripe-stand-in';
import { canWatch, mailsTo, readTeam, teamOps, tokenOfLink } from '../../../test/team-fixtures';
import { Team } from '../../identity/user/team.entity';
import { Payment } from '../payment/payment.entity';

/** Team plans on Stripe: the real SDK against the stand-in, Stripe's events delivered signed through the webhook. */
let app: TestApp;
let standIn: StripeStandIn;
onStripeApp((running) => {
  ({ standIn, app } = running);
});

const deliver = async (type: string, object: Record<string, unknown>) =>
  (await postWebhook(app, standIn.signedEvent(type, object, WEBHOOK_SECRET))).status;
const paymentsOf = (userId: string) =>
  app.orm.em.fork().find(Payment, { user: userId }, { orderBy: { paidAt: 'asc', createdAt: 'asc' } });

describe('a team plan on Stripe', () => {
  it('buys the seats as the quantity, prorates added seats, bills fewer at renewal, and ends every seat with it', async () => {
    const { user: owner, token } = await createUser(app, { emailVerified: true, fullName: 'Stripe Owner' });
    const started = await gql<{ createTeamCheckout: { id: string } }>(
      app,
      teamOps.createTeamCheckout,
      { input: { name: 'Stripe Team', seats: 3 } },
      { token },
    );
    const sessionId = started.data!.createTeamCheckout.id;
    const [create] = standIn.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    const { id: teamId } = await app.orm.em.fork().findOneOrFail(Team, { owner: owner.id });
    expect(create!.params).toMatchObject({
      'line_items[0][quantity]': '3',
      'metadata[teamId]': teamId,
      'subscription_data[metadata][teamId]': teamId,
      'subscription_data[metadata][userId]': owner.id,
    });
    expect(create!.idempotencyKey).toBe(`team-checkout:${teamId}:3:after:none`);

    const { subscriptionId } = standIn.completeSession(sessionId);
    expect(await deliver('checkout.session.completed', standIn.sessionJson(sessionId))).toBe(200);
    expect(await readTeam(app, token)).toMatchObject({ status: 'ACTIVE', seats: 3, seatsUsed: 1 });
    expect((await paymentsOf(owner.id)).map((payment) => payment.amount)).toEqual([3 * 49_900]);

    // A member by the join link.
    const link = await gql<{ createTeamJoinLink: { joinLink: { url: string } } }>(
      app,
      teamOps.createJoinLink,
      {},
      { token },
    );
    const { user: member, token: memberToken } = await createUser(app);
    await gql(
      app,
      teamOps.join,
      { token: tokenOfLink(link.data!.createTeamJoinLink.joinLink.url) },
      { token: memberToken },
    );
    expect(await canWatch(app, memberToken)).toBe(true);

    // Two more seats, now: Stripe invoices the proration at once; the payment is recorded from its invoice.
    await gql(app, teamOps.setSeats, { seats: 5 }, { token });
    const [update] = standIn.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).slice(-1);
    expect(update!.params).toMatchObject({
      'items[0][id]': `si_${subscriptionId}`,
      'items[0][quantity]': '5',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(update!.idempotencyKey).toBeTruthy();
    const proration = (await paymentsOf(owner.id)).at(-1)!;
    expect(proration.amount).toBeGreaterThan(2 * 49_900 - 100);
    expect(proration.amount).toBeLessThanOrEqual(2 * 49_900);
    expect(await readTeam(app, token)).toMatchObject({ seats: 5, seatsFree: 3 });

    // Back to three from the renewal: nothing charged or credited now.
    await gql(app, teamOps.setSeats, { seats: 3 }, { token });
    expect(standIn.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!.params).toMatchObject({
      'items[0][quantity]': '3',
      proration_behavior: 'none',
    });
    expect(await readTeam(app, token)).toMatchObject({ seats: 5, renewalSeats: 3, seatsFree: 1 });
    expect(await paymentsOf(owner.id)).toHaveLength(2);

    // The year ends: Stripe charges three seats and the team has three.
    const renewal = standIn.endPeriod(subscriptionId)!;
    expect(await deliver('invoice.paid', standIn.invoiceJson(renewal.id))).toBe(200);
    expect(await readTeam(app, token)).toMatchObject({ seats: 3, renewalSeats: null, status: 'ACTIVE' });
    expect((await paymentsOf(owner.id)).at(-1)!.amount).toBe(3 * 49_900);

    // Stripe ends the subscription: every seat ends, each member is told.
    standIn.setSubscriptionStatus(subscriptionId, 'canceled');
    expect(await deliver('customer.subscription.deleted', standIn.subscriptionJson(subscriptionId))).toBe(200);
    expect((await reloadUser(app, owner.id)).subscriptionStatus).toBe('canceled');
    expect(await canWatch(app, memberToken)).toBe(false);
    expect((await mailsTo(app, member.email)).map((mail) => mail.subject)).toEqual([
      'Your seat in Stripe Team has ended',
    ]);
  });

  it('tells the owner when a renewal pays for fewer seats than the team has members, and keeps them all', async () => {
    const { user: owner, token } = await createUser(app, { emailVerified: true, fullName: 'Short Owner' });
    const started = await gql<{ createTeamCheckout: { id: string } }>(
      app,
      teamOps.createTeamCheckout,
      { input: { name: 'Short Team', seats: 3 } },
      { token },
    );
    const { subscriptionId } = standIn.completeSession(started.data!.createTeamCheckout.id);
    expect(await deliver('checkout.session.completed', standIn.sessionJson(started.data!.createTeamCheckout.id))).toBe(
      200,
    );
    const link = await gql<{ createTeamJoinLink: { joinLink: { url: string } } }>(
      app,
      teamOps.createJoinLink,
      {},
      { token },
    );
    const joinToken = tokenOfLink(link.data!.createTeamJoinLink.joinLink.url);
    const members = [await createUser(app), await createUser(app)];
    for (const member of members) await gql(app, teamOps.join, { token: joinToken }, { token: member.token });
    expect(await readTeam(app, token)).toMatchObject({ seats: 3, seatsUsed: 3 });

    // The quantity lowered in Stripe's dashboard, then the year ends: two seats paid for three members.
    standIn.setQuantity(subscriptionId, 2);
    const renewal = standIn.endPeriod(subscriptionId)!;
    expect(await deliver('invoice.paid', standIn.invoiceJson(renewal.id))).toBe(200);

    expect(await readTeam(app, token)).toMatchObject({ seats: 2, seatsUsed: 3, seatsFree: 0 });
    for (const member of members) expect(await canWatch(app, member.token)).toBe(true);
    expect((await mailsTo(app, owner.email)).map((mail) => mail.subject)).toContain(
      'Short Team renewed with 2 seats for 3 members',
    );
    // A delivery of the same renewal again tells nobody twice.
    expect(await deliver('invoice.paid', standIn.invoiceJson(renewal.id))).toBe(200);
    const told = (await mailsTo(app, owner.email)).filter((mail) => mail.subject.includes('renewed with'));
    expect(told).toHaveLength(1);
  });
});
