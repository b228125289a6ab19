import { expect, type Page, test } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { ADMIN, logIn, logOut, subscribeInTestMode, waitForLecturesReady } from './support';

// A demo course no other journey adds to (the quiz journey gives Modern JavaScript a quiz, which its 100% then needs).
const COURSE = 'UI Design Principles';
const LECTURES = ['Visual hierarchy', 'Spacing and layout grids'];

test.beforeAll(async ({ baseURL }) => {
  await waitForLecturesReady(baseURL!, COURSE);
});

/** Plays the lecture on screen from its start to its end at 2x, as a learner in a hurry does. */
async function watchAtDoubleSpeed(page: Page, title: string) {
  await page.getByRole('list', { name: 'Lectures' }).getByRole('button', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const video = page.locator('video').first();
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 0;
    element.playbackRate = 2;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 30_000 }).toBe(true);
}

test('a learner watching at 2x gets a viewing-verified certificate; the admin sees the retention it made', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await subscribeInTestMode(page, 'Watcher');
  await openCourseLectures(page, COURSE);
  for (const title of LECTURES) await watchAtDoubleSpeed(page, title);
  await expect(page.getByText(/^2 of 2 lectures, 100%$/)).toBeVisible({ timeout: 15_000 });

  // The server's record (segments delivered, heartbeats at 2x) verifies both lectures: the certificate says so.
  await page.getByRole('link', { name: 'View your certificate' }).click();
  const certificate = page.getByRole('article', { name: 'Certificate of completion' });
  await expect(certificate).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        // The page renders the certificate after its query: count once it is there.
        await expect(certificate).toContainText('Verification code');
        return certificate.getByText('Viewing verified').count();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(1);
  const code = new URL(page.url()).searchParams.get('code');
  await logOut(page);
  // The public verification page shows it to anyone.
  await page.goto(`/certificate?code=${encodeURIComponent(code ?? '')}`);
  await expect(certificate.getByText('Viewing verified')).toBeVisible();

  // The admin's analytics: the sessions end 30 s after the player stopped (e2e/serve.mjs), then count.
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: `Analytics of ${COURSE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course analytics' })).toBeVisible();
  const retention = page.getByRole('region', { name: 'Retention' });
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Course analytics' })).toBeVisible();
        return retention.locator('[data-chart="retention"]').count();
      },
      { timeout: 150_000, intervals: [10_000] },
    )
    .toBe(1);
  await expect(retention.getByText('Average watched')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Completion funnel' })).toBeVisible();
});
