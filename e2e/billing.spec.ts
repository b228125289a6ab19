import { expect, test } from '@playwright/test';
import { ADMIN, logIn, subscribeInTestMode } from './support';

test('a subscriber turns auto-renewal off, keeping access until the paid year ends, and back on', async ({ page }) => {
  await subscribeInTestMode(page, 'Renewing');
  await page.goto('/user/profile');
  const details = page.getByRole('main');
  await expect(details.getByText('Renews on')).toBeVisible();

  await page.getByRole('button', { name: 'Turn off auto-renewal' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Turn off auto-renewal' });
  await expect(dialog).toContainText('you will not be charged again');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(
    page.getByText('Auto-renewal is off: your subscription ends at the end of the year you paid for'),
  ).toBeVisible();
  await expect(details.getByText('Ends on')).toBeVisible();
  await expect(details.getByText('Active', { exact: true })).toBeVisible();

  // The server keeps it: a reload still says so.
  await page.reload();
  await expect(details.getByText('Ends on')).toBeVisible();
  await page.getByRole('button', { name: 'Turn auto-renewal back on' }).click();
  await expect(
    page.getByText('Auto-renewal is on: your subscription renews at the end of the year you paid for'),
  ).toBeVisible();
  await expect(details.getByText('Renews on')).toBeVisible();

  // 'Manage billing': test mode's labelled stand-in for Stripe's Customer Portal, and back.
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByText(/CourseHub yearly bundle: Renews on/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to CourseHub' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(details.getByText('Renews on')).toBeVisible();
});

test('a subscriber opens the receipt of a payment from the profile, ready to print', async ({ page }) => {
  const email = await subscribeInTestMode(page, 'Receipted');
  await page.goto('/user/profile');
  const history = page.getByRole('table', { name: 'Payment history' });
  await history.getByRole('link', { name: /^Receipt for the payment of / }).click();
  await expect(page).toHaveURL(/\/receipt\?id=/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(main.getByText(/^CH-\d{4}-[0-9A-F]{12}$/)).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await expect(main.getByText('Test mode card')).toBeVisible();
  await expect(main.getByText('₹499').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Print' })).toBeEnabled();
  // Printed alone: the site's header goes in print.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
});

test("the admin reads this month's revenue beside the spec's cards, and exports the year's payments", async ({
  page,
}) => {
  // A payment this month, so cash collected is not zero whatever ran before.
  await subscribeInTestMode(page, 'Revenue');
  await page.context().clearCookies();
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/dashboard');
  const revenue = page.getByRole('region', { name: 'Revenue' });
  await expect(revenue.getByRole('heading', { name: 'Revenue' })).toBeVisible();
  await expect(revenue.getByText('Cash collected').first()).toBeVisible();
  await expect(revenue.getByText('Deferred revenue')).toBeVisible();
  await expect(revenue.getByText('Renewals due in 30 days')).toBeVisible();
  await expect(
    revenue.getByRole('img', { name: /^Cash, refunds and revenue recognised per month in \d{4}$/ }),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await revenue.getByRole('link', { name: 'Export payments (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments-\d{4}\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  const [header, ...rows] = Buffer.concat(csv).toString('utf8').trim().split(/\r?\n/);
  expect(header).toBe('id,paid_at,amount,currency,status,refunded_amount,refunded_at,learner_email');
  expect(rows.length).toBeGreaterThan(0);
});
