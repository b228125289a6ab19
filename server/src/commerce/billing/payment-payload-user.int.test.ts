import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { ops, payOnTestCheckout } from '../../../test/payment-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const userFields = 'user { id subscription { status active currentPeriodEnd } }';
type Subscription = { status: string; active: boolean; currentPeriodEnd: string | null };
type Payload = { success: boolean; user: { id: string; subscription: Subscription } };

async function paidCheckout(token: string) {
  const started = await gql<{ startCheckout: { id: string; url: string } }>(app, ops.startCheckout, {}, { token });
  const session = started.data!.startCheckout;
  await payOnTestCheckout(app, session.url);
  return session.id;
}

describe('subscription mutations return the caller as they are after the change', () => {
  it('confirmCheckout returns the user with the subscription active, cancelSubscription with it canceled', async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const sessionId = await paidCheckout(token);

    const confirmed = await gql<{ confirmCheckout: Payload & { subscriptionId: string } }>(
      app,
      `mutation Confirm($sessionId: String!) { confirmCheckout(sessionId: $sessionId) { success subscriptionId ${userFields} } }`,
      { sessionId },
      { token },
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmCheckout.user).toMatchObject({
      id: user.id,
      subscription: { status: 'active', active: true },
    });
    expect(confirmed.data?.confirmCheckout.user.subscription.currentPeriodEnd).toEqual(expect.any(String));

    const verified = await gql<{ verifySubscription: Payload }>(
      app,
      `mutation Verify($id: String!) { verifySubscription(subscriptionId: $id) { success ${userFields} } }`,
      { id: confirmed.data?.confirmCheckout.subscriptionId },
      { token },
    );
    expect(verified.data?.verifySubscription.user.subscription).toMatchObject({ status: 'active', active: true });

    const cancelled = await gql<{ cancelSubscription: Payload }>(
      app,
      `mutation Cancel { cancelSubscription { success refunded ${userFields} } }`,
      {},
      { token },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data?.cancelSubscription.user).toEqual({
      id: user.id,
      subscription: { status: 'canceled', active: false, currentPeriodEnd: null },
    });
  });
});
