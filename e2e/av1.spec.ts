import { expect, test } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { expectVideoPlays, subscribeInTestMode } from './support';

/** The demo course shipped with AV1 twins of its H.264 rungs (server/demo/catalog.json's `av1`). */
const COURSE = 'UI Design Principles';

test('with AV1 twins, Chromium plays the AV1 ladder and the quality menu lists each size once', async ({ page }) => {
  const media: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\/hls\/[\da-f-]+\/[^/]+\.(m3u8|mp4)$/.test(pathname)) media.push(pathname.split('/').at(-1)!);
  });
  await subscribeInTestMode(page, 'Compact');
  await openCourseLectures(page, COURSE);
  await expectVideoPlays(page);

  // The master lists the demo clip's one size twice (H.264 and AV1); the menu shows it once, beside Auto.
  const items = page.locator('media-rendition-menu').getByRole('menuitemradio', { includeHidden: true });
  await expect(items).toHaveText([/^\s*180p\s*$/, /^\s*Auto/]);
  // Chromium decodes AV1, so hls.js prefers it: only the AV1 rung's playlist and file are loaded.
  expect(media.filter((file) => file.endsWith('.mp4'))).not.toHaveLength(0);
  expect(media.every((file) => file.startsWith('180p-av1.'))).toBe(true);
});
