import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { Payment } from '../../../src/commerce/payment/payment.entity';
import type { TestModePaymentProvider } from '../../../src/payments/test-mode.provider';
import { createUser } from '../../factories';
import { gql } from '../../graphql-client';
import { createPayment } from '../../payment-fixtures';
import {
  app,
  ask,
  auth,
  byNewAdmin,
  type MatrixArea,
  type PaidCheckout,
  paidCheckout,
  rest,
  rule,
  type Session,
  uniqueEmail,
} from './callers';
import {
  ADMIN_ONLY,
  CANCEL,
  CHECKOUT,
  http,
  OPEN,
  OWN_PAYMENT,
  OWN_RECEIPT,
  OWN_TEAM,
  row,
  SIGNED_IN,
} from './outcomes';

/** The payment the caller confirms: their own; callers who cannot have one send a learner's. */
async function paymentToConfirm(who: Session): Promise<PaidCheckout> {
  if (who.subscription) return who.subscription;
  if (who.caller === 'user') return paidCheckout(who.user!);
  return paidCheckout((await createUser(app)).user);
}

/** The caller's own payment when they have one (the subscriber's), otherwise a fresh learner's. */
async function paymentOf(who: Session): Promise<string> {
  const own = who.subscription && (await app.orm.em.fork().findOne(Payment, { user: who.user!.id }));
  return own ? own.id : (await createPayment(app, (await createUser(app)).user)).id;
}

/**
 * A live join link of a fresh team (two seats, its owner taking none), bought in test mode and confirmed by the same
 * code path as the success page.
 */
async function teamJoinToken(): Promise<string> {
  const { token } = await createUser(app, { emailVerified: true });
  const started = await gql<{ createTeamCheckout: { id: string } }>(
    app,
    'mutation TeamCheckout($input: TeamCheckoutInput!) { createTeamCheckout(input: $input) { id } }',
    { input: { name: 'Matrix Team', seats: 2, ownerTakesSeat: false } },
    { token },
  );
  const sessionId = started.data!.createTeamCheckout.id;
  expect(await (app.deps.payments as TestModePaymentProvider).pay(sessionId)).toBe('complete');
  const confirmed = await gql(
    app,
    'mutation Confirm($id: String!) { confirmCheckout(sessionId: $id) { success } }',
    { id: sessionId },
    { token },
  );
  expect(confirmed.errors).toBeUndefined();
  const link = await gql<{ createTeamJoinLink: { joinLink: { url: string } } }>(
    app,
    'mutation Link { createTeamJoinLink { joinLink { url } } }',
    {},
    { token },
  );
  return new URL(link.data!.createTeamJoinLink.joinLink.url).searchParams.get('token')!;
}

/** A fresh webhook endpoint made by an ADMIN of its own (a loopback URL: allowed outside production). */
async function freshEndpoint(): Promise<string> {
  const made = await byNewAdmin<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
    'mutation MakeEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
    { input: { url: 'http://127.0.0.1:9/hooks', eventTypes: ['user.created'] } },
  );
  return made.createWebhookEndpoint.endpoint.id;
}

/** A delivery (a test event) of a fresh endpoint. */
async function freshDelivery(): Promise<string> {
  const sent = await byNewAdmin<{ sendTestWebhookEvent: { id: string } }>(
    'mutation Test($endpointId: ID!) { sendTestWebhookEvent(endpointId: $endpointId) { id } }',
    { endpointId: await freshEndpoint() },
  );
  return sent.sendTestWebhookEvent.id;
}

/** Paying: the subscription, checkouts, payments and receipts, teams, and the admin's figures and webhooks. */
export const billingRows: MatrixArea = {
  graphql: {
    // What cancelling would do: like cancelling, only a subscriber has a subscription to ask about.
    'Query.cancellationPreview': rule(CANCEL, (who) => ask(who, 'query Preview { cancellationPreview { outcome } }')),
    'Query.myPayments': rule(SIGNED_IN, (who) =>
      ask(who, 'query MyPayments { myPayments(first: 5) { totalCount edges { node { id } } } }'),
    ),
    'Query.payments': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query Payments { payments(first: 10) { totalCount edges { node { id } } } }'),
    ),
    'Query.receipt': rule(OWN_RECEIPT, async (who) =>
      ask(who, 'query Receipt($id: ID!) { receipt(paymentId: $id) { number } }', { id: await paymentOf(who) }),
    ),
    'Query.revenue': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query Revenue($year: Int!) { revenue(year: $year, month: 1) { cashCollected } }', {
        year: new Date().getUTCFullYear(),
      }),
    ),
    'Query.stats': rule(ADMIN_ONLY, (who) => ask(who, 'query Stats { stats { year allUsersCount } }')),
    'Query.stripePublishableKey': rule(SIGNED_IN, (who) => ask(who, 'query StripeKey { stripePublishableKey }')),
    'Query.subscriptionPlan': rule(OPEN, (who) => ask(who, 'query Plan { subscriptionPlan { amount } }')),
    'Mutation.cancelSubscription': rule(CANCEL, (who) =>
      ask(who, 'mutation Cancel { cancelSubscription { refunded } }'),
    ),
    // Auto-renewal off or on: like cancelling, only a subscriber has one to change.
    'Mutation.setAutoRenew': rule(CANCEL, (who) =>
      ask(who, 'mutation AutoRenew { setAutoRenew(enabled: false) { success } }'),
    ),
    // The billing page of the caller's own customer at the provider: only someone who paid has one.
    'Mutation.openBillingPortal': rule(CANCEL, (who) => ask(who, 'mutation Billing { openBillingPortal }')),
    'Mutation.confirmCheckout': rule(OWN_PAYMENT, async (who) =>
      ask(who, 'mutation Confirm($sessionId: String!) { confirmCheckout(sessionId: $sessionId) { subscriptionId } }', {
        sessionId: (await paymentToConfirm(who)).sessionId,
      }),
    ),
    'Mutation.verifySubscription': rule(OWN_PAYMENT, async (who) =>
      ask(who, 'mutation Verify($id: String!) { verifySubscription(subscriptionId: $id) { subscriptionId } }', {
        id: (await paymentToConfirm(who)).subscriptionId,
      }),
    ),
    'Mutation.startCheckout': rule(CHECKOUT, (who) => ask(who, 'mutation StartCheckout { startCheckout { id url } }')),
    // Team plans: the caller's own team or seat (null when none). Buying one is a checkout: the subscriber has a
    // subscription of their own (CONFLICT), an ADMIN is never charged.
    'Query.team': rule(SIGNED_IN, (who) => ask(who, 'query Team { team { id seats } }')),
    'Query.teamSeat': rule(SIGNED_IN, (who) => ask(who, 'query TeamSeat { teamSeat { teamName } }')),
    // Every team plan, for the platform's admins (and teams:read keys).
    'Query.teams': rule(ADMIN_ONLY, (who) => ask(who, 'query Teams { teams(first: 5) { totalCount } }')),
    'Mutation.createTeamCheckout': rule(CHECKOUT, (who) =>
      ask(who, 'mutation TeamCheckout($input: TeamCheckoutInput!) { createTeamCheckout(input: $input) { id url } }', {
        input: { name: 'Matrix Team', seats: 3 },
      }),
    ),
    // A live join link of another owner's team: any session may read it and join (a subscriber is told first and may
    // still join); an ADMIN needs no seat.
    'Query.teamInvitation': rule(SIGNED_IN, async (who) =>
      ask(who, 'query Invitation($token: String!) { teamInvitation(token: $token) { teamName } }', {
        token: await teamJoinToken(),
      }),
    ),
    'Mutation.joinTeam': rule(row('UNAUTHENTICATED', 'ok', 'ok', 'FORBIDDEN'), async (who) =>
      ask(who, 'mutation Join($token: String!) { joinTeam(token: $token) { teamName } }', {
        token: await teamJoinToken(),
      }),
    ),
    // The owner's changes address the caller's own team: none of these callers owns one (teams.int.test.ts has owners).
    'Mutation.setTeamSeats': rule(OWN_TEAM, (who) => ask(who, 'mutation Seats { setTeamSeats(seats: 4) { seats } }')),
    'Mutation.inviteTeamMembers': rule(OWN_TEAM, (who) =>
      ask(who, 'mutation Invite($emails: String!) { inviteTeamMembers(emails: $emails) { id } }', {
        emails: uniqueEmail(),
      }),
    ),
    'Mutation.revokeTeamInvitation': rule(OWN_TEAM, (who) =>
      ask(who, 'mutation Revoke($id: ID!) { revokeTeamInvitation(id: $id) { id } }', { id: randomUUID() }),
    ),
    'Mutation.createTeamJoinLink': rule(OWN_TEAM, (who) => ask(who, 'mutation Link { createTeamJoinLink { id } }')),
    'Mutation.revokeTeamJoinLink': rule(OWN_TEAM, (who) => ask(who, 'mutation Unlink { revokeTeamJoinLink { id } }')),
    'Mutation.removeTeamMember': rule(OWN_TEAM, async (who) =>
      ask(who, 'mutation Remove($userId: ID!) { removeTeamMember(userId: $userId) { id } }', {
        userId: (await createUser(app)).user.id,
      }),
    ),
    // The caller's own seat: none of them holds one.
    'Mutation.leaveTeam': rule(row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'), (who) =>
      ask(who, 'mutation Leave { leaveTeam { message } }'),
    ),
    'Query.webhookEndpoints': rule(ADMIN_ONLY, (who) => ask(who, 'query Endpoints { webhookEndpoints { id url } }')),
    'Query.webhookDeliveries': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'query Deliveries($id: ID!) { webhookDeliveries(endpointId: $id, first: 5) { totalCount } }', {
        id: await freshEndpoint(),
      }),
    ),
    'Mutation.createWebhookEndpoint': rule(ADMIN_ONLY, (who) =>
      ask(
        who,
        'mutation Create($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
        { input: { url: 'http://127.0.0.1:9/matrix', eventTypes: ['payment.succeeded'] } },
      ),
    ),
    'Mutation.updateWebhookEndpoint': rule(ADMIN_ONLY, async (who) =>
      ask(
        who,
        'mutation Update($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id } }',
        { id: await freshEndpoint(), input: { enabled: false } },
      ),
    ),
    'Mutation.rotateWebhookSecret': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Rotate($id: ID!) { rotateWebhookSecret(id: $id) { secret } }', { id: await freshEndpoint() }),
    ),
    'Mutation.deleteWebhookEndpoint': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Delete($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }', { id: await freshEndpoint() }),
    ),
    'Mutation.replayWebhookDelivery': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Replay($id: ID!) { replayWebhookDelivery(id: $id) { id } }', { id: await freshDelivery() }),
    ),
    'Mutation.sendTestWebhookEvent': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Test($id: ID!) { sendTestWebhookEvent(endpointId: $id) { id } }', {
        id: await freshEndpoint(),
      }),
    ),
  },
  rest: {
    'GET /payments/stripe-key': rule(http(SIGNED_IN), (who) => rest.get('/payments/stripe-key', auth(who))),
    'POST /payments/subscribe': rule(http(CHECKOUT), (who) => rest.post('/payments/subscribe', auth(who))),
    'POST /payments/verify': rule(http(OWN_PAYMENT), async (who) =>
      rest.json(
        'POST',
        '/payments/verify',
        { subscription_id: (await paymentToConfirm(who)).subscriptionId },
        auth(who),
      ),
    ),
    'GET /payments/get-subscription': rule(http(OWN_PAYMENT), async (who) =>
      rest.get(`/payments/get-subscription?session_id=${(await paymentToConfirm(who)).sessionId}`, auth(who)),
    ),
    'GET /payments/unsubscribe': rule(http(CANCEL), (who) => rest.get('/payments/unsubscribe', auth(who))),
    'GET /payments/cancellation-preview': rule(http(CANCEL), (who) =>
      rest.get('/payments/cancellation-preview', auth(who)),
    ),
    'GET /payments': rule(http(ADMIN_ONLY), (who) => rest.get('/payments?count=10', auth(who))),
    'GET /payments/get-monthly-payments': rule(http(ADMIN_ONLY), (who) =>
      rest.get(`/payments/get-monthly-payments?year=${new Date().getUTCFullYear()}`, auth(who)),
    ),
    'GET /payments/export.csv': rule(http(ADMIN_ONLY), (who) =>
      rest.get(`/payments/export.csv?year=${new Date().getUTCFullYear()}`, auth(who)),
    ),
    'GET /admin/stats/users': rule(http(ADMIN_ONLY), (who) => rest.get('/admin/stats/users', auth(who))),
    // The owner's export of their own team: none of these callers owns one.
    'GET /team/members.csv': rule(http(OWN_TEAM), (who) => rest.get('/team/members.csv', auth(who))),
  },
};
