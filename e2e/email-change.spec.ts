import { expect, test } from '@playwright/test';
import { linkInMail, logIn, logOut, signUp, uniqueEmail } from './support';

test('a learner changes the email: the link mailed to the new address confirms it, the old one is told, the profile shows it', async ({
  page,
}) => {
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
  }).toPass({ timeout: 20_000 });
  await page.goto('/');
  await logOut(page);
  await logIn(page, newEmail, user.password);
});
