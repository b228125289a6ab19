import type { EntityData } from '@mikro-orm/core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Env } from '../src/config';
import { createUser } from './factories';
import { gql } from './graphql-client';
import { startTestApp } from './harness';
import { startReceiver } from './webhook-receiver';

/** The webhook operations as the admin's pages send them. */
export const webhookOps = {
  create: `mutation CreateEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url description eventTypes enabled disabledReason } }
}`,
  update: `mutation UpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) { id url eventTypes enabled disabledReason failingSince }
}`,
  list: 'query Endpoints { webhookEndpoints { id url enabled } }',
  replay: 'mutation Replay($id: ID!) { replayWebhookDelivery(id: $id) { id message } }',
  sendTest: 'mutation SendTest($endpointId: ID!) { sendTestWebhookEvent(endpointId: $endpointId) { id message } }',
};

type DeliveryRow = {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  response_status: number | null;
  response_body: string | null;
  duration_ms: number | null;
  error: string | null;
  event_id: string;
};

/**
 * Outbound webhooks through the real app on its own database: endpoints made over GraphQL by an ADMIN (Hook Owner,
 * owner@example.com) and sent to a real HTTP receiver on 127.0.0.1 (loopback is allowed outside production, unless
 * `env` says otherwise), which records what it gets. With the statements and calls the tests share.
 */
export async function startWebhookApp(env: Partial<Record<keyof Env, string>> = {}) {
  const app = await startTestApp({ WEBHOOK_TIMEOUT_SECONDS: '1', ...env });
  const receiver = await startReceiver();
  const admin = (await createUser(app, { role: 'ADMIN', fullName: 'Hook Owner', email: 'owner@example.com' })).token;
  /** A statement straight on the app's database. */
  const sql = <T extends EntityData<object>[] = EntityData<object>[]>(query: string, params: unknown[] = []) =>
    app.orm.em.fork().getConnection().execute<T>(query, params);
  /** An operation sent by the ADMIN. */
  const asAdmin = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(app, query, variables, { token: admin });
  const deliveries = (endpointId: string) =>
    sql<DeliveryRow[]>('select * from webhook_deliveries where endpoint_id = ? order by created_at, id', [endpointId]);

  return {
    app,
    receiver,
    admin,
    asAdmin,
    sql,
    deliveries,
    async createEndpoint(eventTypes: string[], url = `${receiver.url}/hooks`) {
      const response = await asAdmin<{
        createWebhookEndpoint: { secret: string; endpoint: { id: string; eventTypes: string[]; enabled: boolean } };
      }>(webhookOps.create, { input: { url, description: 'CRM sync', eventTypes } });
      expect(response.errors).toBeUndefined();
      return response.data!.createWebhookEndpoint;
    },
    async onlyDelivery(endpointId: string): Promise<DeliveryRow> {
      const rows = await deliveries(endpointId);
      expect(rows).toHaveLength(1);
      return rows[0] as DeliveryRow;
    },
    /** Makes the delivery due now (as if its backoff had passed). */
    makeDue: (id: string) =>
      sql(`update webhook_deliveries set next_attempt_at = now() - interval '1 second' where id = ?`, [id]),
    /** Queues a test event to the endpoint, as its page's button does: the delivery's id. */
    async sendTest(endpointId: string) {
      const sent = await asAdmin<{ sendTestWebhookEvent: { id: string } }>(webhookOps.sendTest, { endpointId });
      expect(sent.errors).toBeUndefined();
      return sent.data!.sendTestWebhookEvent.id;
    },
    /** After each test: the receiver answers 200 again and forgets; no worker runs; each test's endpoints go. */
    async reset() {
      receiver.mode = 'ok';
      receiver.requests.length = 0;
      await app.deps.jobs.stopWorking();
      // So that later fan-outs reach only the next test's own.
      await sql('delete from webhook_endpoints');
    },
    async close() {
      await receiver.close();
      await app.close();
    },
  };
}

export type WebhookApp = Awaited<ReturnType<typeof startWebhookApp>>;

/**
 * A suite's webhook app: started before its tests, reset after each, closed after all. The object is filled in when the
 * suite starts, so tests read `hooks.app`, `hooks.receiver` and call the shared helpers on it.
 */
export function useWebhookApp(env: Partial<Record<keyof Env, string>> = {}): WebhookApp {
  const hooks = {} as WebhookApp;
  beforeAll(async () => {
    Object.assign(hooks, await startWebhookApp(env));
  });
  afterEach(() => hooks.reset());
  afterAll(() => hooks.close?.());
  return hooks;
}
