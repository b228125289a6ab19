import { expect, test } from '@playwright/test';
import { courseIdByTitle, expectVideoPlays, lecturesAs, signUp, uniqueEmail } from './support';

test('a learner subscribes in test mode, watches a lecture, cancels with a refund and is refused again', async ({
  page,
}) => {
  await signUp(page, { fullName: 'Paying Learner', email: uniqueEmail('payer'), password: 'payer123!' });

  await page.goto('/checkout');
  await expect(page.getByText(/100% refund on cancellation/)).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();

  await page.goto('/user/profile');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  await page.goto('/courses');
  await page.getByRole('link', { name: 'Python for Data Analysis' }).click();
  await page.getByRole('button', { name: 'Watch Lectures' }).click();
  await expect(page).toHaveURL(/\/course\/displaylecture$/);
  await expectVideoPlays(page);

  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Are you sure you want to cancel your subscription?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Cancellation successful')).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Yes' })).toBeVisible();

  const courseId = await courseIdByTitle(page, 'Python for Data Analysis');
  const lectures = await lecturesAs(page, courseId!);
  expect(lectures.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
});

test('cancelling on the payment page leads to the failure screen and back to checkout', async ({ page }) => {
  await signUp(page, { fullName: 'Hesitant Learner', email: uniqueEmail('hesitant'), password: 'hesitant1!' });
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/failure$/);
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
});
