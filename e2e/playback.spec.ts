import { expect, type Page, test } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { expectVideoPlays, subscribeInTestMode, waitForLecturesReady } from './support';

/** e2e/serve.mjs runs the server with VIDEO_URL_TTL_SECONDS=30: a signed URL handed out at load would be dead by then. */
const PAST_THE_URL_LIFETIME_MS = 35_000;
const COURSE = 'Modern JavaScript from Scratch';

test.beforeAll(async ({ baseURL }) => {
  // The demo lectures are seeded PROCESSING; the server's worker transcodes them.
  await waitForLecturesReady(baseURL!, COURSE);
});

const lectureButton = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Lectures' }).getByRole('button', { name: title });

/** Seeks and waits for the element to get there, then proves it plays on from that point. */
async function seekAndPlay(page: Page, to: number) {
  const video = page.locator('video');
  await video.evaluate(
    (element: HTMLVideoElement, target) =>
      new Promise((resolve) => {
        element.addEventListener('seeked', resolve, { once: true });
        element.currentTime = target;
      }),
    to,
  );
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(to + 0.3);
}

test('a player left open past the media URL lifetime still switches lectures and seeks', async ({ page }) => {
  test.setTimeout(120_000);
  await subscribeInTestMode(page, 'Patient');
  await openCourseLectures(page, COURSE);
  const first = await expectVideoPlays(page);
  // READY lectures stream through hls.js (Media Source Extensions): the element plays a blob: URL.
  expect(await first.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
  await first.evaluate((element: HTMLVideoElement) => element.pause());
  // Paused, the player animates nothing: media-chrome's own SMIL spinner kept Chromium repainting every frame, unseen.
  // Its replacement spins only in an indicator marked loading (a detached copy here: the player's own is left alone).
  const spinner = await page.locator('media-loading-indicator').evaluate((indicator) => {
    const spinning = (root: Element) =>
      root
        .getAnimations({ subtree: true })
        .flatMap((animation) => (animation instanceof CSSAnimation ? [animation] : []));
    const loading = document.createElement('media-loading-indicator');
    loading.setAttribute('medialoading', '');
    loading.append(indicator.querySelector('svg[slot="icon"]')!.cloneNode(true));
    document.body.append(loading);
    const whileLoading = spinning(loading).length;
    loading.remove();
    return {
      builtInStopped: indicator.shadowRoot?.querySelector('svg')?.animationsPaused(),
      whilePaused: spinning(indicator).length,
      whileLoading,
    };
  });
  expect(spinner).toEqual({ builtInStopped: true, whilePaused: 0, whileLoading: 1 });

  // The learner leaves the page open, well past the lifetime of any presigned or signed URL.
  await page.waitForTimeout(PAST_THE_URL_LIFETIME_MS);

  // The stable URLs (playlists' masters, posters, files) never fail; signed children may expire, and are renewed.
  const failures: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/media/') && !url.searchParams.has('sig') && response.status() >= 400) {
      failures.push(response.url());
    }
  });
  await lectureButton(page, 'Values, types and operators').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Values, types and operators' })).toBeVisible();
  await expectVideoPlays(page, 'Values, types and operators');
  await seekAndPlay(page, 3);

  // And back to the first lecture, whose stable playlist URL the page has held since it opened.
  await lectureButton(page, 'Welcome and setup').click();
  await expectVideoPlays(page, 'Welcome and setup');
  await seekAndPlay(page, 2);
  await expect(page.getByText('This video could not be played.')).toHaveCount(0);
  expect(failures).toEqual([]);
});

test("after cancelling, the browser's Back button leads to /checkout, not to a playable lecture", async ({ page }) => {
  await subscribeInTestMode(page, 'Leaving');
  await openCourseLectures(page, COURSE);
  await expectVideoPlays(page);

  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Cancellation successful')).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
});
