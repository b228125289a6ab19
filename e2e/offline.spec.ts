import { expect, type Page, test } from '@playwright/test';
import { bound } from './hang-bound';
import { courseIdByTitle, logOut, screenshotWidths, signUp, uniqueEmail } from './support';

const SEEN = 'UI Design Principles';
const UNSEEN = 'Python for Data Analysis';
/** Where the offline screens' screenshots go when asked for (OFFLINE_SCREENSHOTS=dir); looked at, not committed. */
const screenshot = (page: Page, name: string) => screenshotWidths(page, process.env.OFFLINE_SCREENSHOTS, name);

/** Once the installable app's worker controls the page (it claims the open pages as it activates). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: bound(30_000) });
}

/** The reads whose answers the device keeps for offline use (the app's IndexedDB store), by operation name. */
function savedReads(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('coursehub-offline-answers');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => resolve((all.result as { operationName: string }[]).map((each) => each.operationName));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test('a learner installs the app, and what they have seen opens offline until they sign out', async ({
  page,
  context,
}) => {
  await test.step('the app is installable: a manifest with its icons, and a worker that takes control', async () => {
    await signUp(page, { fullName: 'Offline Learner', email: uniqueEmail('offline'), password: 'offline-pass1!' });
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href ?? '')).json()) as {
      display: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    await controlledByWorker(page);
    // Chromium's own verdict on installing, which replaced Lighthouse's PWA audits (removed in Lighthouse 12): the
    // manifest, its icons, a worker with a fetch handler, served over a secure origin.
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    await devtools.detach();
  });

  const seenId = await courseIdByTitle(page, SEEN);
  const unseenId = await courseIdByTitle(page, UNSEEN);

  await test.step('online, the learner opens the catalogue, a course and My learning', async () => {
    await page.goto('/courses');
    await expect(page.getByRole('link', { name: SEEN }).first()).toBeVisible();
    // The HTML carries the catalogue's first page; the page's own refresh is what the device keeps.
    await expect.poll(() => savedReads(page)).toContain('CourseCatalogQuery');
    await page.goto(`/course/description?id=${seenId}`);
    await expect(page.getByRole('heading', { level: 1, name: SEEN })).toBeVisible();
    await page.goto('/my-learning');
    await expect(page.getByRole('heading', { level: 1, name: 'My learning' })).toBeVisible();
    // Each answer is written to the store after it is shown: each is waited for.
    await expect.poll(() => savedReads(page)).toContain('MyLearningPageQuery');
    await expect.poll(() => savedReads(page)).toContain('CourseDescriptionPageQuery');
  });

  await test.step('offline, the worker starts the app and the saved pages show', async () => {
    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'My learning' })).toBeVisible();
    await page.goto(`/course/description?id=${seenId}`);
    await expect(page.getByRole('heading', { level: 1, name: SEEN })).toBeVisible();
  });

  await test.step('a course never opened shows what is available instead of an error', async () => {
    await page.goto(`/course/description?id=${unseenId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    const places = page.getByRole('navigation', { name: 'Available offline' });
    await expect(places.getByRole('link', { name: 'My learning' })).toBeVisible();
    await expect(places.getByRole('link', { name: 'Browse courses' })).toBeVisible();
    await screenshot(page, 'offline-page');
    await page.getByRole('link', { name: SEEN }).click();
    await expect(page.getByRole('heading', { level: 1, name: SEEN })).toBeVisible();
  });

  await test.step('back online, signing out drops what was saved for this learner', async () => {
    await context.setOffline(false);
    await logOut(page);
    // What the visitor's home page reads afterwards is the visitor's own to keep; nothing of the learner's stays.
    const learnersReads = ['CourseCatalogQuery', 'CourseDescriptionPageQuery', 'MyLearningPageQuery'];
    await expect.poll(async () => (await savedReads(page)).filter((name) => learnersReads.includes(name))).toEqual([]);
  });
});
