import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { bound } from './hang-bound';
import { ADMIN, logIn, openAccountMenu } from './support';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver on 127.0.0.1 (loopback is allowed outside production), recording what it is sent. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, server };
}

/**
 * An admin adds a webhook endpoint for a local receiver, copies its secret (shown once), sends a test event, the
 * receiver verifies its signature with the standardwebhooks library, and the delivery log shows it delivered.
 */
test('an admin adds a webhook endpoint and sends a test event a local receiver verifies', async ({
  page,
  context,
  baseURL,
}) => {
  const receiver = await startReceiver();
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await logIn(page, ADMIN.email, ADMIN.password);
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    // Nothing chosen: the form says what is missing.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Choose at least one event')).toBeVisible();

    await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
    await page.getByRole('textbox', { name: /Description/ }).fill('E2E receiver');
    await page.getByText('user.created', { exact: true }).click();
    await page.getByText('payment.succeeded', { exact: true }).click();
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    const panel = page.getByRole('region', { name: 'Your signing secret' });
    await panel.getByRole('button', { name: 'Copy secret' }).click();
    await expect(panel.getByRole('status')).toHaveText('Copied');
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toMatch(/^whsec_/);
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(panel).toBeHidden();

    const card = page.getByRole('article', { name: receiver.url });
    await expect(card).toContainText('Enabled');
    await expect(card).toContainText('payment.succeeded');
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length, { timeout: bound(20_000) }).toBe(1);
    const [request] = receiver.received;
    expect(new Webhook(secret).verify(request!.body, request!.headers)).toMatchObject({ type: 'webhook.test' });

    await card.getByRole('button', { name: 'Delivery log' }).click();
    const log = card.getByRole('region', { name: 'Recent deliveries' });
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(log).toContainText('Delivered', { timeout: 1000 });
    }).toPass({ timeout: bound(15_000) });
    await expect(log).toContainText('HTTP 200');
    await expect(log).toContainText('webhook.test');

    // Replay sends the same event (same webhook-id) again.
    await log
      .getByRole('button', { name: /^Replay/ })
      .first()
      .click();
    await expect.poll(() => receiver.received.length, { timeout: bound(20_000) }).toBe(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(request!.headers['webhook-id']);
  } finally {
    receiver.server.closeAllConnections();
    receiver.server.close();
  }
});
