import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { applyProviderState } from '../../commerce/billing/subscription-sync';
import type { TestModePaymentProvider } from '../../payments/test-mode.provider';

const SET_COMPLETED = `mutation SetCompleted($lectureId: ID!, $completed: Boolean!) {
  setLectureCompleted(lectureId: $lectureId, completed: $completed) { completed }
}`;
const CANCEL = 'mutation { cancelSubscription { outcome } }';

interface EventRow {
  type: string;
  data: Record<string, unknown>;
}

/**
 * The domain code records its webhook events where the change happens, once per change: a subscription bought and
 * cancelled through test mode's real provider, its payment, and a learner's lecture and course completion with the
 * certificate it issues.
 */
describe('webhook events from the domain', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The events recorded about this user, oldest first. */
  async function eventsOf(userId: string): Promise<EventRow[]> {
    const rows = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ type: string; body: string }[]>(
        `select type, body from webhook_events where body::jsonb -> 'data' ->> 'userId' = ? order by created_at, id`,
        [userId],
      );
    return rows.map((row) => ({
      type: row.type,
      data: (JSON.parse(row.body) as { data: Record<string, unknown> }).data,
    }));
  }

  it('subscription.activated and payment.succeeded when a checkout is applied, once; canceled when it ends', async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const payments = app.deps.payments as TestModePaymentProvider;
    const { id } = await payments.createCheckout({
      userId: user.id,
      email: user.email,
      customerId: null,
      idempotencyKey: `events:${user.id}`,
      returnTo: app.config.clientUrl,
    });
    expect(await payments.pay(id)).toBe('complete');
    const checkout = (await payments.getCheckout(id))!;
    const invoice = checkout.invoiceId ? await payments.getInvoice(checkout.invoiceId) : null;
    const state = { provider: payments.kind, userId: user.id, subscription: checkout.subscription, invoice };
    // Reported twice (a webhook and the return page): one event each.
    await app.orm.em.fork().transactional((tx) => applyProviderState(tx, state, app.deps));
    await app.orm.em.fork().transactional((tx) => applyProviderState(tx, state, app.deps));

    const events = await eventsOf(user.id);
    expect(events.map((event) => event.type)).toEqual(['subscription.activated', 'payment.succeeded']);
    expect(events[0]!.data).toMatchObject({ subscriptionId: checkout.subscription!.id, status: 'active' });
    expect(events[1]!.data).toMatchObject({ status: 'paid', amount: expect.any(Number), currency: expect.any(String) });

    const cancelled = await gql(app, CANCEL, {}, { token });
    expect(cancelled.errors).toBeUndefined();
    const after = (await eventsOf(user.id)).map((event) => event.type);
    expect(after.slice(2)).toContain('subscription.canceled');
  });

  it('lecture.completed, then course.completed and certificate.issued with the last lecture, each once', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const { user, token } = await createUser(app, { subscriptionStatus: 'active' });
    const complete = async (lectureId: string) => {
      const response = await gql(app, SET_COMPLETED, { lectureId, completed: true }, { token });
      expect(response.errors).toBeUndefined();
    };
    await complete(lectures[0]!.id);
    await complete(lectures[0]!.id);
    expect((await eventsOf(user.id)).map((event) => event.type)).toEqual(['lecture.completed']);

    await complete(lectures[1]!.id);
    const events = await eventsOf(user.id);
    // The last two are written in one transaction (one timestamp): their order between them is not promised.
    expect(events.map((event) => event.type).slice(0, 2)).toEqual(['lecture.completed', 'lecture.completed']);
    expect(
      events
        .map((event) => event.type)
        .slice(2)
        .sort(),
    ).toEqual(['certificate.issued', 'course.completed']);
    expect(events[1]!.data).toEqual({ userId: user.id, lectureId: lectures[1]!.id, courseId: course.id });
    expect(events.find((event) => event.type === 'certificate.issued')?.data).toMatchObject({
      courseId: course.id,
      certificateCode: expect.any(String),
    });
    // Completing it again issues nothing new.
    await complete(lectures[1]!.id);
    expect(await eventsOf(user.id)).toHaveLength(4);
  });
});
