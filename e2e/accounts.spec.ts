import { bound } from './hang-bound';
import { expect, test } from './journey';
import { confirmEmail, fixture, inNewBrowser, logIn, logOut, openAccountMenu, signUp, uniqueEmail } from './support';

const UNSUPPORTED_AVATAR = 'Unsupported format! Only JPG, JPEG, PNG, and WEBP are allowed.';
// The first bytes of a GIF: the picker refuses it by type before any upload.
const GIF = { name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') };

test('a learner signs up with bad input, then properly, manages the profile, meets the guards and returns to checkout after logging in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(300_000));
  await test.step('signup shows the spec messages for bad input', () =>
    inNewBrowser(browser, async (page) => {
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Please fill all the details').first()).toBeVisible();
      await page.getByLabel('Full name').fill('Abc');
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Name should be at least of 5 characters')).toBeVisible();
      await expect(page.getByText('Please enter a valid email')).toBeVisible();
      await expect(
        page.getByText('Password must be 6 - 16 characters long and have at least a number and a special character'),
      ).toBeVisible();
    }));
  await test.step('a GIF avatar keeps its format message on submit and is not shown as chosen', () =>
    inNewBrowser(browser, async (page) => {
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
    }));
  await test.step('a learner signs up, edits the profile, changes the password and logs back in', () =>
    inNewBrowser(browser, async (page) => {
      const user = { fullName: 'Ada Lovelace', email: uniqueEmail('ada'), password: 'engine1843!' };
      await signUp(page, user);

      const menu = await openAccountMenu(page);
      await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
      await menu.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page).toHaveURL(/\/user\/profile$/);
      // The profile's own (the unconfirmed-email banner names the address too).
      await expect(page.locator('#main').getByText(user.email)).toBeVisible();
      await expect(page.getByText('USER')).toBeVisible();
      await expect(page.getByText('Inactive')).toBeVisible();
      const avatar = page.getByRole('img', { name: /Avatar of Ada Lovelace/i });
      await expect(avatar).toBeVisible();
      expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      await page.getByRole('link', { name: 'Edit profile' }).click();
      await page.getByLabel('New avatar').setInputFiles(fixture('avatar2.webp'));
      await page.getByLabel('Full name').fill('Augusta Ada King');
      await page.getByRole('button', { name: 'Update profile' }).click();
      await expect(page).toHaveURL(/\/user\/profile$/);
      await expect(page.getByRole('heading', { name: /Augusta Ada King/i })).toBeVisible();

      // Each reminder channel turns off on its own, and stays off.
      const channels = ['Weekly digest', 'Reminders after a break', 'Notifications on all my devices'];
      for (const name of channels) {
        const channel = page.getByRole('checkbox', { name, exact: true });
        await expect(channel).toBeChecked();
        await page.getByText(name, { exact: true }).click();
        await expect(channel).not.toBeChecked();
        await expect(channel).toBeEnabled();
      }
      await page.reload();
      for (const name of channels) await expect(page.getByRole('checkbox', { name, exact: true })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Answers to my questions', exact: true })).toBeChecked();

      await page.getByRole('link', { name: 'Change password' }).click();
      await page.getByLabel('Current password').fill(user.password);
      await page.getByLabel('New password', { exact: true }).fill('analytical2!');
      await page.getByLabel('Confirm new password').fill('analytical2!');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Password changed successfully')).toBeVisible();

      await logOut(page);
      expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();

      await page.goto('/login');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Invalid email or password')).toBeVisible();

      await logIn(page, user.email, 'analytical2!');
      await page.goto('/user/profile');
      await expect(page.getByRole('heading', { name: /Augusta Ada King/i })).toBeVisible();
    }));
  await test.step('guards: visitors go to login, learners are denied admin pages, unknown paths are 404', () =>
    inNewBrowser(browser, async (page) => {
      await page.goto('/user/profile');
      await expect(page).toHaveURL(/\/login$/);

      await signUp(page, { fullName: 'Plain Learner', email: uniqueEmail('plain'), password: 'learner1!' });
      await page.goto('/admin/dashboard');
      await expect(page).toHaveURL(/\/denied$/);
      await expect(page.getByText('403 Access denied')).toBeVisible();

      await page.goto('/no/such/page');
      await expect(page.getByText('404 Page not found')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    }));
  await test.step('a learner who presses Subscribe while logged out is back on /checkout after logging in', () =>
    inNewBrowser(browser, async (page) => {
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
      await expect(page).toHaveURL(`${baseURL}/`);
    }));
});
