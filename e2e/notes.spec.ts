import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { bound } from './hang-bound';
import { ADMIN, expectVideoPlays, logIn, subscribeInTestMode } from './support';

const COURSE = 'Modern JavaScript from Scratch';
const NOTE = `Closures keep the **variable**, not its value ${Date.now()}`;
/** Where the journey keeps its pictures of the notes (git-ignored), to be looked at: SCREENSHOTS=1. */
const shoot = process.env.SCREENSHOTS ? (name: string) => `screenshots/notes-${name}.png` : null;

async function shootWidths(page: import('@playwright/test').Page, name: string) {
  if (!shoot) return;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: shoot(`${name}-1366`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shoot(`${name}-390`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a learner adds a note and a bookmark and finds them again', async ({ page, browser }) => {
  test.setTimeout(bound(180_000));
  await subscribeInTestMode(page, 'Notetaker');
  await openCourseLectures(page, COURSE);

  await test.step('notes a moment and bookmarks another, beside the player', async () => {
    const video = await expectVideoPlays(page);
    const pauseAt = (seconds: number) =>
      video.evaluate((element: HTMLVideoElement, at) => {
        element.pause();
        element.currentTime = at;
      }, seconds);
    await pauseAt(4);
    const panel = page.getByRole('region', { name: /My notes/ });
    await panel.getByRole('textbox', { name: 'New note' }).fill(NOTE);
    await panel.getByRole('button', { name: 'Add note at 0:04' }).click();
    await pauseAt(2);
    await panel.getByRole('button', { name: 'Bookmark 0:02' }).click();
    const list = panel.getByRole('list', { name: 'My notes' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('button', { name: /^Play from/ })).toHaveText(['0:02', '0:04']);
    await expect(list.locator('strong', { hasText: 'variable' })).toBeVisible();
    await shootWidths(page, 'lecture');
  });

  await test.step('finds them again after a reload, and plays from a note', async () => {
    await page.reload();
    const list = page.getByRole('list', { name: 'My notes' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('button', { name: 'Play from 0:04' }).click();
    await expect
      .poll(() =>
        page
          .locator('video')
          .first()
          .evaluate((element: HTMLVideoElement) => element.currentTime),
      )
      .toBeGreaterThanOrEqual(4);
  });

  await test.step("finds them on the course's notes page and downloads them as Markdown", async () => {
    await page.getByRole('link', { name: 'All notes for this course' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My notes' })).toBeVisible();
    const notes = page.getByRole('main').getByRole('listitem');
    await expect(notes).toHaveCount(2);
    await expect(page.getByText('Bookmark', { exact: true })).toBeVisible();
    await shootWidths(page, 'page');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Markdown' }).click();
    const markdown = await readFile((await (await downloading).path()) ?? '', 'utf8');
    expect(markdown).toContain(`# ${COURSE}: my notes`);
    expect(markdown).toContain(NOTE);
    expect(markdown).toContain('- Bookmark at [0:02]');
  });

  await test.step('an admin sees the bookmark counted, and no one', async () => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logIn(admin, ADMIN.email, ADMIN.password);
    await openCourseLectures(admin, COURSE);
    const moments = admin.getByRole('region', { name: 'Most bookmarked moments' });
    await expect(moments.getByText(/^\d+ learners?$/).first()).toBeVisible();
    await expect(moments).not.toContainText('Notetaker');
    await shootWidths(admin, 'admin');
    await adminContext.close();
  });
});
