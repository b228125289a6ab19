import { readFile } from 'node:fs/promises';
import { type BrowserContext, type Page } from '@playwright/test';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import {
  expectInteractive,
  inNewBrowser,
  linkInMail,
  logIn,
  logOut,
  SUBSCRIBER_PASSWORD,
  signUp,
  subscribeInTestMode,
  uniqueEmail,
} from './support';

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

test('a learner resets a forgotten password, changes the email, and leaves with their data', async ({ browser }) => {
  test.setTimeout(bound(180_000));
  await test.step('a learner confirms the email, signs out another device, resets a forgotten password, and the old sessions end', () =>
    inNewBrowser(browser, async (page) => {
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
        // The address changes at once, but the login page, with an Email field of its own, stays on screen until the
        // new page's code has loaded: typing before its heading shows would go into the login form.
        await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
        const confirmation =
          "If an account exists for that email, we've sent a link to reset its password. It expires in 30 minutes.";
        await page.getByLabel('Email').fill(uniqueEmail('nobody'));
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await expect(page.getByText(confirmation)).toBeVisible();
        await page.goto('/forgot-password');
        await expectInteractive(page);
        await page.getByLabel('Email').fill(user.email);
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await expect(page.getByText(confirmation)).toBeVisible();

        // The mailed link sets a new password and leads to the login page.
        const resetLink = await linkInMail(page, user.email, 'Reset your password', '/reset-password');
        await page.goto(resetLink);
        await page.getByLabel('New password', { exact: true }).fill(newPassword);
        await page.getByLabel('Confirm new password').fill(newPassword);
        await page.getByRole('button', { name: 'Set new password' }).click();
        await expect(
          page.getByText('Your password has been reset. Please log in with the new password.'),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);

        // The link works once.
        await page.goto(resetLink);
        await page.getByLabel('New password', { exact: true }).fill('another-pass2!');
        await page.getByLabel('Confirm new password').fill('another-pass2!');
        await page.getByRole('button', { name: 'Set new password' }).click();
        await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
        await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
          'href',
          '/forgot-password',
        );

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
    }));
  await test.step('a learner changes the email: the link mailed to the new address confirms it, the old one is told, the profile shows it', () =>
    inNewBrowser(browser, async (page) => {
      const user = { fullName: 'Moving Margaret', email: uniqueEmail('margaret'), password: 'moving-1!' };
      const newEmail = uniqueEmail('margaret-new');
      await signUp(page, user);

      // The edit-profile page asks for the new address and the current password, and says which inbox to check.
      await page.goto('/user/editprofile');
      const section = page.getByRole('form', { name: 'Change email' });
      await expect(section).toContainText(`Your email is ${user.email}.`);
      await section.getByLabel('New email').fill(newEmail);
      await section.getByLabel('Current password').fill('not-my-password1!');
      await section.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(section.getByText('Current password is incorrect')).toBeVisible();
      await section.getByLabel('Current password').fill(user.password);
      await section.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(section.getByRole('status')).toHaveText(
        `Check your inbox at ${newEmail}: we have sent a confirmation link there. Your email changes once you open it.`,
      );

      // Nothing changes until the link is opened.
      await page.goto('/user/profile');
      const main = page.locator('#main');
      await expect(main.getByText(user.email)).toBeVisible();

      // The mail in the development mailbox, to the new address; its link confirms the change.
      const link = await linkInMail(page, newEmail, 'Confirm your new email', '/confirm-email-change');
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Email changed' })).toBeVisible();
      await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();

      // The profile shows the new address; the address is confirmed by the link, so no banner asks for it.
      await page.getByRole('link', { name: 'Go to my profile' }).click();
      await expect(page).toHaveURL(/\/user\/profile$/);
      await expect(main.getByText(newEmail)).toBeVisible();
      await expect(page.getByText(user.email)).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Email confirmation' })).toHaveCount(0);

      // The link works once.
      await page.goto(link);
      await expect(page.getByRole('alert')).toContainText('This email change link is invalid or has expired.');

      // The old address was told, and the new one signs in.
      // The mail is sent after the change commits: the mailbox is read again until it is there.
      await expect(async () => {
        await page.goto('/dev/mailbox');
        await expect(
          page.getByRole('row').filter({ hasText: user.email }).filter({ hasText: 'Your email was changed' }),
        ).toHaveCount(1, { timeout: 1_000 });
      }).toPass({ timeout: bound(20_000) });
      await page.goto('/');
      await logOut(page);
      await logIn(page, newEmail, user.password);
    }));
  await test.step('a subscriber downloads their data, deletes the account, and can no longer log in with it', () =>
    inNewBrowser(browser, async (page) => {
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
      const goodbye = page
        .getByRole('row')
        .filter({ hasText: email })
        .filter({ hasText: 'Your account has been deleted' });
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
    }));
});
