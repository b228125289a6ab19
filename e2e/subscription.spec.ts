import { type Browser, type Page } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import {
  ADMIN,
  courseIdByTitle,
  expectVideoPlays,
  inNewBrowser,
  lecturesAs,
  logIn,
  SUBSCRIBER_PASSWORD,
  signUp,
  subscribeInTestMode,
  uniqueEmail,
} from './support';

const COURSE = 'Python for Data Analysis';

const GUARD_COURSE = 'Modern JavaScript from Scratch';
/** Past the player's renewal interval (renewAfterSeconds, 60 s), so its next check renews. */
const PAST_THE_RENEWAL_MS = 65_000;

async function openLectures(page: Page) {
  await page.goto('/courses');
  await page.getByRole('link', { name: GUARD_COURSE, exact: true }).click();
  await page.getByRole('button', { name: 'Watch Lectures' }).click();
  await expect(page).toHaveURL(/\/course\/displaylecture(\?|$)/);
}

/** Another device of the same account: a browser context of its own (its own session cookie). */
async function device(browser: Browser, email?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (email) await logIn(page, email, SUBSCRIBER_PASSWORD);
  return page;
}

test('a learner is offered Subscribe, hesitates at the payment, pays in test mode, watches, cancels with a refund and is refused again; one subscription plays on two devices at most', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(330_000));
  await test.step('a learner without a subscription is offered Subscribe and cannot reach lecture videos', () =>
    inNewBrowser(browser, async (page) => {
      await logIn(page, ADMIN.email, ADMIN.password);
      const courseId = await courseIdByTitle(page, 'Modern JavaScript from Scratch');
      expect(courseId).toBeDefined();
      const asAdmin = await lecturesAs(page, courseId!);
      const videoUrl = asAdmin.data!.lectures[0]!.videoUrl;
      await page.context().clearCookies();

      await signUp(page, { fullName: 'Curious Learner', email: uniqueEmail('curious'), password: 'curious1!' });
      await page.goto('/courses');
      await page.getByRole('link', { name: 'Modern JavaScript from Scratch' }).click();
      await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Watch Lectures' })).toHaveCount(0);

      const asLearner = await lecturesAs(page, courseId!);
      expect(asLearner.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      const unsigned = await page.request.get(videoUrl.split('?')[0]!);
      expect(unsigned.status()).toBe(403);
      const tampered = await page.request.get(videoUrl.replace(/signature=[^&]+/, 'signature=forged'));
      expect(tampered.status()).toBe(403);
    }));

  await test.step('a learner cancels on the payment page, pays on the second try, watches, and cancels with a refund', () =>
    inNewBrowser(browser, async (page) => {
      const email = uniqueEmail('payer');
      await signUp(page, { fullName: 'Paying Learner', email, password: 'payer123!' });
      // The spec's flow: sign up, then subscribe. By default checkout needs no confirmed email (Stripe confirms the
      // buyer's).
      await page.goto('/checkout');
      await expect(page.getByText(/100% refund on cancellation/)).toBeVisible();

      // Cancelling on the payment page leads to the failure screen and back to checkout.
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/checkout\/failure$/);
      await page.getByRole('link', { name: 'Try Again' }).click();
      await expect(page).toHaveURL(/\/checkout$/);

      // The server runs with no PUBLIC_URL (e2e/serve.mjs), so its public address is the one it listens on and
      // prints: the test checkout page and the return to the app stay there, with the session cookie.
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await expect(page.getByText('Test mode — no real payment')).toBeVisible();
      expect(page.url()).toContain(`${baseURL}/api/v1/payments/test-checkout/cs_test_`);
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page).toHaveURL(
        (url) => url.origin === baseURL && url.pathname === '/checkout/success' && url.searchParams.has('session_id'),
      );
      await expect(page.getByText('Payment Successful')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();

      await page.goto('/user/profile');
      await expect(page.getByText('Active', { exact: true })).toBeVisible();

      await openCourseLectures(page, COURSE);
      await expectVideoPlays(page);

      await page.goto('/user/profile');
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await expect(page.getByText('Are you sure you want to cancel your subscription?')).toBeVisible();
      await page.getByRole('button', { name: 'Yes, cancel' }).click();
      await expect(page.getByText('Cancellation successful')).toBeVisible();
      await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Yes' })).toBeVisible();

      const courseId = await courseIdByTitle(page, COURSE);
      const lectures = await lecturesAs(page, courseId!);
      expect(lectures.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

      // The browser's Back button leads to /checkout, not to the lecture that played before.
      await page.goBack();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
    }));

  await test.step('an admin on /checkout is told they have access, and Buy Now is disabled', () =>
    inNewBrowser(browser, async (page) => {
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/checkout');
      await expect(page.getByText('As an administrator you already have access to every course.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    }));

  await test.step('a third device of one subscription is refused until it stops playback on the other two', async () => {
    const first = await device(browser);
    // The first device's timers are driven by the test, so its once-a-minute renewal runs when told.
    await first.clock.install();
    const email = await subscribeInTestMode(first, 'Sharing');
    await openLectures(first);
    // The seeded lectures last 6 s: looped, the first device is still playing when its renewal is due (a paused or
    // ended player does not renew), as a learner in a long lecture would be.
    const firstVideo = await expectVideoPlays(first, undefined, { loop: true });

    const second = await device(browser, email);
    await openLectures(second);
    await expectVideoPlays(second);

    const third = await device(browser, email);
    await openLectures(third);
    const refusal = third.getByRole('alert').filter({ hasText: 'Your account is already playing on 2 other devices.' });
    await expect(refusal).toBeVisible();
    await expect(third.locator('video')).toHaveCount(0);
    await third.getByRole('button', { name: 'Stop playback on other devices' }).click();
    await expectVideoPlays(third);
    await expect(refusal).toHaveCount(0);

    // The first device learns it at its next renewal: it pauses and says where playback went.
    await first.clock.fastForward(PAST_THE_RENEWAL_MS);
    // The renewal is a round trip started by the next 5 s check: allow for a loaded machine.
    await expect(first.getByRole('alert').filter({ hasText: 'Playback moved to another device.' })).toBeVisible({
      timeout: bound(30_000),
    });
    await expect.poll(() => firstVideo.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    // Resuming here: one other device plays now, so the first takes a free slot and plays on.
    const pausedAt = await firstVideo.evaluate((element: HTMLVideoElement) => element.currentTime);
    await first.getByRole('button', { name: 'Resume here' }).click();
    // Plays on: unpaused and moving (the looped lecture may have wrapped past its end since).
    await expect
      .poll(
        () =>
          firstVideo.evaluate(
            (element: HTMLVideoElement, from) => !element.paused && Math.abs(element.currentTime - from) > 0.5,
            pausedAt,
          ),
        { timeout: bound(15_000) },
      )
      .toBe(true);
    await expect(first.getByRole('alert').filter({ hasText: 'Playback moved to another device.' })).toHaveCount(0);

    for (const page of [first, second, third]) await page.context().close();
  });
});
