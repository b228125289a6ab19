import { expect, test } from '@playwright/test';
import { ADMIN, confirmEmail, logIn, logOut, signUp, uniqueEmail } from './support';

const UNSUPPORTED_AVATAR = 'Unsupported format! Only JPG, JPEG, PNG, and WEBP are allowed.';
// The first bytes of a GIF: the picker refuses it by type before any upload.
const GIF = { name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') };

test('a learner who presses Subscribe while logged out is back on /checkout after logging in', async ({ page }) => {
  const learner = { fullName: 'Returning Learner', email: uniqueEmail('returning'), password: 'return1!' };
  await signUp(page, learner);
  await confirmEmail(page, learner.email);
  await logOut(page);

  await page.goto('/courses');
  await page.getByRole('link', { name: 'Modern JavaScript from Scratch' }).click();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();

  // A next= pointing off the site is ignored.
  await logOut(page);
  await page.goto('/login?next=%2F%2Fevil.example%2F');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('an admin on /checkout is told they have access, and Buy Now is disabled', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/checkout');
  await expect(page.getByText('As an administrator you already have access to every course.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
});

test('a GIF avatar keeps its format message on submit and is not shown as chosen', async ({ page }) => {
  await page.goto('/signup');
  const avatar = page.getByLabel('Avatar');
  await avatar.setInputFiles(GIF);
  await expect(page.getByText(UNSUPPORTED_AVATAR)).toBeVisible();
  expect(await avatar.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await page.getByLabel('Email').fill(uniqueEmail('gif'));
  await page.getByLabel('Password', { exact: true }).fill('gifgif1!');
  await page.getByLabel('Full name').fill('Gif Learner');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(UNSUPPORTED_AVATAR)).toBeVisible();
  await expect(page.getByText('Please fill all the details')).toHaveCount(0);
  await expect(page).toHaveURL(/\/signup$/);
});

test('a dashboard that fails to load says so and loads on Try again', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  // Every dashboard request fails until Try again: the page may ask more than once while it loads (once, in CI, the
  // request that failed was not the one whose answer the page kept, and the next one loaded).
  let failing = true;
  await page.route('**/graphql', async (route) => {
    if (failing && route.request().postData()?.includes('AdminDashboardQuery')) {
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
      return;
    }
    await route.continue();
  });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('alert')).toHaveText('Failed to load data stats');
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Courses Overview' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Subscriptions sold per month in / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
