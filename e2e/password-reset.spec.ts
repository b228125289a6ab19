import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { linkInMail, logIn, logOut, signUp, uniqueEmail } from './support';

/** A second device of the same learner: a phone, so the sessions list tells the two apart. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** Whom the server takes this context's cookie for: null once its session has ended. */
async function meOf(context: BrowserContext) {
  const response = await context.request.post('/graphql', { data: { query: '{ me { email } }' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { me: { email: string } | null } }).data.me;
}

/** A signed-out device finds out on its next page load: the session check sends it to /login. */
async function expectSignedOut(page: Page) {
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
}

test('a learner confirms the email, signs out another device, resets a forgotten password, and the old sessions end', async ({
  page,
  browser,
}) => {
  const user = { fullName: 'Grace Hopper', email: uniqueEmail('grace'), password: 'compiler1!' };
  const newPassword = 'cobol-1959!';
  await signUp(page, user);

  // Unconfirmed: the banner says so until the welcome mail's link is followed.
  const banner = page.getByRole('region', { name: 'Email confirmation' });
  await expect(banner).toContainText(`Confirm your email address: we sent a link to ${user.email}.`);
  await page.goto(await linkInMail(page, user.email, 'Welcome to CourseHub', '/verify-email'));
  await expect(page.getByText('Thank you: your email is confirmed.')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // A second device signs in; the first signs it out from the sessions list.
  const phoneContext = await browser.newContext({ userAgent: PHONE_USER_AGENT });
  try {
    const phone = await phoneContext.newPage();
    await logIn(phone, user.email, user.password);

    await page.goto('/user/profile');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    await devices.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Sign out Chrome on Android?');
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByText('That device is signed out.')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    expect(await meOf(phoneContext)).toBeNull();
    await expectSignedOut(phone);

    // The phone signs in again: a session from before the reset. (Its login page would return to the profile.)
    await phone.goto('/');
    await logIn(phone, user.email, user.password);
    expect(await meOf(phoneContext)).toEqual({ email: user.email });

    // Forgotten password: the same answer for an unknown email as for the learner's.
    await logOut(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const confirmation =
      "If an account exists for that email, we've sent a link to reset its password. It expires in 30 minutes.";
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(confirmation)).toBeVisible();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(confirmation)).toBeVisible();

    // The mailed link sets a new password and leads to the login page.
    const resetLink = await linkInMail(page, user.email, 'Reset your password', '/reset-password');
    await page.goto(resetLink);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been reset. Please log in with the new password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The link works once.
    await page.goto(resetLink);
    await page.getByLabel('New password', { exact: true }).fill('another-pass2!');
    await page.getByLabel('Confirm new password').fill('another-pass2!');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');

    // The old password no longer works; the new one does.
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await logIn(page, user.email, newPassword);

    // The reset ended every session from before it: the phone's included.
    expect(await meOf(phoneContext)).toBeNull();
    await expectSignedOut(phone);
  } finally {
    await phoneContext.close();
  }
});
