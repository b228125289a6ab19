import { expect, test } from '@playwright/test';
import { ADMIN, logIn, openAccountMenu } from './support';

/**
 * An admin makes a catalogue key on the API keys page, copies it, an integration (a plain fetch from the test, as
 * curl would) lists the catalogue with it over REST, the admin revokes it, and the key is refused from then on.
 */
test('an admin creates, copies and revokes an API key that an integration uses', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await logIn(page, ADMIN.email, ADMIN.password);
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();

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
