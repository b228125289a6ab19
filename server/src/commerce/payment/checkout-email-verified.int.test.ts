import { messages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { ops } from '../../../test/payment-fixtures';
import { restClient } from '../../../test/rest-client';
import { issueAccountToken } from '../../identity/user/account-tokens';
import { User } from '../../identity/user/user.entity';
import { LatestCheckout } from './latest-checkout.entity';

const VERIFY = 'mutation($token: String!) { verifyEmail(token: $token) { success } }';

const PLAN = 'query { subscriptionPlan { requiresConfirmedEmail } }';

let app: TestApp;
let strict: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  strict = await startTestApp({ REQUIRE_CONFIRMED_EMAIL_FOR_CHECKOUT: 'true' });
});
afterAll(() => Promise.all([app?.close(), strict?.close()]));

/** The token the welcome mail would carry. */
async function confirmationToken(userId: string) {
  const em = strict.orm.em.fork();
  const token = issueAccountToken(em, strict.deps.clock.now(), em.getReference(User, userId), 'email_verification');
  await em.flush();
  return token;
}

describe('checkout by default: sign up, then subscribe', () => {
  it('opens a checkout for a learner whose email is unconfirmed, on REST and GraphQL, and says none is required', async () => {
    const { user, token } = await createUser(app);
    expect(user.emailVerified).toBe(false);
    const rest = await restClient(app).post('/payments/subscribe', { token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ success: true, url: expect.stringContaining('/api/v1/payments/test-checkout/') });
    const other = await createUser(app);
    const graphql = await gql<{ startCheckout: { url: string } }>(app, ops.startCheckout, {}, { token: other.token });
    expect(graphql.errors).toBeUndefined();
    const plan = await gql<{ subscriptionPlan: { requiresConfirmedEmail: boolean } }>(app, PLAN);
    expect(plan.data?.subscriptionPlan.requiresConfirmedEmail).toBe(false);
  });
});

describe('REQUIRE_CONFIRMED_EMAIL_FOR_CHECKOUT=true', () => {
  it('refuses an unconfirmed learner on GraphQL (FORBIDDEN) and REST (403), and opens one once confirmed', async () => {
    const plan = await gql<{ subscriptionPlan: { requiresConfirmedEmail: boolean } }>(strict, PLAN);
    expect(plan.data?.subscriptionPlan.requiresConfirmedEmail).toBe(true);
    const { user, token } = await createUser(strict);
    const graphql = await gql(strict, ops.startCheckout, {}, { token });
    expect(errorCode(graphql)).toBe('FORBIDDEN');
    expect(errorMessage(graphql)).toBe(messages.verifyEmailBeforeCheckout);

    const rest = await restClient(strict).post('/payments/subscribe', { token });
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ success: false, message: messages.verifyEmailBeforeCheckout });
    expect(await strict.orm.em.fork().count(LatestCheckout, { user: user.id })).toBe(0);

    expect((await gql(strict, VERIFY, { token: await confirmationToken(user.id) })).errors).toBeUndefined();
    const started = await gql<{ startCheckout: { id: string; url: string } }>(strict, ops.startCheckout, {}, { token });
    expect(started.errors).toBeUndefined();
    expect(started.data?.startCheckout.url).toContain('/api/v1/payments/test-checkout/');
  });

  it("keeps the refusals that come first: an admin's and an active subscriber's", async () => {
    const admin = await createUser(strict, { role: 'ADMIN' });
    expect(errorMessage(await gql(strict, ops.startCheckout, {}, { token: admin.token }))).toBe(
      'Administrators can watch every course and never need a subscription',
    );
    const active = await createUser(strict, { subscriptionStatus: 'active' });
    expect(errorCode(await gql(strict, ops.startCheckout, {}, { token: active.token }))).toBe('CONFLICT');
  });
});
