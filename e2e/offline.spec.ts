import { type Page, type Response } from '@playwright/test';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import {
  adminApi,
  courseIdByTitle,
  inNewBrowser,
  logOut,
  screenshotWidths,
  signUp,
  subscribeInTestMode,
  uniqueEmail,
} from './support';

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

/** When the downloads on the device expire: the paid-through date their grants carry. */
function expiryOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('coursehub-downloads');
        open.onsuccess = () => {
          const read = open.result.transaction('downloads').objectStore('downloads').getAll();
          read.onsuccess = () => resolve((read.result as { expiresAt: string }[])[0]?.expiresAt ?? '');
          read.onerror = () => reject(read.error);
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

/** A quiz of one true/false question on the course, made by the admin; its title is this run's own. */
async function addQuiz(baseURL: string, courseId: string, title: string) {
  const { api, query } = await adminApi(baseURL);
  try {
    const made = await query<{ createQuiz: { id: string } }>(
      'mutation ($courseId: ID!, $input: QuizInput!) { createQuiz(courseId: $courseId, input: $input) { id } }',
      {
        courseId,
        input: {
          title,
          passMarkPercent: 100,
          attemptsAllowed: null,
          waitMinutes: 0,
          timeLimitSeconds: null,
          questions: [
            {
              type: 'TRUE_FALSE',
              prompt: 'pandas reads a CSV file with read_csv',
              explanation: 'pd.read_csv returns a DataFrame.',
              points: 1,
              correctBoolean: true,
            },
          ],
        },
      },
    );
    return made.createQuiz.id;
  } finally {
    await api.dispose();
  }
}

const SEEN = 'UI Design Principles';
const UNSEEN = 'Python for Data Analysis';
/** Where the offline screens' screenshots go when asked for (OFFLINE_SCREENSHOTS=dir); looked at, not committed. */
const offlineScreenshot = (page: Page, name: string) => screenshotWidths(page, process.env.OFFLINE_SCREENSHOTS, name);

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

test('a learner learns offline: what they have seen opens without a network until they sign out, and a downloaded course plays and takes its quiz, counted once back online', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  // Signing up, subscribing, downloading two lectures and playing one through take longer than a journey's default.
  test.setTimeout(bound(240_000));
  await subscribeInTestMode(page, 'Downloader');
  const courseId = await courseIdByTitle(page, COURSE);
  const quizTitle = `Offline check ${Date.now()}`;
  const quizId = await addQuiz(baseURL ?? '', courseId ?? '', quizTitle);
  // Offline, pages and their code come from the service worker: it must control the page before the connection goes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: bound(30_000) });

  await test.step('the course page offers the course, with the bytes of each quality shown before', async () => {
    await page.goto(`/course/description?id=${courseId}`);
    await page.getByRole('button', { name: 'Download for offline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download for offline viewing' });
    await expect(dialog.getByRole('radio', { name: /The whole course/ })).toBeChecked();
    await expect(dialog.getByLabel('Download on Wi-Fi only')).toBeChecked();
    await expect(dialog.getByText(/^\d+(\.\d)? (kB|MB)$/)).toHaveCount(3);
    await screenshot(page, 'download-dialog');
    await dialog.getByRole('radio', { name: /360p/ }).check();
    // The course's quiz goes with it: its page, with the paper to take it offline.
    const quizKept = page.waitForResponse(
      (response) =>
        response.request().postDataJSON()?.operationName === 'QuizPageQuery' &&
        response.request().postDataJSON()?.variables?.id === quizId,
    );
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(dialog.getByText('Downloaded. They are on the Downloads page.')).toBeVisible({
      timeout: bound(30_000),
    });
    expect((await quizKept).ok()).toBe(true);
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

  await test.step('offline, a download plays from the device, picture and sound', async () => {
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
    // The sound plays too: it is a rendition of its own, kept and decrypted beside the picture (Chromium counts what
    // it decoded, muted or not).
    await expect
      .poll(() =>
        video.evaluate(
          (element: HTMLVideoElement & { webkitAudioDecodedByteCount: number }) => element.webkitAudioDecodedByteCount,
        ),
      )
      .toBeGreaterThan(0);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: bound(20_000) })
      .toBe(true);
  });

  await test.step('offline, the quiz is taken on its kept paper and the answers wait on the device', async () => {
    await page.goto(`/quiz?id=${quizId}`);
    await expect(page.getByRole('heading', { level: 1, name: quizTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await page
      .getByRole('group', { name: /pandas reads a CSV file/ })
      .getByRole('radio', { name: 'True' })
      .check();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(
      page.getByText('Your answers are saved on this device. They will be scored as soon as you are back online.'),
    ).toBeVisible();
    await screenshot(page, 'quiz-offline');
    await page.goto('/downloads');
    await expect(page.getByTestId('download-row')).toHaveCount(2);
  });

  await test.step('back online, the receipt is accepted, the lecture verified complete and the quiz scored', async () => {
    // Each stretch of playing is a receipt of its own: a stall that hls.js skips over by seeking ends a stretch and
    // starts another, so a loaded machine may play the lecture in two.
    const receipts: Promise<{ watchedSeconds: number; verified: boolean }>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().postDataJSON()?.operationName !== 'SubmitViewingReceiptMutation') return;
      receipts.push(
        response
          .json()
          .then(
            (body: { data: { submitViewingReceipt: { watchedSeconds: number; verified: boolean } } }) =>
              body.data.submitViewingReceipt,
          ),
      );
    };
    page.on('response', onResponse);
    const scored = page.waitForResponse(
      (response) => response.request().postDataJSON()?.operationName === 'SubmitOfflineQuizAttemptMutation',
    );
    await context.setOffline(false);
    const quiz = (await (await scored).json()) as {
      data: { submitOfflineQuizAttempt: { scorePercent: number; passed: boolean } };
    };
    expect(quiz.data.submitOfflineQuizAttempt).toMatchObject({ scorePercent: 100, passed: true });
    await expect(page.getByText(`Your answers to “${quizTitle}”, given offline, are scored.`)).toBeVisible();
    const told = page.getByRole('status').filter({ hasText: /Your offline viewing of \d+ stretch(es)? was counted\./ });
    await expect(told).toBeVisible();
    page.off('response', onResponse);
    // The server's answers: what it counted of the 6 s lecture, stretch by stretch, and its own record's verdict.
    const answers = await Promise.all(receipts);
    await expect(told).toContainText(answers.length === 1 ? 'of 1 stretch was' : `of ${answers.length} stretches was`);
    expect(answers.some((answer) => answer.verified)).toBe(true);
    expect(answers.reduce((sum, answer) => sum + answer.watchedSeconds, 0)).toBeGreaterThanOrEqual(5.4);
    // The lecture played through is named as verified complete.
    const played = (await page.getByTestId('download-row').first().getByRole('heading').first().textContent()) ?? '';
    await expect(told).toContainText(`Now verified complete: ${played}.`);
    // The quiz's page has the attempt the answers made.
    await page.goto(`/quiz?id=${quizId}`);
    await expect(page.getByText('Best attempt: 100% (attempt 1)')).toBeVisible();
    await screenshot(page, 'quiz-scored');
  });

  await test.step('a tampered receipt is refused, and said so on whatever screen is open when the device reconnects', async () => {
    await context.setOffline(true);
    await keepTamperedReceipt(page, grantId);
    await page.getByRole('banner').getByRole('link', { name: 'CourseHub' }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.setOffline(false);
    await expect(page.getByText(/Some offline viewing could not be counted/)).toBeVisible();
  });

  await test.step('a day past the paid-through date, the device itself stops the downloads, offline', async () => {
    const expiresAt = Date.parse(await expiryOnDevice(page));
    const later = await context.newPage();
    await later.clock.install({ time: new Date(expiresAt + 86_400_000) });
    await context.setOffline(true);
    await later.goto('/downloads');
    const rows = later.getByTestId('download-row');
    await expect(rows.getByText(/^Expired on .*: your subscription was paid through that date\./)).toHaveCount(2);
    await expect(rows.getByRole('button', { name: 'Play' })).toHaveCount(0);
    await expect(rows.getByRole('button', { name: 'Renew' })).toHaveCount(2);
    await screenshot(later, 'downloads-expired');
    await later.close();
    await context.setOffline(false);
  });

  await test.step('cancelled with a refund, the subscription no longer plays its downloads', async () => {
    await page.goto('/user/profile');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText('Cancellation successful')).toBeVisible();
    await page.goto('/downloads');
    const rows = page.getByTestId('download-row');
    await expect(rows.getByText('Your subscription no longer includes downloads.')).toHaveCount(2);
    await expect(rows.getByRole('button', { name: 'Play' })).toHaveCount(0);
  });

  await test.step('a learner installs the app, and what they have seen opens offline until they sign out', () =>
    // A device of its own: the downloads above live in the first one's storage.
    inNewBrowser(browser, async (page) => {
      const context = page.context();
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
        await offlineScreenshot(page, 'offline-page');
        await page.getByRole('link', { name: SEEN }).click();
        await expect(page.getByRole('heading', { level: 1, name: SEEN })).toBeVisible();
      });

      await test.step('back online, signing out drops what was saved for this learner', async () => {
        await context.setOffline(false);
        await logOut(page);
        // What the visitor's home page reads afterwards is the visitor's own to keep; nothing of the learner's stays.
        const learnersReads = ['CourseCatalogQuery', 'CourseDescriptionPageQuery', 'MyLearningPageQuery'];
        await expect
          .poll(async () => (await savedReads(page)).filter((name) => learnersReads.includes(name)))
          .toEqual([]);
      });
    }));
});
