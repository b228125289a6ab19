import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startReceiver, type TestReceiver } from '../../../test/webhook-receiver';
import { recordWebhookEvent } from '../../events/record-webhook-event';
import { QUEUES } from '../../jobs/job-queue';
import { attemptDelivery, deliverWebhookJob } from './webhook-delivery.job';
import { dispatchWebhooks, enqueueDueDeliveries } from './webhook-dispatch';

const CREATE = `mutation CreateEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url description eventTypes enabled disabledReason } }
}`;
const UPDATE = `mutation UpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) { id url eventTypes enabled disabledReason failingSince }
}`;
const ROTATE = `mutation Rotate($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { id previousSecretExpiresAt } } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteWebhookEndpoint(id: $id) { id message } }';
const LIST = 'query Endpoints { webhookEndpoints { id url enabled } }';
const DELIVERIES = `query Deliveries($endpointId: ID!, $first: Int, $after: String) {
  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id eventId eventType status attempts requestBody responseStatus durationMs error } }
  }
}`;
const REPLAY = 'mutation Replay($id: ID!) { replayWebhookDelivery(id: $id) { id message } }';
const SEND_TEST =
  'mutation SendTest($endpointId: ID!) { sendTestWebhookEvent(endpointId: $endpointId) { id message } }';
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
 * Outbound webhooks through the real app on its own database: endpoints made over GraphQL, events recorded by the
 * domain code, fanned out by the dispatcher and sent by the delivery job to real HTTP receivers on 127.0.0.1 (loopback
 * is allowed outside production), which verify with the `standardwebhooks` library. The job handler is called
 * directly where a test needs one attempt at a time; one test runs it through the queue.
 */
describe('outbound webhooks', () => {
  let app: TestApp;
  let admin: string;
  let receiver: TestReceiver;

  beforeAll(async () => {
    app = await startTestApp({ WEBHOOK_TIMEOUT_SECONDS: '1' });
    admin = (await createUser(app, { role: 'ADMIN', fullName: 'Hook Owner', email: 'owner@example.com' })).token;
    receiver = await startReceiver();
  });
  afterEach(async () => {
    receiver.mode = 'ok';
    receiver.requests.length = 0;
    await app.deps.jobs.stopWorking();
    // Each test's endpoints go, so later fan-outs reach only its own.
    await app.orm.em.fork().getConnection().execute('delete from webhook_endpoints');
  });
  afterAll(async () => {
    await receiver?.close();
    await app?.close();
  });

  async function createEndpoint(eventTypes: string[], url = `${receiver.url}/hooks`) {
    const response = await gql<{
      createWebhookEndpoint: { secret: string; endpoint: { id: string; eventTypes: string[]; enabled: boolean } };
    }>(app, CREATE, { input: { url, description: 'CRM sync', eventTypes } }, { token: admin });
    expect(response.errors).toBeUndefined();
    return response.data!.createWebhookEndpoint;
  }

  const deliveries = async (endpointId: string) =>
    app.orm.em
      .fork()
      .getConnection()
      .execute<DeliveryRow[]>('select * from webhook_deliveries where endpoint_id = ? order by created_at, id', [
        endpointId,
      ]);

  async function onlyDelivery(endpointId: string): Promise<DeliveryRow> {
    const rows = await deliveries(endpointId);
    expect(rows).toHaveLength(1);
    return rows[0] as DeliveryRow;
  }

  /** Makes the delivery due now (as if its backoff had passed). */
  const makeDue = (id: string) =>
    app.orm.em
      .fork()
      .getConnection()
      .execute(`update webhook_deliveries set next_attempt_at = now() - interval '1 second' where id = ?`, [id]);

  it('signs a domain event in the Standard Webhooks format, which the receiver verifies with the library', async () => {
    const { secret, endpoint } = await createEndpoint(['course.published']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ eventTypes: ['course.published'], enabled: true });
    // Stored sealed: the database alone does not hold the secret.
    const [stored] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ secret: string }[]>('select secret from webhook_endpoints where id = ?', [endpoint.id]);
    expect(stored?.secret).not.toContain(secret.slice('whsec_'.length, 20));
    expect(stored?.secret).not.toMatch(/^whsec_/);

    const { course } = await createCourse(app, { status: 'DRAFT', title: 'Hooks 101' }, { lectures: 1 });
    expect((await gql(app, PUBLISH, { id: course.id }, { token: admin })).errors).toBeUndefined();
    // Publishing a PUBLISHED course changes nothing, and is no second event.
    expect((await gql(app, PUBLISH, { id: course.id }, { token: admin })).errors).toBeUndefined();

    expect(await dispatchWebhooks(app.deps)).toMatchObject({ fannedOut: 1 });
    const delivery = await onlyDelivery(endpoint.id);
    expect(await attemptDelivery(app.deps, delivery.id)).toBe('SUCCEEDED');

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
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

    const row = await onlyDelivery(endpoint.id);
    expect(row).toMatchObject({ status: 'SUCCEEDED', attempts: 1, response_status: 200, response_body: 'ok' });
    expect(row.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('fans an event out only to enabled endpoints subscribed to its type', async () => {
    const subscribed = await createEndpoint(['user.created', 'payment.succeeded']);
    const other = await createEndpoint(['payment.refunded']);
    const disabled = await createEndpoint(['user.created']);
    await gql(app, UPDATE, { id: disabled.endpoint.id, input: { enabled: false } }, { token: admin });

    const email = `hooked-${Date.now()}@example.com`;
    const registered = await gqlUpload<{ register: { user: { id: string } } }>(
      app,
      REGISTER,
      { input: { fullName: 'Hooked Learner', email, password: 'Secret-pass1!' }, avatar: null },
      [{ path: 'variables.avatar', filename: 'me.png', content: PNG_1PX, type: 'image/png' }],
    );
    expect(registered.errors?.[0]?.message).toBeUndefined();
    await dispatchWebhooks(app.deps);

    const [delivery] = await deliveries(subscribed.endpoint.id);
    expect(await deliveries(other.endpoint.id)).toEqual([]);
    expect(await deliveries(disabled.endpoint.id)).toEqual([]);
    await attemptDelivery(app.deps, delivery!.id);
    const body = JSON.parse(receiver.requests[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(body).toMatchObject({
      type: 'user.created',
      data: { userId: registered.data!.register.user.id, email, fullName: 'Hooked Learner' },
    });
  });

  it('writes an event in the transaction of its change: a rolled-back change leaves no event', async () => {
    const count = async () =>
      Number(
        (
          await app.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from webhook_events')
        )[0]?.n,
      );
    const before = await count();
    await expect(
      app.orm.em.fork().transactional(async (tx) => {
        recordWebhookEvent(tx, 'lecture.ready', { lectureId: 'never' });
        await tx.execute(`update courses set title = 'changed' where false`);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);

    await app.orm.em.fork().transactional(async (tx) => {
      recordWebhookEvent(tx, 'lecture.ready', { lectureId: 'kept' });
    });
    expect(await count()).toBe(before + 1);
  });

  it('a failing receiver (500) is retried with exponential backoff; the retry job is queued for then', async () => {
    const { endpoint } = await createEndpoint(['user.created']);
    receiver.mode = 'fail';
    const sent = await gql<{ sendTestWebhookEvent: { id: string } }>(
      app,
      SEND_TEST,
      { endpointId: endpoint.id },
      { token: admin },
    );
    const id = sent.data!.sendTestWebhookEvent.id;

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const startedAt = Date.now();
      expect(await attemptDelivery(app.deps, id)).toBe('PENDING');
      const row = await onlyDelivery(endpoint.id);
      expect(row).toMatchObject({ attempts: attempt, response_status: 500, response_body: 'receiver broke' });
      delays.push((new Date(row.next_attempt_at).getTime() - startedAt) / 1000);
      // The next attempt's job waits in the queue until the delivery is due.
      const [job] = await app.orm.em
        .fork()
        .getConnection()
        .execute<{ start_after: Date }[]>(`select start_after from pgboss.job where name = ? and singleton_key = ?`, [
          QUEUES.webhookDeliver,
          `${id}:${attempt}`,
        ]);
      expect(new Date(job!.start_after).getTime()).toBeGreaterThan(Date.now() + 20_000);
      await makeDue(id);
    }
    // 30 s, 60 s, 120 s, each ±20 %.
    expect(delays[0]).toBeGreaterThanOrEqual(24);
    expect(delays[0]).toBeLessThanOrEqual(37);
    expect(delays[1]).toBeGreaterThanOrEqual(48);
    expect(delays[1]).toBeLessThanOrEqual(73);
    expect(delays[2]).toBeGreaterThanOrEqual(96);
    expect(delays[2]).toBeLessThanOrEqual(145);

    // Mended: the next attempt succeeds, and the endpoint's failure count starts afresh.
    receiver.mode = 'ok';
    expect(await attemptDelivery(app.deps, id)).toBe('SUCCEEDED');
    const list = await gql<{ webhookEndpoints: { id: string; enabled: boolean }[] }>(app, LIST, {}, { token: admin });
    expect(list.data!.webhookEndpoints).toEqual([expect.objectContaining({ id: endpoint.id, enabled: true })]);
  });

  it('gives a delivery up after 3 days of retries, and disables an endpoint failing for 3 days, mailing its owner', async () => {
    const { endpoint } = await createEndpoint(['user.created']);
    receiver.mode = 'fail';
    const id = (await gql<{ sendTestWebhookEvent: { id: string } }>(
      app,
      SEND_TEST,
      { endpointId: endpoint.id },
      {
        token: admin,
      },
    ))!.data!.sendTestWebhookEvent.id;
    const connection = app.orm.em.fork().getConnection();
    expect(await attemptDelivery(app.deps, id)).toBe('PENDING');
    // Made 3 days ago, failing since then.
    await connection.execute(
      `update webhook_deliveries set created_at = now() - interval '3 days', next_attempt_at = now() where id = ?`,
      [id],
    );
    await connection.execute(`update webhook_endpoints set failing_since = now() - interval '3 days' where id = ?`, [
      endpoint.id,
    ]);
    expect(await attemptDelivery(app.deps, id)).toBe('FAILED');

    const updated = await gql<{ updateWebhookEndpoint: { enabled: boolean; disabledReason: string } }>(
      app,
      UPDATE,
      { id: endpoint.id, input: { description: 'still here' } },
      { token: admin },
    );
    expect(updated.data!.updateWebhookEndpoint).toMatchObject({ enabled: false, disabledReason: 'FAILING' });
    const mails = await connection.execute<{ recipient: string; subject: string; text: string }[]>(
      `select recipient, subject, text from outbox where subject = 'A webhook endpoint was disabled'`,
    );
    expect(mails).toEqual([
      expect.objectContaining({
        recipient: 'owner@example.com',
        text: expect.stringContaining(`${receiver.url}/hooks`),
      }),
    ]);
    expect(mails[0]!.text).toContain('HTTP 500');
    // A disabled endpoint is not sent to: no replay, no test event.
    const replay = await gql(app, REPLAY, { id }, { token: admin });
    expect(errorCode(replay)).toBe('CONFLICT');
    // Enabled again, its failure count starts afresh.
    const enabled = await gql<{ updateWebhookEndpoint: { enabled: boolean; failingSince: string | null } }>(
      app,
      UPDATE,
      { id: endpoint.id, input: { enabled: true } },
      { token: admin },
    );
    expect(enabled.data!.updateWebhookEndpoint).toMatchObject({ enabled: true, failingSince: null });
  });

  it('a receiver that does not answer in time fails the attempt after the timeout', async () => {
    const { endpoint } = await createEndpoint(['user.created']);
    receiver.mode = 'hang';
    const id = (await gql<{ sendTestWebhookEvent: { id: string } }>(
      app,
      SEND_TEST,
      { endpointId: endpoint.id },
      {
        token: admin,
      },
    ))!.data!.sendTestWebhookEvent.id;
    const started = Date.now();
    expect(await attemptDelivery(app.deps, id)).toBe('PENDING');
    expect(Date.now() - started).toBeLessThan(3000);
    const row = await onlyDelivery(endpoint.id);
    expect(row).toMatchObject({ response_status: null, error: 'Timed out after 1 s' });
    expect(row.duration_ms).toBeGreaterThanOrEqual(950);
  });

  it('does not follow a redirect: the 302 is a failed attempt and its target is never asked', async () => {
    const { endpoint } = await createEndpoint(['user.created']);
    receiver.mode = 'redirect';
    const id = (await gql<{ sendTestWebhookEvent: { id: string } }>(
      app,
      SEND_TEST,
      { endpointId: endpoint.id },
      {
        token: admin,
      },
    ))!.data!.sendTestWebhookEvent.id;
    expect(await attemptDelivery(app.deps, id)).toBe('PENDING');
    expect(await onlyDelivery(endpoint.id)).toMatchObject({ response_status: 302 });
    expect(receiver.requests.map((request) => request.path)).toEqual(['/hooks']);
  });

  it('at least once: a delivery whose worker died mid-attempt is queued and sent again once its claim lapses', async () => {
    const { endpoint, secret } = await createEndpoint(['user.created']);
    const id = (await gql<{ sendTestWebhookEvent: { id: string } }>(
      app,
      SEND_TEST,
      { endpointId: endpoint.id },
      {
        token: admin,
      },
    ))!.data!.sendTestWebhookEvent.id;
    const connection = app.orm.em.fork().getConnection();
    // A worker claimed it, and was killed before recording anything: the claim is still held.
    await connection.execute(
      `update webhook_deliveries set attempts = 1, claimed_until = now() + interval '1 minute' where id = ?`,
      [id],
    );
    expect(await attemptDelivery(app.deps, id)).toBeNull();
    expect(await enqueueDueDeliveries(app.deps)).toBe(0);
    expect(receiver.requests).toHaveLength(0);

    // The claim lapses: the dispatcher's pass queues it, and a worker on the queue sends it.
    await connection.execute(`update webhook_deliveries set claimed_until = now() - interval '1 second' where id = ?`, [
      id,
    ]);
    await connection.execute(`delete from pgboss.job where name = ?`, [QUEUES.webhookDeliver]);
    expect(await enqueueDueDeliveries(app.deps)).toBe(1);
    await app.deps.jobs.work(QUEUES.webhookDeliver, { concurrency: 1 }, deliverWebhookJob(app.deps));
    await vi.waitFor(() => expect(receiver.requests).toHaveLength(1), { timeout: 15_000, interval: 200 });
    expect(new Webhook(secret).verify(receiver.requests[0]!.body, receiver.requests[0]!.headers)).toMatchObject({
      type: 'webhook.test',
    });
    await vi.waitFor(async () => expect((await onlyDelivery(endpoint.id)).status).toBe('SUCCEEDED'), {
      timeout: 5000,
    });
    expect((await onlyDelivery(endpoint.id)).attempts).toBe(2);
  }, 30_000);

  it('rotation: both secrets sign during the overlap, only the new one after it', async () => {
    const { endpoint, secret: oldSecret } = await createEndpoint(['user.created']);
    const rotated = await gql<{
      rotateWebhookSecret: { secret: string; endpoint: { previousSecretExpiresAt: string } };
    }>(app, ROTATE, { id: endpoint.id }, { token: admin });
    const newSecret = rotated.data!.rotateWebhookSecret.secret;
    expect(newSecret).not.toBe(oldSecret);
    const overlapHours =
      (new Date(rotated.data!.rotateWebhookSecret.endpoint.previousSecretExpiresAt).getTime() - Date.now()) / 3600_000;
    expect(overlapHours).toBeGreaterThan(23.9);
    expect(overlapHours).toBeLessThanOrEqual(24);

    const send = async () => {
      const id = (await gql<{ sendTestWebhookEvent: { id: string } }>(
        app,
        SEND_TEST,
        { endpointId: endpoint.id },
        {
          token: admin,
        },
      ))!.data!.sendTestWebhookEvent.id;
      expect(await attemptDelivery(app.deps, id)).toBe('SUCCEEDED');
      return receiver.requests.at(-1)!;
    };
    const during = await send();
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(oldSecret).verify(during.body, during.headers)).toBeTruthy();
    expect(new Webhook(newSecret).verify(during.body, during.headers)).toBeTruthy();

    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update webhook_endpoints set previous_secret_expires_at = now() - interval '1 second' where id = ?`, [
        endpoint.id,
      ]);
    const after = await send();
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(new Webhook(newSecret).verify(after.body, after.headers)).toBeTruthy();
    expect(() => new Webhook(oldSecret).verify(after.body, after.headers)).toThrow();
  });

  it('still signs with a secret stored before secrets were sealed', async () => {
    const { endpoint } = await createEndpoint(['user.created']);
    const legacy = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
    await app.orm.em
      .fork()
      .getConnection()
      .execute('update webhook_endpoints set secret = ? where id = ?', [legacy, endpoint.id]);
    const sent = await gql<{ sendTestWebhookEvent: { id: string } }>(
      app,
      SEND_TEST,
      { endpointId: endpoint.id },
      { token: admin },
    );
    expect(await attemptDelivery(app.deps, sent.data!.sendTestWebhookEvent.id)).toBe('SUCCEEDED');
    const request = receiver.requests.at(-1)!;
    expect(new Webhook(legacy).verify(request.body, request.headers)).toBeTruthy();
  });

  it('the delivery log pages newest first with request and response; replay re-sends the same webhook-id', async () => {
    const { endpoint } = await createEndpoint(['user.created']);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const sent = await gql<{ sendTestWebhookEvent: { id: string; message: string } }>(
        app,
        SEND_TEST,
        { endpointId: endpoint.id },
        { token: admin },
      );
      expect(sent.data!.sendTestWebhookEvent.message).toBe('Test event queued');
      ids.push(sent.data!.sendTestWebhookEvent.id);
      await attemptDelivery(app.deps, sent.data!.sendTestWebhookEvent.id);
    }
    type Page = {
      webhookDeliveries: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: DeliveryNode }[];
      };
    };
    const first = await gql<Page>(app, DELIVERIES, { endpointId: endpoint.id, first: 2 }, { token: admin });
    expect(first.errors).toBeUndefined();
    const page = first.data!.webhookDeliveries;
    expect(page.totalCount).toBe(3);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.edges.map((edge) => edge.node.id)).toEqual([ids[2], ids[1]]);
    expect(page.edges[0]!.node).toMatchObject({ eventType: 'webhook.test', status: 'SUCCEEDED', attempts: 1 });
    expect(JSON.parse(page.edges[0]!.node.requestBody)).toMatchObject({ type: 'webhook.test' });
    expect(page.edges[0]!.node.responseStatus).toBe(200);
    const second = await gql<Page>(
      app,
      DELIVERIES,
      { endpointId: endpoint.id, first: 2, after: page.pageInfo.endCursor },
      { token: admin },
    );
    expect(second.data!.webhookDeliveries.edges.map((edge) => edge.node.id)).toEqual([ids[0]]);

    const replay = await gql<{ replayWebhookDelivery: { id: string } }>(app, REPLAY, { id: ids[0] }, { token: admin });
    const replayId = replay.data!.replayWebhookDelivery.id;
    expect(replayId).not.toBe(ids[0]);
    await attemptDelivery(app.deps, replayId);
    const headerIds = receiver.requests.map((request) => request.headers['webhook-id']);
    expect(headerIds.at(-1)).toBe(headerIds[0]);
    expect(new Set(headerIds).size).toBe(3);
  });

  it('refuses bad input, and a deleted endpoint takes its log with it', async () => {
    const bad = async (input: Record<string, unknown>) => {
      const response = await gql(app, CREATE, { input }, { token: admin });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      return errorMessage(response);
    };
    expect(await bad({ url: 'not a url', eventTypes: ['user.created'] })).toMatch(/full URL/);
    expect(await bad({ url: 'ftp://example.com/x', eventTypes: ['user.created'] })).toMatch(/full URL/);
    expect(await bad({ url: 'https://u:p@example.com/x', eventTypes: ['user.created'] })).toMatch(/user name/);
    expect(await bad({ url: 'https://example.com/x', eventTypes: [] })).toBe('Choose at least one event');
    expect(await bad({ url: 'https://example.com/x', eventTypes: ['user.deleted'] })).toMatch(/Unknown event/);
    expect(await bad({ url: 'https://example.com/x', eventTypes: ['webhook.test'] })).toMatch(/Unknown event/);

    const { endpoint } = await createEndpoint(['user.created']);
    await gql(app, SEND_TEST, { endpointId: endpoint.id }, { token: admin });
    const deleted = await gql<{ deleteWebhookEndpoint: { id: string } }>(
      app,
      DELETE,
      { id: endpoint.id },
      {
        token: admin,
      },
    );
    expect(deleted.data!.deleteWebhookEndpoint.id).toBe(endpoint.id);
    expect(await deliveries(endpoint.id)).toEqual([]);
    expect(errorCode(await gql(app, ROTATE, { id: endpoint.id }, { token: admin }))).toBe('NOT_FOUND');
  });

  it('an API key needs the webhooks scope', async () => {
    const makeKey = async (scopes: string[]) =>
      (
        await gql<{ createApiKey: { key: string } }>(
          app,
          'mutation Key($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }',
          { input: { name: 'Hooks', scopes, expiresAt: new Date(Date.now() + 86_400_000).toISOString() } },
          { token: admin },
        )
      ).data!.createApiKey.key;
    const withScope = await makeKey(['webhooks']);
    const created = await gql<{ createWebhookEndpoint: { secret: string } }>(
      app,
      CREATE,
      { input: { url: `${receiver.url}/hooks`, eventTypes: ['payment.succeeded'] } },
      { token: withScope },
    );
    expect(created.errors).toBeUndefined();
    expect((await gql(app, LIST, {}, { token: withScope })).errors).toBeUndefined();
    const without = await makeKey(['stats:read']);
    expect(errorCode(await gql(app, LIST, {}, { token: without }))).toBe('FORBIDDEN');
  });
});

describe('the dispatcher of a production instance', () => {
  let app: TestApp;
  let receiver: TestReceiver;
  beforeAll(async () => {
    // Loopback refused as in production (the test environment otherwise allows it).
    app = await startTestApp({ WEBHOOK_ALLOW_LOOPBACK: 'false', WEBHOOK_TIMEOUT_SECONDS: '1' });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await app?.close();
  });

  it('refuses to send to a loopback receiver or to itself, and says so in the log', async () => {
    const { token } = await createUser(app, { role: 'ADMIN' });
    const refusal = async (host: string) => {
      const created = await gql<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
        app,
        CREATE,
        { input: { url: `${receiver.url.replace('127.0.0.1', host)}/hooks`, eventTypes: ['user.created'] } },
        { token },
      );
      const endpointId = created.data!.createWebhookEndpoint.endpoint.id;
      const sent = await gql<{ sendTestWebhookEvent: { id: string } }>(app, SEND_TEST, { endpointId }, { token });
      expect(await attemptDelivery(app.deps, sent.data!.sendTestWebhookEvent.id)).toBe('PENDING');
      const [row] = await app.orm.em
        .fork()
        .getConnection()
        .execute<DeliveryRow[]>('select * from webhook_deliveries where endpoint_id = ?', [endpointId]);
      return row!.error;
    };
    expect(await refusal('127.0.0.2')).toBe('Refused: 127.0.0.2 resolves to a loopback address (127.0.0.2)');
    // PUBLIC_URL's host: the platform itself.
    expect(await refusal('localhost')).toBe('Refused: the URL points at the platform itself');
    expect(receiver.requests).toHaveLength(0);
  });
});
