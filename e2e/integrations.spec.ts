import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { bound } from './hang-bound';
import { expect, test } from './journey';
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

async function openAdminPage(page: Page, item: string, url: RegExp) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: item }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

/**
 * What an admin does for an integrator: a catalogue key on the API keys page, copied and used by an integration (a
 * plain fetch from the test, as curl would) over REST, then revoked and refused from then on; and a webhook endpoint
 * for a local receiver, whose secret is copied (shown once), whose test event the receiver verifies with the
 * standardwebhooks library, and whose delivery log shows it delivered and replays it.
 */
test('an admin sets up an integrator: an API key it uses until it is revoked, and a webhook it verifies', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await logIn(page, ADMIN.email, ADMIN.password);

  await test.step('an API key: created, copied, used over REST, revoked', async () => {
    await openAdminPage(page, 'API keys', /\/admin\/api-keys$/);
    const name = `Partner catalogue ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    // A person clicks the scope's label; the box is then checked.
    await page.getByText('catalog:read', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: /catalog:read/ })).toBeChecked();
    await page.getByRole('button', { name: 'Create key' }).click();

    const panel = page.getByRole('region', { name: 'Your new API key' });
    await expect(panel).toContainText('it will not be shown again');
    await panel.getByRole('button', { name: 'Copy' }).click();
    await expect(panel.getByRole('status')).toHaveText('Copied to the clipboard');
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^chk_[A-Za-z0-9_-]{43}$/);
    await expect(panel).toContainText(key);

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Active');
    await expect(row).toContainText(key.slice(0, 12));

    // The integration: no cookie, no browser, just the key.
    const asIntegration = () => fetch(`${baseURL}/api/v1/courses`, { headers: { authorization: `Bearer ${key}` } });
    const listed = await asIntegration();
    expect(listed.status).toBe(200);
    expect(listed.headers.get('ratelimit-policy')).toMatch(/^"api-key"; q=\d+; w=60/);
    const body = (await listed.json()) as { success: boolean; courses: unknown[] };
    expect(body.success).toBe(true);
    expect(body.courses.length).toBeGreaterThan(0);
    const stats = await fetch(`${baseURL}/api/v1/admin/stats/users`, { headers: { authorization: `Bearer ${key}` } });
    expect(stats.status).toBe(403);

    // Its use shows once the list is read again.
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(panel).toBeHidden();
    await page.reload();
    await expect(row).not.toContainText('Never');

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke API key' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('Revoked');

    const refused = await asIntegration();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('Invalid, expired or revoked API key');
  });

  await test.step('a webhook endpoint: added, its test event verified, replayed from the log', async () => {
    const receiver = await startReceiver();
    try {
      await openAdminPage(page, 'Webhooks', /\/admin\/webhooks$/);

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
});
