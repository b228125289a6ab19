import { randomBytes } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  Payment,
  type PaymentPurpose,
  type PaymentStatus,
  type PaymentTables,
} from '../src/commerce/payment/payment.entity';
import { User } from '../src/identity/user/user.entity';
import type { TestModePaymentProvider } from '../src/payments/test-mode.provider';
import { createUser } from './factories';
import { PNG_1PX } from './fixtures/images';
import { gql, gqlUpload } from './graphql-client';
import { startTestApp, type TestApp } from './harness';
import { StripeStandIn } from './stripe-stand-in';

export const WEBHOOK_SECRET = 'whsec_test_secret';

/** The app configured for Stripe, with the SDK pointed at the stand-in. */
export const stripeEnv = (standIn: StripeStandIn) => ({
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: standIn.url,
});

export function postWebhook(app: TestApp, delivery: { payload: string; signature?: string }) {
  return fetch(`${app.url}/api/v1/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(delivery.signature && { 'stripe-signature': delivery.signature }),
    },
    body: delivery.payload,
  });
}

/** A payment row straight in the database. */
export async function createPayment(
  app: TestApp,
  user: User,
  overrides: {
    paidAt?: Date;
    status?: PaymentStatus;
    amount?: number;
    subscriptionId?: string;
    taxAmount?: number;
    card?: { brand: string; last4: string };
    purpose?: PaymentPurpose;
    seats?: number;
  } = {},
) {
  const em = app.orm.em.fork();
  const refunded = overrides.status === 'refunded';
  const payment = em.create(Payment, {
    user: user.id,
    amount: overrides.amount ?? 49_900,
    currency: 'INR',
    provider: 'stripe',
    providerSubscriptionId: overrides.subscriptionId ?? null,
    providerInvoiceId: `in_${randomBytes(8).toString('hex')}`,
    status: overrides.status ?? 'paid',
    paidAt: overrides.paidAt ?? new Date(),
    refundedAt: refunded ? new Date() : null,
    refundedAmount: refunded ? (overrides.amount ?? 49_900) : null,
    taxAmount: overrides.taxAmount ?? 0,
    cardBrand: overrides.card?.brand ?? null,
    cardLast4: overrides.card?.last4 ?? null,
    purpose: overrides.purpose ?? 'period',
    seats: overrides.seats ?? 1,
  });
  await em.flush();
  return payment;
}

/** Marks a payment refunded in full at `at`, as a refund recorded then would. */
export async function refundPayment(app: TestApp, paymentId: string, at: Date) {
  await app.orm.em
    .fork()
    .getKysely<PaymentTables>()
    .updateTable('payments')
    .set((eb) => ({ status: 'refunded', refunded_amount: eb.ref('amount'), refunded_at: at }))
    .where('id', '=', paymentId)
    .execute();
}

/**
 * Payments numbered first..last, one statement however many: payment g paid on the 15th of month (g % 12) + 1 of
 * `year`, every tenth one refunded in full at `refundedAt` (SQL, may use g). For the statement-count tests.
 */
export const insertBulkPayments = (
  app: TestApp,
  {
    payerId,
    year,
    first,
    last,
    refundedAt,
  }: { payerId: string; year: number; first: number; last: number; refundedAt: RawBuilder<Date> },
) =>
  app.orm.em
    .fork()
    .getKysely<PaymentTables>()
    .insertInto('payments')
    .columns([
      'id',
      'user_id',
      'amount',
      'currency',
      'provider',
      'provider_invoice_id',
      'status',
      'paid_at',
      'refunded_at',
      'refunded_amount',
      'created_at',
      'updated_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom(sql<{ g: number }>`generate_series(${first}::int, ${last}::int)`.as<'s'>(sql`s(g)`))
        .select([
          sql<string>`gen_random_uuid()`.as('id'),
          sql<string>`${payerId}`.as('user_id'),
          sql<number>`49900`.as('amount'),
          sql<string>`'INR'`.as('currency'),
          sql<'test'>`'test'`.as('provider'),
          sql<string>`'in_bulk_' || g`.as('provider_invoice_id'),
          sql<'paid' | 'refunded'>`case when g % 10 = 0 then 'refunded' else 'paid' end`.as('status'),
          sql<Date>`make_timestamptz(${year}::int, (g % 12) + 1, 15, 12, 0, 0, 'UTC')`.as('paid_at'),
          sql<Date | null>`case when g % 10 = 0 then ${refundedAt} end`.as('refunded_at'),
          sql<number | null>`case when g % 10 = 0 then 49900 end`.as('refunded_amount'),
          sql<Date>`now()`.as('created_at'),
          sql<Date>`now()`.as('updated_at'),
        ]),
    )
    .execute();

export const countPayments = (app: TestApp) => app.orm.em.fork().count(Payment, {});

export const ops = {
  startCheckout: 'mutation StartCheckout { startCheckout { id url } }',
  confirmCheckout: /* GraphQL */ `
    mutation ConfirmCheckout($sessionId: String!) { confirmCheckout(sessionId: $sessionId) { success subscriptionId message } }`,
  verifySubscription: /* GraphQL */ `
    mutation VerifySubscription($id: String!) { verifySubscription(subscriptionId: $id) { success subscriptionId message } }`,
  cancelSubscription: 'mutation CancelSubscription { cancelSubscription { success message refunded } }',
  cancellationPreview: /* GraphQL */ `
    query CancellationPreview {
      cancellationPreview { outcome accessEndsAt refundWindowEndsAt refund { amount currency formatted } }
    }`,
  stripePublishableKey: 'query StripeKey { stripePublishableKey }',
  me: 'query Me { me { subscription { status active currentPeriodEnd } } }',
  myPayments: /* GraphQL */ `
    query MyPayments($first: Int, $after: String) {
      myPayments(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { id amount currency formattedAmount status paidAt refunded refundedAt refundedAmount refundReason } }
      }
    }`,
  payments: /* GraphQL */ `
    query Payments($first: Int, $after: String, $learnerId: ID) {
      payments(first: $first, after: $after, learnerId: $learnerId) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { id amount paidAt status refunded refundedAmount refundReason customer { id email } } }
      }
    }`,
  subscriptionPlan:
    'query Plan { subscriptionPlan { price amount currency interval refundWindowDays formattedPrice } }',
};

/** A page of a Relay connection as the tests read it. */
export interface Page<Node> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: Node }[];
}

/** The nodes of a page, in order (none when the field was refused). */
export const nodesOf = <Node>(page: Page<Node> | null | undefined): Node[] => page?.edges.map(({ node }) => node) ?? [];

/** Edits the learner's profile as the client's Edit Profile page does: GraphQL updateProfile with a new avatar. */
export async function editProfile(app: TestApp, token: string, fullName: string) {
  const response = await gqlUpload(
    app,
    'mutation UpdateProfile($fullName: String!, $avatar: Upload) { updateProfile(fullName: $fullName, avatar: $avatar) { id } }',
    { fullName, avatar: null },
    [{ path: 'variables.avatar', filename: 'new.png', content: PNG_1PX, type: 'image/png' }],
    { token },
  );
  if (response.errors) throw new Error(`updateProfile failed: ${JSON.stringify(response.errors)}`);
}

/** The learner's checkout session (test mode's or Stripe's), as the client opens it. */
export const startCheckout = async (app: TestApp, token: string) =>
  (await gql<{ startCheckout: { id: string; url: string } }>(app, ops.startCheckout, {}, { token })).data!
    .startCheckout;

/** What confirming a checkout (or verifying a subscription) answers. */
export type CheckoutConfirmation = { success: boolean; subscriptionId: string; message: string };

export const confirmCheckout = (app: TestApp, token: string, sessionId: string) =>
  gql<{ confirmCheckout: CheckoutConfirmation }>(app, ops.confirmCheckout, { sessionId }, { token });

/** Stripe's signed `checkout.session.completed` delivery of a session on the stand-in, posted to the app. */
export const postCheckoutCompleted = (app: TestApp, standIn: StripeStandIn, sessionId: string) =>
  postWebhook(app, standIn.signedEvent('checkout.session.completed', standIn.sessionJson(sessionId), WEBHOOK_SECRET));

/** A learner who has paid a Stripe checkout on the stand-in (the app not yet told). */
export async function paidStripeLearner(app: TestApp, standIn: StripeStandIn, paidAt = new Date()) {
  const { user, token } = await createUser(app, { emailVerified: true });
  const session = await startCheckout(app, token);
  return { user, token, sessionId: session.id, ...standIn.completeSession(session.id, paidAt) };
}

/**
 * A learner (email verified) who subscribed on the Stripe stand-in's checkout, its `checkout.session.completed`
 * delivered through the signed webhook; fails the test unless the webhook takes it.
 */
export async function subscribeOnStandIn(app: TestApp, standIn: StripeStandIn, email: string) {
  const { token } = await createUser(app, { email, emailVerified: true });
  const sessionId = (await startCheckout(app, token)).id;
  const { subscriptionId } = standIn.completeSession(sessionId);
  const response = await postCheckoutCompleted(app, standIn, sessionId);
  if (response.status !== 200) throw new Error(`the webhook answered ${response.status}: ${await response.text()}`);
  return { token, subscriptionId };
}

/** An app on test mode's payments (no Stripe configured, as checked) for a suite's tests, closed after them. */
export function onTestModeApp(started: (app: TestApp) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    expect(app.deps.payments.kind).toBe('test');
    started(app);
  });
  afterAll(() => app?.close());
}
/**
 * The Stripe stand-in and an app configured for it, for the enclosing describe block (or file): started before its
 * tests, handed to `started`, and closed after them.
 */
export function onStripeApp(started: (running: { standIn: StripeStandIn; app: TestApp }) => void) {
  let standIn: StripeStandIn | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    standIn = await StripeStandIn.start();
    app = await startTestApp(stripeEnv(standIn));
    started({ standIn, app });
  });
  afterAll(async () => {
    await app?.close();
    await standIn?.close();
  });
}

/** A signed-in user as the app's REST tests of payments use one: the cookie, the user, the token. */
export type PageSession = { cookie: string; user: User; token: string; headers: Record<string, string> };

/**
 * A cookie session as the app's own pages use it: requests name the page they come from (browsers
 * also send Sec-Fetch-Site), which the spec's state-changing GETs require of cookie sessions.
 */
export async function pageSession(
  app: TestApp,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<PageSession> {
  const { user, token } = await createUser(app, { emailVerified: true, ...overrides });
  return { cookie: `token=${token}`, user, token, headers: { referer: `${app.url}/user/profile` } };
}

/**
 * Pays on test mode's checkout page as the customer's browser posts its form. The page's url is absolute on
 * PUBLIC_URL; the test app listens on a random port.
 */
export const payOnTestCheckout = (app: TestApp, url: string) =>
  fetch(`${app.url}${new URL(url).pathname}/pay`, { method: 'POST', redirect: 'manual' });

/**
 * A learner (email verified) subscribed in test mode, the session paid through the provider itself and confirmed, with
 * their billing page (the path test mode's controls are under) and their subscription's id.
 */
export async function testModeSubscriber(app: TestApp) {
  const { user, token } = await createUser(app, { emailVerified: true });
  const sessionId = (await startCheckout(app, token)).id;
  expect(await (app.deps.payments as TestModePaymentProvider).pay(sessionId)).toBe('complete');
  expect((await confirmCheckout(app, token, sessionId)).errors).toBeUndefined();
  const stored = await app.orm.em.fork().findOneOrFail(User, user.id);
  return {
    user,
    token,
    billingPage: `/api/v1/payments/test-billing/${stored.providerCustomerId}`,
    subscriptionId: stored.providerSubscriptionId as string,
  };
}

/** Subscribes through the test-mode checkout, as the client does: start, pay on the provider's page, confirm. */
export async function subscribeInTestMode(app: TestApp, token: string) {
  const { id, url } = await startCheckout(app, token);
  expect((await payOnTestCheckout(app, url)).status).toBe(303);
  expect((await confirmCheckout(app, token, id)).errors).toBeUndefined();
}
