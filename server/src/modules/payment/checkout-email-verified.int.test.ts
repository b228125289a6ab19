import { messages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { ops } from '../../../test/payment-fixtures';
import { restClient } from '../../../test/rest-client';
import { issueAccountToken } from '../user/account-tokens';
import { User } from '../user/user.entity';
import { LatestCheckout } from './latest-checkout.entity';

const VERIFY = 'mutation($token: String!) { verifyEmail(token: $token) { success } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** The token the welcome mail would carry. */
async function confirmationToken(userId: string) {
  const em = app.orm.em.fork();
  const token = issueAccountToken(em, em.getReference(User, userId), 'email_verification');
  await em.flush();
  return token;
}

describe('checkout needs a confirmed email', () => {
  it('refuses an unconfirmed learner on GraphQL (FORBIDDEN) and REST (403), and opens one once confirmed', async () => {
    const { user, token } = await createUser(app);
    const graphql = await gql(app, ops.startCheckout, {}, { token });
    expect(errorCode(graphql)).toBe('FORBIDDEN');
    expect(errorMessage(graphql)).toBe(messages.verifyEmailBeforeCheckout);

    const rest = await restClient(app).post('/payments/subscribe', { token });
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ success: false, message: messages.verifyEmailBeforeCheckout });
    expect(await app.orm.em.fork().count(LatestCheckout, { user: user.id })).toBe(0);

    expect((await gql(app, VERIFY, { token: await confirmationToken(user.id) })).errors).toBeUndefined();
    const started = await gql<{ startCheckout: { id: string; url: string } }>(app, ops.startCheckout, {}, { token });
    expect(started.errors).toBeUndefined();
    expect(started.data?.startCheckout.url).toContain('/api/v1/payments/test-checkout/');
  });

  it("keeps the refusals that come first: an admin's and an active subscriber's", async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    expect(errorMessage(await gql(app, ops.startCheckout, {}, { token: admin.token }))).toBe(
      'Administrators can watch every course and never need a subscription',
    );
    const active = await createUser(app, { subscriptionStatus: 'active' });
    expect(errorCode(await gql(app, ops.startCheckout, {}, { token: active.token }))).toBe('CONFLICT');
  });
});
