import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimSecondsOf } from '../../src/integrations/webhooks/webhook-delivery.job';
import { startWorkers, type Workers } from '../../src/workers';
import { ManualClock } from '../clock';
import { createUser } from '../factories';
import { gql } from '../graphql-client';
import { bound } from '../hang-bound';
import { startTestApp, type TestApp } from '../harness';
import { type NodeProcess, startWorkerProcess, workerBeside } from '../server-process';
import { startReceiver, type TestReceiver } from '../webhook-receiver';

/**
 * At least once across processes: an app that only enqueues, and an `npm run worker` process beside it on one
 * PostgreSQL. The receiver holds the first request open; the worker sending it is killed (SIGKILL) mid-delivery; the
 * app's own workers send the delivery again once the app's clock is moved past the killed one's claim (timeout 2 s +
 * 20 s), and the receiver verifies the same signed event.
 */
describe('a worker process killed while it delivers a webhook', () => {
  let app: TestApp;
  let receiver: TestReceiver;
  let retrier: Workers | undefined;
  const clock = new ManualClock();
  const workers: NodeProcess[] = [];
  const timeouts = { WEBHOOK_TIMEOUT_SECONDS: '2', WEBHOOK_DISPATCH_INTERVAL_SECONDS: '0.5' };

  beforeAll(async () => {
    app = await startTestApp({ JOB_HEARTBEAT_SECONDS: '10', ...timeouts }, { clock });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.kill()));
    await retrier?.stop();
    await receiver?.close();
    await app?.close();
  });

  it(
    'is sent again by another worker, never lost',
    async () => {
      const { token } = await createUser(app, { role: 'ADMIN' });
      const created = await gql<{ createWebhookEndpoint: { secret: string; endpoint: { id: string } } }>(
        app,
        `mutation Create($input: CreateWebhookEndpointInput!) {
        createWebhookEndpoint(input: $input) { secret endpoint { id } }
      }`,
        { input: { url: `${receiver.url}/hooks`, eventTypes: ['user.created'] } },
        { token },
      );
      const { secret, endpoint } = created.data!.createWebhookEndpoint;

      receiver.mode = 'hang';
      const first = await startWorkerProcess({ ...workerBeside(app), ...timeouts });
      workers.push(first);
      await gql(
        app,
        'mutation Test($id: ID!) { sendTestWebhookEvent(endpointId: $id) { id } }',
        { id: endpoint.id },
        {
          token,
        },
      );
      for (let waited = 0; receiver.requests.length === 0; waited += 100) {
        expect(waited).toBeLessThan(20_000);
        await sleep(100);
      }
      // Mid-delivery: the request is out, no answer yet.
      await first.kill();
      receiver.mode = 'ok';

      // Past the killed worker's claim, which it took on the system's clock before the kill.
      clock.set(new Date(Date.now() + claimSecondsOf(2000) * 1000));
      retrier = await startWorkers(app.deps);
      for (let waited = 0; receiver.requests.length < 2; waited += 250) {
        expect(waited).toBeLessThan(20_000);
        await sleep(250);
      }
      const [killed, retried] = receiver.requests;
      expect(retried!.headers['webhook-id']).toBe(killed!.headers['webhook-id']);
      expect(new Webhook(secret).verify(retried!.body, retried!.headers)).toMatchObject({ type: 'webhook.test' });
      for (let waited = 0; ; waited += 250) {
        const [row] = await app.orm.em
          .fork()
          .getConnection()
          .execute<{ status: string; attempts: number }[]>(
            'select status, attempts from webhook_deliveries where endpoint_id = ?',
            [endpoint.id],
          );
        if (row?.status === 'SUCCEEDED') {
          expect(row.attempts).toBe(2);
          break;
        }
        expect(waited).toBeLessThan(10_000);
        await sleep(250);
      }
    },
    bound(120_000),
  );
});
