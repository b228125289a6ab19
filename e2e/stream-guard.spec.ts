import { type Browser, expect, type Page, test } from '@playwright/test';
import { bound } from './hang-bound';
import { expectVideoPlays, logIn, SUBSCRIBER_PASSWORD, subscribeInTestMode } from './support';

const COURSE = 'Modern JavaScript from Scratch';
/** Past the player's renewal interval (renewAfterSeconds, 60 s), so its next check renews. */
const PAST_THE_RENEWAL_MS = 65_000;

async function openLectures(page: Page) {
  await page.goto('/courses');
  await page.getByRole('link', { name: COURSE, exact: true }).click();
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

test('a third device of one subscription is refused until it stops playback on the other two', async ({ browser }) => {
  test.setTimeout(bound(150_000));
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
