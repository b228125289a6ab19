import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import { useWebhookApp, webhookOps } from '../../../test/webhook-fixtures';
import { recordWebhookEvent } from '../../events/record-webhook-event';
import { attemptDelivery } from './webhook-delivery.job';
import { dispatchWebhooks } from './webhook-dispatch';

const ROTATE = `mutation Rotate($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { id previousSecretExpiresAt } } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteWebhookEndpoint(id: $id) { id message } }';
const DELIVERIES = `query Deliveries($endpointId: ID!, $first: Int, $after: String) {
  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id eventId eventType status attempts requestBody responseStatus durationMs error } }
  }
}`;
const PUBLISH = 'mutation Publish($id: ID!) { publishCourse(id: $id) { id status } }';
const REGISTER = `mutation Register($input: RegisterInput!, $avatar: Upload) { register(input: $input, avatar: $avatar) { user { id } } }`;

interface DeliveryNode {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  requestBody: string;
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
}

/**
 * Webhook endpoints as an admin manages them, and what a receiver gets from them: events recorded by the domain code,
 * fanned out by the dispatcher and signed by the delivery job (the handler called directly, one attempt at a time),
 * verified with the `standardwebhooks` library. Failed deliveries: webhook-delivery-failures.int.test.ts.
 */
describe('outbound webhooks', () => {
  const hooks = useWebhookApp();

  it('signs a domain event in the Standard Webhooks format, which the receiver verifies with the library', async () => {
    const { secret, endpoint } = await hooks.createEndpoint(['course.published']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ eventTypes: ['course.published'], enabled: true });
    // Stored sealed: the database alone does not hold the secret.
    const [stored] = await hooks.sql<{ secret: string }[]>('select secret from webhook_endpoints where id = ?', [
      endpoint.id,
    ]);
    expect(stored?.secret).not.toContain(secret.slice('whsec_'.length, 20));
    expect(stored?.secret).not.toMatch(/^whsec_/);

    const { course } = await createCourse(hooks.app, { status: 'DRAFT', title: 'Hooks 101' }, { lectures: 1 });
    expect((await hooks.asAdmin(PUBLISH, { id: course.id })).errors).toBeUndefined();
    // Publishing a PUBLISHED course changes nothing, and is no second event.
    expect((await hooks.asAdmin(PUBLISH, { id: course.id })).errors).toBeUndefined();

    expect(await dispatchWebhooks(hooks.app.deps)).toMatchObject({ fannedOut: 1 });
    const delivery = await hooks.onlyDelivery(endpoint.id);
    expect(await attemptDelivery(hooks.app.deps, delivery.id)).toBe('SUCCEEDED');

    expect(hooks.receiver.requests).toHaveLength(1);
    const [request] = hooks.receiver.requests;
    const payload = new Webhook(secret).verify(request!.body, request!.headers) as Record<string, unknown>;
    expect(payload).toEqual({
      type: 'course.published',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      data: { courseId: course.id, title: 'Hooks 101' },
    });
    expect(request!.headers['webhook-id']).toBe(delivery.event_id);
    expect(request!.headers['webhook-id']).toMatch(/^msg_/);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(request!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    // Another secret does not verify it.
    const stranger = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => new Webhook(stranger).verify(request!.body, request!.headers)).toThrow();

    const row = await hooks.onlyDelivery(endpoint.id);
    expect(row).toMatchObject({ status: 'SUCCEEDED', attempts: 1, response_status: 200, response_body: 'ok' });
    expect(row.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('fans an event out only to enabled endpoints subscribed to its type', async () => {
    const subscribed = await hooks.createEndpoint(['user.created', 'payment.succeeded']);
    const other = await hooks.createEndpoint(['payment.refunded']);
    const disabled = await hooks.createEndpoint(['user.created']);
    await hooks.asAdmin(webhookOps.update, { id: disabled.endpoint.id, input: { enabled: false } });

    const email = `hooked-${Date.now()}@example.com`;
    const registered = await gqlUpload<{ register: { user: { id: string } } }>(
      hooks.app,
      REGISTER,
      { input: { fullName: 'Hooked Learner', email, password: 'Secret-pass1!' }, avatar: null },
      [{ path: 'variables.avatar', filename: 'me.png', content: PNG_1PX, type: 'image/png' }],
    );
    expect(registered.errors?.[0]?.message).toBeUndefined();
    await dispatchWebhooks(hooks.app.deps);

    const [delivery] = await hooks.deliveries(subscribed.endpoint.id);
    expect(await hooks.deliveries(other.endpoint.id)).toEqual([]);
    expect(await hooks.deliveries(disabled.endpoint.id)).toEqual([]);
    await attemptDelivery(hooks.app.deps, delivery!.id);
    const body = JSON.parse(hooks.receiver.requests[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(body).toMatchObject({
      type: 'user.created',
      data: { userId: registered.data!.register.user.id, email, fullName: 'Hooked Learner' },
    });
  });

  it('writes an event in the transaction of its change: a rolled-back change leaves no event', async () => {
    const count = async () =>
      Number((await hooks.sql<{ n: string }[]>('select count(*) as n from webhook_events'))[0]?.n);
    const before = await count();
    await expect(
      hooks.app.orm.em.fork().transactional(async (tx) => {
        recordWebhookEvent(tx, 'lecture.ready', { lectureId: 'never' });
        await tx.execute(`update courses set title = 'changed' where false`);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);

    await hooks.app.orm.em.fork().transactional(async (tx) => {
      recordWebhookEvent(tx, 'lecture.ready', { lectureId: 'kept' });
    });
    expect(await count()).toBe(before + 1);
  });

  it('rotation: both secrets sign during the overlap, only the new one after it', async () => {
    const { endpoint, secret: oldSecret } = await hooks.createEndpoint(['user.created']);
    const rotated = await hooks.asAdmin<{
      rotateWebhookSecret: { secret: string; endpoint: { previousSecretExpiresAt: string } };
    }>(ROTATE, { id: endpoint.id });
    const newSecret = rotated.data!.rotateWebhookSecret.secret;
    expect(newSecret).not.toBe(oldSecret);
    const overlapHours =
      (new Date(rotated.data!.rotateWebhookSecret.endpoint.previousSecretExpiresAt).getTime() - Date.now()) / 3600_000;
    expect(overlapHours).toBeGreaterThan(23.9);
    expect(overlapHours).toBeLessThanOrEqual(24);

    const send = async () => {
      const id = await hooks.sendTest(endpoint.id);
      expect(await attemptDelivery(hooks.app.deps, id)).toBe('SUCCEEDED');
      return hooks.receiver.requests.at(-1)!;
    };
    const during = await send();
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(oldSecret).verify(during.body, during.headers)).toBeTruthy();
    expect(new Webhook(newSecret).verify(during.body, during.headers)).toBeTruthy();

    await hooks.sql(
      `update webhook_endpoints set previous_secret_expires_at = now() - interval '1 second' where id = ?`,
      [endpoint.id],
    );
    const after = await send();
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(new Webhook(newSecret).verify(after.body, after.headers)).toBeTruthy();
    expect(() => new Webhook(oldSecret).verify(after.body, after.headers)).toThrow();
  });

  it('still signs with a secret stored before secrets were sealed', async () => {
    const { endpoint } = await hooks.createEndpoint(['user.created']);
    const legacy = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
    await hooks.sql('update webhook_endpoints set secret = ? where id = ?', [legacy, endpoint.id]);
    expect(await attemptDelivery(hooks.app.deps, await hooks.sendTest(endpoint.id))).toBe('SUCCEEDED');
    const request = hooks.receiver.requests.at(-1)!;
    expect(new Webhook(legacy).verify(request.body, request.headers)).toBeTruthy();
  });

  it('the delivery log pages newest first with request and response; replay re-sends the same webhook-id', async () => {
    const { endpoint } = await hooks.createEndpoint(['user.created']);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const sent = await hooks.asAdmin<{ sendTestWebhookEvent: { id: string; message: string } }>(webhookOps.sendTest, {
        endpointId: endpoint.id,
      });
      expect(sent.data!.sendTestWebhookEvent.message).toBe('Test event queued');
      ids.push(sent.data!.sendTestWebhookEvent.id);
      await attemptDelivery(hooks.app.deps, sent.data!.sendTestWebhookEvent.id);
    }
    type Page = {
      webhookDeliveries: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: DeliveryNode }[];
      };
    };
    const first = await hooks.asAdmin<Page>(DELIVERIES, { endpointId: endpoint.id, first: 2 });
    expect(first.errors).toBeUndefined();
    const page = first.data!.webhookDeliveries;
    expect(page.totalCount).toBe(3);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.edges.map((edge) => edge.node.id)).toEqual([ids[2], ids[1]]);
    expect(page.edges[0]!.node).toMatchObject({ eventType: 'webhook.test', status: 'SUCCEEDED', attempts: 1 });
    expect(JSON.parse(page.edges[0]!.node.requestBody)).toMatchObject({ type: 'webhook.test' });
    expect(page.edges[0]!.node.responseStatus).toBe(200);
    const second = await hooks.asAdmin<Page>(DELIVERIES, {
      endpointId: endpoint.id,
      first: 2,
      after: page.pageInfo.endCursor,
    });
    expect(second.data!.webhookDeliveries.edges.map((edge) => edge.node.id)).toEqual([ids[0]]);

    const replay = await hooks.asAdmin<{ replayWebhookDelivery: { id: string } }>(webhookOps.replay, { id: ids[0] });
    const replayId = replay.data!.replayWebhookDelivery.id;
    expect(replayId).not.toBe(ids[0]);
    await attemptDelivery(hooks.app.deps, replayId);
    const headerIds = hooks.receiver.requests.map((request) => request.headers['webhook-id']);
    expect(headerIds.at(-1)).toBe(headerIds[0]);
    expect(new Set(headerIds).size).toBe(3);
  });

  it('refuses bad input, and a deleted endpoint takes its log with it', async () => {
    const bad = async (input: Record<string, unknown>) => {
      const response = await hooks.asAdmin(webhookOps.create, { input });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      return errorMessage(response);
    };
    expect(await bad({ url: 'not a url', eventTypes: ['user.created'] })).toMatch(/full URL/);
    expect(await bad({ url: 'ftp://example.com/x', eventTypes: ['user.created'] })).toMatch(/full URL/);
    expect(await bad({ url: 'https://u:p@example.com/x', eventTypes: ['user.created'] })).toMatch(/user name/);
    expect(await bad({ url: 'https://example.com/x', eventTypes: [] })).toBe('Choose at least one event');
    expect(await bad({ url: 'https://example.com/x', eventTypes: ['user.deleted'] })).toMatch(/Unknown event/);
    expect(await bad({ url: 'https://example.com/x', eventTypes: ['webhook.test'] })).toMatch(/Unknown event/);

    const { endpoint } = await hooks.createEndpoint(['user.created']);
    await hooks.sendTest(endpoint.id);
    const deleted = await hooks.asAdmin<{ deleteWebhookEndpoint: { id: string } }>(DELETE, { id: endpoint.id });
    expect(deleted.data!.deleteWebhookEndpoint.id).toBe(endpoint.id);
    expect(await hooks.deliveries(endpoint.id)).toEqual([]);
    expect(errorCode(await hooks.asAdmin(ROTATE, { id: endpoint.id }))).toBe('NOT_FOUND');
  });

  it('an API key needs the webhooks scope', async () => {
    const makeKey = async (scopes: string[]) =>
      (
        await hooks.asAdmin<{ createApiKey: { key: string } }>(
          'mutation Key($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }',
          { input: { name: 'Hooks', scopes, expiresAt: new Date(Date.now() + 86_400_000).toISOString() } },
        )
      ).data!.createApiKey.key;
    const withScope = await makeKey(['webhooks']);
    const created = await gql<{ createWebhookEndpoint: { secret: string } }>(
      hooks.app,
      webhookOps.create,
      { input: { url: `${hooks.receiver.url}/hooks`, eventTypes: ['payment.succeeded'] } },
      { token: withScope },
    );
    expect(created.errors).toBeUndefined();
    expect((await gql(hooks.app, webhookOps.list, {}, { token: withScope })).errors).toBeUndefined();
    const without = await makeKey(['stats:read']);
    expect(errorCode(await gql(hooks.app, webhookOps.list, {}, { token: without }))).toBe('FORBIDDEN');
  });
});
