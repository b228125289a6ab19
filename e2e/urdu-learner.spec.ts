import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { readyCourse } from './course-steps';
import { bound } from './hang-bound';
import { expectMail, expectVideoPlays, fixture, linkInMail, SUBSCRIBER_PASSWORD, uniqueEmail } from './support';

/** The client's Urdu texts, so that the journey reads the screens as an Urdu reader does. */
const urdu = (namespace: string) =>
  JSON.parse(readFileSync(new URL(`../client/src/i18n/locales/ur/${namespace}.json`, import.meta.url), 'utf8'));
const auth = urdu('auth');
const common = urdu('common');
const checkout = urdu('checkout');
const player = urdu('player');
/** The server's Urdu mail texts: the welcome mail's and the receipt's subjects. */
const serverUrdu = (file: string) =>
  JSON.parse(readFileSync(new URL(`../server/src/mail/locales/ur/${file}.json`, import.meta.url), 'utf8'));
const welcomeSubject = (serverUrdu('account') as { welcome: { subject: string } }).welcome.subject.replace(
  '{{product}}',
  'CourseHub',
);
const receiptSubject = (serverUrdu('billing') as { receipt: { subject: string } }).receipt.subject;

test('a learner in Urdu signs up, subscribes and watches on pages that run right to left, mailed in Urdu', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(300_000));
  const course = await readyCourse(baseURL!);
  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'ur', url: baseURL! }]);
  const page = await context.newPage();
  const email = uniqueEmail('urdu');
  try {
    await test.step('signs up on the Urdu page, which runs right to left, and is welcomed in Urdu', async () => {
      await page.goto('/signup');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByLabel(common.avatarPicker.label).setInputFiles(fixture('avatar.png'));
      await page.getByLabel(auth.fields.email).fill(email);
      await page.getByLabel(auth.fields.password, { exact: true }).fill(SUBSCRIBER_PASSWORD);
      await page.getByLabel(auth.fields.fullName).fill('عائشہ خان');
      await page.getByRole('button', { name: auth.signup.submit }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto(await linkInMail(page, email, welcomeSubject, '/verify-email'));
      await expect(page.getByRole('heading', { level: 1, name: auth.verifyEmail.confirmed })).toBeVisible();
    });

    await test.step('subscribes in Urdu, and the receipt is mailed in Urdu', async () => {
      await page.goto('/checkout');
      await page.getByRole('button', { name: checkout.page.buyNow }).click();
      // The test-mode payment page is the stand-in processor's own, in English.
      await expect(page.getByText('Test mode — no real payment')).toBeVisible();
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByText(checkout.success.heading)).toBeVisible();
      await expectMail(page, email, receiptSubject);
    });

    await test.step("watches a lecture with the player's controls in Urdu", async () => {
      await page.goto(`/course/displaylecture?course=${course.id}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const video = await expectVideoPlays(page);
      await video.evaluate((element: HTMLVideoElement) => element.pause());
      await expect(page.getByRole('button', { name: player.mediaChrome.play, exact: true })).toBeVisible();
    });
  } finally {
    await context.close();
  }
});
