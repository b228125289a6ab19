import { expect, type Page, test } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { ADMIN, logIn, logOut, subscribeInTestMode, waitForLecturesReady } from './support';

// A demo course whose retention no other journey looks at (they only subscribe to it).
const COURSE = 'Python for Data Analysis';
const LECTURE = 'Your first notebook';

test.beforeAll(async ({ baseURL }) => {
  await waitForLecturesReady(baseURL!, COURSE);
});

/** STORYBOARD_SCREENSHOTS=dir: the page at 1366 and 390 px, to be looked at (not committed). */
async function screenshot(page: Page, name: string) {
  const folder = process.env.STORYBOARD_SCREENSHOTS;
  if (!folder) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('region', { name: 'Drop-off points' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a learner stops half way through; the admin sees the lecture's frame at that drop-off point", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await subscribeInTestMode(page, 'Quitter');
  await openCourseLectures(page, COURSE);
  await page.getByRole('list', { name: 'Lectures' }).getByRole('button', { name: LECTURE }).click();
  await expect(page.getByRole('heading', { level: 2, name: LECTURE })).toBeVisible();
  // The seek bar has the storyboard to preview from.
  const video = page.locator('video').first();
  await expect(video.locator('track[kind="metadata"][label="thumbnails"]')).toHaveAttribute(
    'src',
    /\/storyboard\/[\da-f-]+\/storyboard\.vtt$/,
  );
  // Three seconds of the six, then the learner leaves.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 0;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(3);
  // The pause sends the heartbeat that says how far the learner got; logging out before it lands would leave the
  // last word to the heartbeat at play, and the drop-off at the first segment's end (0:01, seen under load).
  const pauseHeartbeat = page.waitForResponse((response) => {
    const body = response.request().postData() ?? '';
    return (
      response.url().includes('/graphql') && body.includes('RecordViewingHeartbeat') && body.includes('"playing":false')
    );
  });
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await pauseHeartbeat;
  await logOut(page);

  // The session ends 30 s after its last heartbeat (e2e/serve.mjs) and is counted at the next minute's sweep.
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: `Analytics of ${COURSE}` }).click();
  const drops = page.getByRole('region', { name: 'Drop-off points' });
  // This learner's drop-off, a little past 3 s (the pause lands when the poll sees it, later on a loaded machine). In a
  // whole run another journey may have watched the lecture too, so the share it lost is not always all of its viewers,
  // and that journey's drop-off may be counted first: the wait is for this one's.
  const point = drops
    .getByRole('listitem')
    .filter({ hasText: /^0:0[3-5] / })
    .first();
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Course analytics' })).toBeVisible();
        return point.count();
      },
      { timeout: 150_000, intervals: [10_000] },
    )
    .toBe(1);
  await expect(point).toContainText(/^0:0[3-5] −\d+% of viewers/);
  const second = Number(/^0:0(\d)/.exec((await point.textContent()) ?? '')?.[1]);
  // Its frame: the tile of that moment (one every 5 s, side by side), which the admin's session may fetch.
  const frame = point.getByRole('img', { name: `Frame at 0:0${second}` });
  await expect(frame).toBeVisible();
  const style = await frame.evaluate((element) => ({
    image: element.style.backgroundImage,
    position: element.style.backgroundPosition,
    width: element.getBoundingClientRect().width,
  }));
  expect(style.position).toBe(second < 5 ? '0px 0px' : '-160px 0px');
  expect(style.width).toBe(160);
  const sprite = /^url\("(.+)"\)$/.exec(style.image)?.[1] ?? '';
  expect(sprite).toMatch(/^\/media\/lectures\/[\da-f-]+\/storyboard\/[\da-f-]+\/storyboard\.jpg$/);
  const response = await page.request.get(sprite);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  await screenshot(page, 'drop-off-frames');
});
