import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, errorMessage } from '../../../test/graphql-client';
import { startWebhookApp, type WebhookApp, webhookOps } from '../../../test/webhook-fixtures';

const refusal = (reason: string) =>
  `Webhooks cannot be sent to this URL: ${reason}. Enter an address of your receiver that is reachable from the internet.`;

/**
 * Where an endpoint may point, judged when it is saved: an address no delivery could reach is refused then, with the
 * reason, instead of being retried for days. Every delivery checks again: webhook-delivery-failures.int.test.ts.
 */
describe('webhook endpoints that could never be delivered to', () => {
  let hooks: WebhookApp;
  beforeAll(async () => {
    // Loopback refused as in production (the test environment otherwise allows it).
    hooks = await startWebhookApp({ WEBHOOK_ALLOW_LOOPBACK: 'false' });
  });
  afterAll(() => hooks?.close());

  const create = (url: string) => hooks.asAdmin(webhookOps.create, { input: { url, eventTypes: ['user.created'] } });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a private or reserved address'],
    ['https://10.20.30.40/hooks', '10.20.30.40 is a private or reserved address'],
    ['https://192.168.1.20/hooks', '192.168.1.20 is a private or reserved address'],
    ['https://[fd00::1]/hooks', 'fd00::1 is a private or reserved address'],
    ['https://[64:ff9b::10.0.0.1]/hooks', '64:ff9b::a00:1 is a private or reserved address'],
    ['https://[2002:c0a8:114::1]/hooks', '2002:c0a8:114::1 is a private or reserved address'],
    ['https://127.0.0.2:9/hooks', '127.0.0.2 is a loopback address'],
    ['http://localhost:4000/api/v1/hooks', 'the URL points at the platform itself'],
  ])('refuses %s when it is created', async (url, reason) => {
    const response = await create(url);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe(refusal(reason));
    expect(await hooks.sql('select id from webhook_endpoints where url = ?', [new URL(url).toString()])).toEqual([]);
  });

  it('refuses such a URL when an endpoint is changed to it, keeping the one it had', async () => {
    const { endpoint } = await hooks.createEndpoint(['user.created'], 'https://hooks.invalid/in');
    const changed = await hooks.asAdmin(webhookOps.update, {
      id: endpoint.id,
      input: { url: 'https://192.168.0.10/in' },
    });
    expect(errorMessage(changed)).toBe(refusal('192.168.0.10 is a private or reserved address'));
    const list = await hooks.asAdmin<{ webhookEndpoints: { id: string; url: string }[] }>(webhookOps.list);
    expect(list.data?.webhookEndpoints).toContainEqual(expect.objectContaining({ url: 'https://hooks.invalid/in' }));
  });
});
