import { type Page } from '@playwright/test';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import {
  ADMIN,
  courseIdByTitle,
  expectVideoPlays,
  inNewBrowser,
  lecturesAs,
  logIn,
  subscribeInTestMode,
} from './support';

/** The words beside a disputed payment (client/src/components/format/paymentStatus.ts). */
const DISPUTED_TEXT = "The payer's bank opened a dispute: access ended";

/** 'Manage billing' on the profile: test mode's billing page, labelled as such, in place of Stripe's portal. */
async function openTestBilling(page: Page) {
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/test-billing\/[^/?]+$/);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Development controls' })).toBeVisible();
}

/** The date beside 'Renews on' or 'Ends on' on the profile. */
const periodEndOnProfile = (page: Page, label: 'Renews on' | 'Ends on') =>
  page.getByRole('main').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

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

test('a subscriber manages billing: auto-renewal, receipts, a renewal, a failed renewal and a dispute, a late cancellation', async ({
  browser,
}) => {
  test.setTimeout(bound(480_000));
  await test.step('a subscriber turns auto-renewal off, keeping access until the paid year ends, and back on', () =>
    inNewBrowser(browser, async (page) => {
      await subscribeInTestMode(page, 'Renewing');
      await page.goto('/user/profile');
      const details = page.getByRole('main');
      await expect(details.getByText('Renews on')).toBeVisible();
      await expect(details.getByText('Payment method')).toBeVisible();
      await expect(details.getByText('Visa •••• 4242')).toBeVisible();

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
    }));
  await test.step('a subscriber opens the receipt of a payment from the profile, ready to print', () =>
    inNewBrowser(browser, async (page) => {
      const email = await subscribeInTestMode(page, 'Receipted');
      await page.goto('/user/profile');
      const history = page.getByRole('table', { name: 'Payment history' });
      await history.getByRole('link', { name: /^Receipt for the payment of / }).click();
      await expect(page).toHaveURL(/\/receipt\?id=/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Receipt' })).toBeVisible();
      await expect(main.getByText(/^CH-\d{4}-[0-9A-F]{12}$/)).toBeVisible();
      await expect(main.getByText(email)).toBeVisible();
      // The card the payment was made with: test mode pays with the test Visa.
      await expect(main.getByText('Visa •••• 4242')).toBeVisible();
      await expect(main.getByText('₹499').first()).toBeVisible();
      await expect(main.getByRole('button', { name: 'Print' })).toBeEnabled();
      // Printed alone: the site's header goes in print.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
    }));
  await test.step("test mode's 'Advance to the renewal' renews the year: a second payment with its receipt, and the renewal's mails", () =>
    inNewBrowser(browser, async (page) => {
      const email = await subscribeInTestMode(page, 'Renewed');
      await page.goto('/user/profile');
      const history = page.getByRole('table', { name: 'Payment history' });
      const receipts = history.getByRole('link', { name: /^Receipt for the payment of / });
      await expect(receipts).toHaveCount(1);
      const renewsOn = (await periodEndOnProfile(page, 'Renews on').textContent())?.trim() ?? '';
      expect(renewsOn).not.toBe('');

      await openTestBilling(page);
      await expect(page.getByText(/CourseHub yearly bundle: Renews on/)).toBeVisible();
      await page.getByRole('button', { name: 'Advance to the renewal' }).click();
      // The control answers with the billing page again once the renewal's events are applied.
      await expect(page).toHaveURL(/\/api\/v1\/payments\/test-billing\/[^/?]+$/);
      await expect(page.getByText(/CourseHub yearly bundle: Renews on/)).toBeVisible();
      await page.getByRole('link', { name: 'Back to CourseHub' }).click();
      await expect(page).toHaveURL(/\/user\/profile$/);

      // Two payments, each with its receipt; the renewal is dated the day its year starts, the old 'Renews on'.
      await expect(receipts).toHaveCount(2);
      await expect(history.getByRole('row').filter({ hasText: 'Paid' })).toHaveCount(2);
      await expect(page.getByRole('main').getByText('Active', { exact: true })).toBeVisible();
      await expect(periodEndOnProfile(page, 'Renews on')).not.toHaveText(renewsOn);
      await history.getByRole('link', { name: `Receipt for the payment of ${renewsOn}`, exact: true }).click();
      await expect(page).toHaveURL(/\/receipt\?id=/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Receipt' })).toBeVisible();
      await expect(main.getByText(/^CH-\d{4}-[0-9A-F]{12}$/)).toBeVisible();
      await expect(main.getByText(renewsOn, { exact: true }).first()).toBeVisible();
      await expect(main.getByText(email)).toBeVisible();
      await expect(main.getByText('₹499').first()).toBeVisible();

      // The mails go out through the queue: the renewal reminder, and a receipt per payment.
      const mails = page.getByRole('row').filter({ hasText: email });
      await expect(async () => {
        await page.goto('/dev/mailbox');
        await expect(mails.filter({ hasText: /Your subscription renews on / })).toHaveCount(1, { timeout: 1_000 });
        await expect(mails.filter({ hasText: 'Your payment receipt' })).toHaveCount(2, { timeout: 1_000 });
      }).toPass({ timeout: bound(30_000) });
    }));
  await test.step('a failed renewal shows the past-due banner on every page while courses still play; a dispute ends access and the admin sees it', () =>
    inNewBrowser(browser, async (page) => {
      // The wait for the seeded lectures' transcoding can be long on a busy machine (as in learners.spec.ts).
      const course = 'Python for Data Analysis';
      const email = await subscribeInTestMode(page, 'PastDue');

      await openTestBilling(page);
      await page.getByRole('button', { name: 'Fail the next renewal' }).click();
      await expect(page.getByText(/CourseHub yearly bundle: Past due: the renewal payment failed/)).toBeVisible();
      await page.getByRole('link', { name: 'Back to CourseHub' }).click();
      await expect(page).toHaveURL(/\/user\/profile$/);

      // Past due: the banner under the header on every page, and the courses stay open during the grace period.
      const banner = page.getByRole('region', { name: 'Payment problem' });
      const expectBanner = async () => {
        await expect(banner).toContainText('Your renewal payment failed.');
        await expect(banner.getByRole('button', { name: 'Update payment method' })).toBeVisible();
      };
      await expectBanner();
      await expect(page.getByRole('main').getByText('Active', { exact: true })).toBeVisible();
      await page.goto('/');
      await expectBanner();
      await page.goto('/courses');
      await expectBanner();
      await page.getByRole('link', { name: course }).click();
      await expectBanner();
      await page.getByRole('button', { name: 'Watch Lectures' }).click();
      await expect(page).toHaveURL(/\/course\/displaylecture(\?|$)/);
      await expectBanner();
      await expectVideoPlays(page);

      // 'Update payment method' leads to the billing page, where the bank disputes the payment.
      await banner.getByRole('button', { name: 'Update payment method' }).click();
      await expect(page).toHaveURL(/\/api\/v1\/payments\/test-billing\/[^/?]+$/);
      await page.getByRole('button', { name: 'Open a dispute on the latest payment' }).click();
      await expect(page.getByText(/CourseHub yearly bundle: Ended/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open a dispute on the latest payment' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to CourseHub' }).click();
      await expect(page).toHaveURL(/\/user\/profile$/);

      // Access ended: inactive, no banner any more, the payment shows as disputed, the lecture screen sends to checkout.
      await expect(page.getByRole('main').getByText('Inactive', { exact: true })).toBeVisible();
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Payment history' })).toContainText(DISPUTED_TEXT);
      const courseId = await courseIdByTitle(page, course);
      await page.goto(`/course/displaylecture?course=${courseId}`);
      await expect(page).toHaveURL(/\/checkout$/);

      await page.context().clearCookies();
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/dashboard');
      const disputed = page.getByRole('table', { name: 'Recent payments' }).getByRole('row').filter({ hasText: email });
      await expect(disputed).toContainText('Disputed');
      await expect(disputed).toContainText(DISPUTED_TEXT);
      // The failed renewal counts in this month's Revenue section.
      const failedRenewals = page
        .getByRole('region', { name: 'Revenue' })
        .locator('[data-counter="Failed renewals"]')
        .getByRole('definition')
        .first();
      await expect(failedRenewals).toHaveText(/^[1-9]\d*$/);
    }));
  await test.step('cancelling after the refund window keeps access to the end of the paid period, and then it ends', () =>
    inNewBrowser(browser, async (page) => {
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
    }));
});
