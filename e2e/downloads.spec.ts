import { expect, type Page, test } from '@playwright/test';
import { bound } from './hang-bound';
import { courseIdByTitle, screenshotWidths, subscribeInTestMode } from './support';

/** A demo course no journey changes: two READY lectures of 6 s each. */
const COURSE = 'Python for Data Analysis';
/** Where the downloads screens' screenshots go when asked for (DOWNLOAD_SCREENSHOTS=dir); looked at, not committed. */
const screenshot = (page: Page, name: string) => screenshotWidths(page, process.env.DOWNLOAD_SCREENSHOTS, name);

/** The bytes the app's download store holds, file by file, and the grants it holds (IndexedDB, read directly). */
function storedOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ bytes: number; grants: string[] }>((resolve, reject) => {
        const open = indexedDB.open('coursehub-downloads');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['files', 'downloads']);
          const files = tx.objectStore('files').getAll();
          const downloads = tx.objectStore('downloads').getAllKeys();
          tx.oncomplete = () =>
            resolve({
              bytes: (files.result as { bytes: ArrayBuffer }[]).reduce((sum, file) => sum + file.bytes.byteLength, 0),
              grants: downloads.result as string[],
            });
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** A receipt changed after signing (its mac does not match), put in the store as if the player had kept it. */
function keepTamperedReceipt(page: Page, grantId: string) {
  return page.evaluate(
    (grantId) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('coursehub-downloads');
        open.onsuccess = () => {
          const tx = open.result.transaction('receipts', 'readwrite');
          const now = Date.now();
          tx.objectStore('receipts').put({
            receiptId: crypto.randomUUID(),
            grantId,
            segments: [0, 1],
            heartbeats: [
              { atMs: now - 8_000, positionSeconds: 0, playing: true, rate: 1, visible: true },
              { atMs: now - 2_000, positionSeconds: 6, playing: true, rate: 1, visible: true },
            ],
            mac: btoa(String.fromCharCode(...new Uint8Array(32))),
          });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    grantId,
  );
}

test('a subscriber downloads a course, watches it offline, and the viewing counts once back online', async ({
  page,
  context,
}) => {
  // Signing up, subscribing, downloading two lectures and playing one through take longer than a journey's default.
  test.setTimeout(bound(180_000));
  await subscribeInTestMode(page, 'Downloader');
  const courseId = await courseIdByTitle(page, COURSE);

  await test.step('the course page offers the course, with the bytes of each quality shown before', async () => {
    await page.goto(`/course/description?id=${courseId}`);
    await page.getByRole('button', { name: 'Download for offline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download for offline viewing' });
    await expect(dialog.getByRole('radio', { name: /The whole course/ })).toBeChecked();
    await expect(dialog.getByLabel('Download on Wi-Fi only')).toBeChecked();
    await expect(dialog.getByText(/^\d+(\.\d)? (kB|MB)$/)).toHaveCount(3);
    await screenshot(page, 'download-dialog');
    await dialog.getByRole('radio', { name: /360p/ }).check();
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(dialog.getByText('Downloaded. They are on the Downloads page.')).toBeVisible({
      timeout: bound(30_000),
    });
  });

  let grantId = '';
  await test.step('/downloads lists both lectures, with the storage used exactly as stored', async () => {
    await page.goto('/downloads');
    const rows = page.getByTestId('download-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.getByText('Ready to play offline')).toHaveCount(2);
    const stored = await storedOnDevice(page);
    expect(stored.grants).toHaveLength(2);
    grantId = stored.grants[0] as string;
    await expect(page.getByTestId('storage-used')).toContainText(`(${stored.bytes.toLocaleString('en-US')} bytes)`);
    await screenshot(page, 'downloads');
  });

  await test.step('offline, a download plays from the device', async () => {
    await context.setOffline(true);
    await expect(page.getByText(/You are offline\. Downloads still play/)).toBeVisible();
    await page.getByTestId('download-row').first().getByRole('button', { name: 'Play' }).click();
    const video = page.getByTestId('offline-video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(1);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: bound(20_000) })
      .toBe(true);
  });

  await test.step('back online, the receipt is accepted and the lecture is verified complete', async () => {
    const counted = page.waitForResponse(
      (response) => response.request().postDataJSON()?.operationName === 'SubmitViewingReceiptMutation',
    );
    await context.setOffline(false);
    // The server's answer: what it counted of the 6 s lecture, and its own record's verdict.
    const answer = (await (await counted).json()) as {
      data: { submitViewingReceipt: { watchedSeconds: number; verified: boolean } };
    };
    expect(answer.data.submitViewingReceipt.verified).toBe(true);
    expect(answer.data.submitViewingReceipt.watchedSeconds).toBeGreaterThanOrEqual(5.4);
    const told = page.getByRole('status').filter({ hasText: 'Your offline viewing of 1 stretch was counted.' });
    await expect(told).toBeVisible();
    // The lecture played through is named as verified complete.
    const played = (await page.getByTestId('download-row').first().getByRole('heading').first().textContent()) ?? '';
    await expect(told).toContainText(`Now verified complete: ${played}.`);
  });

  await test.step('a tampered receipt is refused, and said so on whatever screen is open when the device reconnects', async () => {
    await context.setOffline(true);
    await keepTamperedReceipt(page, grantId);
    await page.getByRole('banner').getByRole('link', { name: 'CourseHub' }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.setOffline(false);
    await expect(page.getByText(/Some offline viewing could not be counted/)).toBeVisible();
  });
});
