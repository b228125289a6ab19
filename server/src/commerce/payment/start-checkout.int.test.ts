import { describe, expect, it } from 'vitest';
import { createUser, reloadUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  confirmCheckout,
  editProfile,
  onStripeApp,
  ops,
  paidStripeLearner,
  startCheckout,
  stripeEnv,
} from '../../../test/payment-fixtures';
import { restClient } from '../../../test/rest-client';
import type { StripeStandIn } from '../../../test/stripe-stand-in';

let app: TestApp;
let standIn: StripeStandIn;
onStripeApp((running) => {
  ({ standIn, app } = running);
});

describe('startCheckout (Stripe)', () => {
  it("returns Stripe's session and url, returning to the app's pages", async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const session = await startCheckout(app, token);
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    const request = standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1);
    expect(request?.params.client_reference_id).toBe(user.id);
    expect(request?.idempotencyKey).toBe(`checkout:${user.id}:after:none`);
    // Without CLIENT_URL the client is served on PUBLIC_URL (by default the address the server prints).
    expect(app.config.publicUrl).toBe('http://localhost:4000');
    expect(request?.params).toMatchObject({
      success_url: 'http://localhost:4000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:4000/checkout/failure',
    });
    // A double click is the same checkout.
    expect((await startCheckout(app, token)).id).toBe(session.id);
  });

  it('returns to CLIENT_URL when the client is served from another origin', async () => {
    const apart = await startTestApp({ ...stripeEnv(standIn), CLIENT_URL: 'http://localhost:5173/' });
    try {
      const { token } = await createUser(apart, { emailVerified: true });
      const { data } = await gql<{ startCheckout: { id: string } }>(apart, ops.startCheckout, {}, { token });
      expect(standIn.sessionJson(data!.startCheckout.id)).toMatchObject({
        success_url: 'http://localhost:5173/checkout/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:5173/checkout/failure',
      });
    } finally {
      await apart.close();
    }
  });

  it("returns to the request's Origin when it is in CORS_ORIGINS, else to CLIENT_URL", async () => {
    const partner = 'https://courses.partner.example';
    const apart = await startTestApp({
      ...stripeEnv(standIn),
      CORS_ORIGINS: partner,
      CLIENT_URL: 'https://app.example',
    });
    try {
      const subscribe = async (origin: string) => {
        const { token } = await createUser(apart);
        const headers = { origin, 'sec-fetch-site': 'cross-site' };
        const response = await restClient(apart).post('/payments/subscribe', { token, headers });
        expect(response.status).toBe(200);
        return standIn.sessionJson(response.body.id);
      };
      expect(await subscribe(partner)).toMatchObject({
        success_url: `${partner}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${partner}/checkout/failure`,
      });
      // Through GraphQL, from an origin that is not ours: CLIENT_URL.
      const { token } = await createUser(apart);
      const started = await fetch(`${apart.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          origin: 'https://elsewhere.example',
        },
        body: JSON.stringify({ query: ops.startCheckout }),
      });
      const { data } = (await started.json()) as { data: { startCheckout: { id: string } } };
      expect(standIn.sessionJson(data.startCheckout.id)).toMatchObject({
        success_url: 'https://app.example/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      });
    } finally {
      await apart.close();
    }
  });

  it('gives back the open checkout after a profile edit: one checkout per learner', async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const first = await startCheckout(app, token);
    const before = (await reloadUser(app, user.id)).updatedAt;
    await editProfile(app, token, 'Renamed Learner');
    expect((await reloadUser(app, user.id)).updatedAt.getTime()).toBeGreaterThan(before.getTime());
    const created = standIn.requestsTo('POST', '/v1/checkout/sessions').length;

    const again = await startCheckout(app, token);
    expect(again).toEqual(first);
    expect(standIn.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(created);
  });

  it('opens a new checkout once the previous one expired at Stripe', async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const first = await startCheckout(app, token);
    standIn.expireSession(first.id);
    const second = await startCheckout(app, token);
    expect(second.id).not.toBe(first.id);
    expect(second.url).toBe(`https://checkout.stripe.test/c/pay/${second.id}`);
    expect(standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.idempotencyKey).toBe(
      `checkout:${user.id}:after:${first.id}`,
    );
    expect((await startCheckout(app, token)).id).toBe(second.id);
  });

  it('refuses ADMIN and an already active learner', async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    const adminResponse = await gql(app, ops.startCheckout, {}, { token: admin.token });
    expect(errorCode(adminResponse)).toBe('FORBIDDEN');
    expect(errorMessage(adminResponse)).toMatch(/never need a subscription/);

    const active = await createUser(app, { subscriptionStatus: 'active' });
    const activeResponse = await gql(app, ops.startCheckout, {}, { token: active.token });
    expect(errorCode(activeResponse)).toBe('CONFLICT');
    expect(errorMessage(activeResponse)).toBe('You already have an active subscription');
  });

  it('reuses the Stripe customer on a later purchase', async () => {
    const { user, token, sessionId } = await paidStripeLearner(app, standIn);
    await confirmCheckout(app, token, sessionId);
    await gql(app, ops.cancelSubscription, {}, { token });
    await startCheckout(app, token);
    const customerId = (await reloadUser(app, user.id)).providerCustomerId;
    expect(customerId).toMatch(/^cus_/);
    const request = standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1);
    expect(request?.params.customer).toBe(customerId);
    expect(request?.params.customer_email).toBeUndefined();
  });
});

describe('stripePublishableKey', () => {
  it('returns the configured key', async () => {
    const { token } = await createUser(app, { emailVerified: true });
    const response = await gql<{ stripePublishableKey: string }>(app, ops.stripePublishableKey, {}, { token });
    expect(response.data?.stripePublishableKey).toBe('pk_test_stand_in');
  });
});
