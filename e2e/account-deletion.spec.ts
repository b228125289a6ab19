import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bound } from './hang-bound';
import { SUBSCRIBER_PASSWORD, subscribeInTestMode } from './support';

test('a subscriber downloads their data, deletes the account, and can no longer log in with it', async ({ page }) => {
  const email = await subscribeInTestMode(page, 'Leaving');

  await page.goto('/user/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^coursehub-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(exported.profile).toMatchObject({ email, fullName: 'Leaving Learner', emailVerified: true });
  expect(exported.subscription.status).toBe('active');
  expect(exported.payments).toEqual([expect.objectContaining({ status: 'paid', formattedAmount: '₹499' })]);
  expect(exported.sessions.length).toBeGreaterThan(0);
  await expect(page.getByText('Your data has been downloaded')).toBeVisible();

  await yourData.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account' });
  await expect(dialog).toContainText('An active subscription is cancelled first, with the usual refund rules');
  await expect(dialog).toContainText('Records of your payments are kept for our accounts');
  const password = dialog.getByLabel('Current password');
  await expect(password).toBeFocused();
  await password.fill('not-my-password1!');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();

  await password.fill(SUBSCRIBER_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    page.getByText(
      "Your account has been deleted. Your subscription was cancelled and this year's payments refunded in full.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();

  // The goodbye reaches the address it was sent to.
  const goodbye = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Your account has been deleted' });
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(goodbye.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: bound(30_000) });

  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SUBSCRIBER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
