import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { test as base, expect } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { SPARE_PORT } from './servers';
import { expectVideoPlays, subscribeInTestMode, waitForLecturesReady } from './support';

/** After the port the subscription journey starts its own server on, so the two never meet. */
const PORT = SPARE_PORT + 1;
const COURSE = 'UI Design Principles';

/** A journeys' server (e2e/serve.mjs) with MEDIA_AV1 on: every lecture gets AV1 twins of its H.264 rungs. */
async function startAv1Server(): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ['e2e/serve.mjs', String(PORT)], {
    env: { ...process.env, MEDIA_AV1: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/readyz`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
  return { url, server };
}

const test = base.extend<object, { av1Server: string }>({
  av1Server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const { url, server } = await startAv1Server();
      try {
        await use(url);
      } finally {
        server.kill('SIGTERM');
        if (server.exitCode === null) await once(server, 'exit');
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ av1Server }, use) => use(av1Server),
});

test('with AV1 twins, Chromium plays the AV1 ladder and the quality menu lists each size once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await waitForLecturesReady(baseURL!, COURSE);
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
