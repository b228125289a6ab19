import { expect, type Page, test } from '@playwright/test';
import { courseIdByTitle, lecturesAs, subscribeInTestMode } from './support';

const COURSE = 'Python for Data Analysis';

/** Test mode's billing page (the profile's 'Manage billing'), one development control pressed, and back. */
async function onTestBilling(page: Page, control: string) {
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByRole('heading', { name: 'Development controls' })).toBeVisible();
  await page.getByRole('button', { name: control }).click();
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to CourseHub' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
}

test('cancelling after the refund window keeps access to the end of the paid period, and then it ends', async ({
  page,
}) => {
  await subscribeInTestMode(page, 'Late');
  // Test mode's clock: the payment and its period dated back past the refund window.
  await onTestBilling(page, 'Move past the refund window');
  const card = page.getByRole('main');
  const endsOn =
    (
      await card.locator('dt', { hasText: 'Renews on' }).locator('xpath=following-sibling::dd[1]').textContent()
    )?.trim() ?? '';
  expect(endsOn).not.toBe('');

  // Before confirming, the dialog says what will happen: no refund, access until the period's end.
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'End your subscription' });
  await expect(dialog).toContainText('Are you sure you want to cancel your subscription?');
  const summary = dialog.getByRole('group', { name: 'What happens if you cancel' });
  await expect(summary).toContainText('Your refund window has passed, so nothing is refunded.');
  await expect(summary).toContainText(`you keep access until ${endsOn} and you will not be charged again`);
  await expect(summary).toContainText('RefundNone');
  await expect(summary).toContainText(`Access ends${endsOn}`);
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Cancellation successful')).toBeVisible();
  await expect(page.getByText(`You keep access until ${endsOn}`, { exact: true })).toBeVisible();

  // Still subscribed until then, and the profile says so; the courses stay open.
  await page.reload();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.locator('dt', { hasText: 'Ends on' })).toBeVisible();
  await expect(card.getByText(`Cancelled: you keep access until ${endsOn}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn auto-renewal back on' })).toBeVisible();
  const courseId = (await courseIdByTitle(page, COURSE)) ?? '';
  expect((await lecturesAs(page, courseId)).errors).toBeUndefined();

  // The period ends (test mode's 'Advance to the renewal'): nothing is charged, and access ends.
  await onTestBilling(page, 'Advance to the renewal');
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Payment history' }).getByRole('row').filter({ hasText: 'Paid' }),
  ).toHaveCount(1);
  expect((await lecturesAs(page, courseId)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
});
