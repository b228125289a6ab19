import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCode } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startWebhookApp, useWebhookApp, type WebhookApp, webhookOps } from '../../../test/webhook-fixtures';
import { QUEUES } from '../../jobs/job-queue';
import { attemptDelivery, deliverWebhookJob } from './webhook-delivery.job';
import { enqueueDueDeliveries } from './webhook-dispatch';

/**
 * Deliveries that do not arrive: a receiver that fails, hangs or redirects, a worker that dies mid-attempt, and an
 * address a production instance refuses. The delivery job's handler is called directly, one attempt at a time, but
 * where a test runs it through the queue. Endpoints and what arrives: webhook-endpoints.int.test.ts.
 */
describe('outbound webhooks that fail', () => {
  const hooks = useWebhookApp();

  it('a failing receiver (500) is retried with exponential backoff; the retry job is queued for then', async () => {
    const { endpoint } = await hooks.createEndpoint(['user.created']);
    hooks.receiver.mode = 'fail';
    const id = await hooks.sendTest(endpoint.id);

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const startedAt = Date.now();
      expect(await attemptDelivery(hooks.app.deps, id)).toBe('PENDING');
      const row = await hooks.onlyDelivery(endpoint.id);
      expect(row).toMatchObject({ attempts: attempt, response_status: 500, response_body: 'receiver broke' });
      delays.push((new Date(row.next_attempt_at).getTime() - startedAt) / 1000);
      // The next attempt's job waits in the queue until the delivery is due.
      const [job] = await hooks.sql<{ start_after: Date }[]>(
        `select start_after from pgboss.job where name = ? and singleton_key = ?`,
        [QUEUES.webhookDeliver, `${id}:${attempt}`],
      );
      expect(new Date(job!.start_after).getTime()).toBeGreaterThan(Date.now() + 20_000);
      await hooks.makeDue(id);
    }
    // 30 s, 60 s, 120 s, each ±20 %.
    expect(delays[0]).toBeGreaterThanOrEqual(24);
    expect(delays[0]).toBeLessThanOrEqual(37);
    expect(delays[1]).toBeGreaterThanOrEqual(48);
    expect(delays[1]).toBeLessThanOrEqual(73);
    expect(delays[2]).toBeGreaterThanOrEqual(96);
    expect(delays[2]).toBeLessThanOrEqual(145);

    // Mended: the next attempt succeeds, and the endpoint's failure count starts afresh.
    hooks.receiver.mode = 'ok';
    expect(await attemptDelivery(hooks.app.deps, id)).toBe('SUCCEEDED');
    const list = await hooks.asAdmin<{ webhookEndpoints: { id: string; enabled: boolean }[] }>(webhookOps.list, {});
    expect(list.data!.webhookEndpoints).toEqual([expect.objectContaining({ id: endpoint.id, enabled: true })]);
  });

  it('gives a delivery up after 3 days of retries, and disables an endpoint failing for 3 days, mailing its owner', async () => {
    const { endpoint } = await hooks.createEndpoint(['user.created']);
    hooks.receiver.mode = 'fail';
    const id = await hooks.sendTest(endpoint.id);
    expect(await attemptDelivery(hooks.app.deps, id)).toBe('PENDING');
    // Made 3 days ago, failing since then.
    await hooks.sql(
      `update webhook_deliveries set created_at = now() - interval '3 days', next_attempt_at = now() where id = ?`,
      [id],
    );
    await hooks.sql(`update webhook_endpoints set failing_since = now() - interval '3 days' where id = ?`, [
      endpoint.id,
    ]);
    expect(await attemptDelivery(hooks.app.deps, id)).toBe('FAILED');

    const updated = await hooks.asAdmin<{ updateWebhookEndpoint: { enabled: boolean; disabledReason: string } }>(
      webhookOps.update,
      { id: endpoint.id, input: { description: 'still here' } },
    );
    expect(updated.data!.updateWebhookEndpoint).toMatchObject({ enabled: false, disabledReason: 'FAILING' });
    const mails = await hooks.sql<{ recipient: string; subject: string; text: string }[]>(
      `select recipient, subject, text from outbox where subject = 'A webhook endpoint was disabled'`,
    );
    expect(mails).toEqual([
      expect.objectContaining({
        recipient: 'owner@example.com',
        text: expect.stringContaining(`${hooks.receiver.url}/hooks`),
      }),
    ]);
    expect(mails[0]!.text).toContain('HTTP 500');
    // A disabled endpoint is not sent to: no replay, no test event.
    const replay = await hooks.asAdmin(webhookOps.replay, { id });
    expect(errorCode(replay)).toBe('CONFLICT');
    // Enabled again, its failure count starts afresh.
    const enabled = await hooks.asAdmin<{ updateWebhookEndpoint: { enabled: boolean; failingSince: string | null } }>(
      webhookOps.update,
      { id: endpoint.id, input: { enabled: true } },
    );
    expect(enabled.data!.updateWebhookEndpoint).toMatchObject({ enabled: true, failingSince: null });
  });

  it('a receiver that does not answer in time fails the attempt after the timeout', async () => {
    const { endpoint } = await hooks.createEndpoint(['user.created']);
    hooks.receiver.mode = 'hang';
    const id = await hooks.sendTest(endpoint.id);
    const started = Date.now();
    expect(await attemptDelivery(hooks.app.deps, id)).toBe('PENDING');
    expect(Date.now() - started).toBeLessThan(3000);
    const row = await hooks.onlyDelivery(endpoint.id);
    expect(row).toMatchObject({ response_status: null, error: 'Timed out after 1 s' });
    expect(row.duration_ms).toBeGreaterThanOrEqual(950);
  });

  it('does not follow a redirect: the 302 is a failed attempt and its target is never asked', async () => {
    const { endpoint } = await hooks.createEndpoint(['user.created']);
    hooks.receiver.mode = 'redirect';
    const id = await hooks.sendTest(endpoint.id);
    expect(await attemptDelivery(hooks.app.deps, id)).toBe('PENDING');
    expect(await hooks.onlyDelivery(endpoint.id)).toMatchObject({ response_status: 302 });
    expect(hooks.receiver.requests.map((request) => request.path)).toEqual(['/hooks']);
  });

  it(
    'at least once: a delivery whose worker died mid-attempt is queued and sent again once its claim lapses',
    async () => {
      const { endpoint, secret } = await hooks.createEndpoint(['user.created']);
      const id = await hooks.sendTest(endpoint.id);
      // A worker claimed it, and was killed before recording anything: the claim is still held.
      await hooks.sql(
        `update webhook_deliveries set attempts = 1, claimed_until = now() + interval '1 minute' where id = ?`,
        [id],
      );
      expect(await attemptDelivery(hooks.app.deps, id)).toBeNull();
      expect(await enqueueDueDeliveries(hooks.app.deps)).toBe(0);
      expect(hooks.receiver.requests).toHaveLength(0);

      // The claim lapses: the dispatcher's pass queues it, and a worker on the queue sends it.
      await hooks.sql(`update webhook_deliveries set claimed_until = now() - interval '1 second' where id = ?`, [id]);
      await hooks.sql(`delete from pgboss.job where name = ?`, [QUEUES.webhookDeliver]);
      expect(await enqueueDueDeliveries(hooks.app.deps)).toBe(1);
      await hooks.app.deps.jobs.work(QUEUES.webhookDeliver, { concurrency: 1 }, deliverWebhookJob(hooks.app.deps));
      await vi.waitFor(() => expect(hooks.receiver.requests).toHaveLength(1), {
        timeout: bound(15_000),
        interval: 200,
      });
      expect(
        new Webhook(secret).verify(hooks.receiver.requests[0]!.body, hooks.receiver.requests[0]!.headers),
      ).toMatchObject({
        type: 'webhook.test',
      });
      await vi.waitFor(async () => expect((await hooks.onlyDelivery(endpoint.id)).status).toBe('SUCCEEDED'), {
        timeout: bound(5000),
      });
      expect((await hooks.onlyDelivery(endpoint.id)).attempts).toBe(2);
    },
    bound(30_000),
  );
});

describe('the dispatcher of a production instance', () => {
  let production: WebhookApp;
  beforeAll(async () => {
    // Loopback refused as in production (the test environment otherwise allows it).
    production = await startWebhookApp({ WEBHOOK_ALLOW_LOOPBACK: 'false' });
  });
  afterAll(() => production?.close());

  it('refuses to send to a loopback receiver or to itself, and says so in the log', async () => {
    const { app, receiver } = production;
    const refusal = async (host: string) => {
      // Saved while it pointed elsewhere (saving refuses these addresses too): each attempt checks where it points now.
      const { endpoint } = await production.createEndpoint(['user.created'], 'https://hooks.invalid/hooks');
      const url = `${receiver.url.replace('127.0.0.1', host)}/hooks`;
      await production.sql('update webhook_endpoints set url = ? where id = ?', [url, endpoint.id]);
      expect(await attemptDelivery(app.deps, await production.sendTest(endpoint.id))).toBe('PENDING');
      return (await production.onlyDelivery(endpoint.id)).error;
    };
    expect(await refusal('127.0.0.2')).toBe('Refused: 127.0.0.2 is a loopback address');
    // PUBLIC_URL's host: the platform itself.
    expect(await refusal('localhost')).toBe('Refused: the URL points at the platform itself');
    expect(receiver.requests).toHaveLength(0);
  });
});
