import path from 'node:path';
import { type Page } from '@playwright/test';
import {
  control,
  createCourse,
  lectureList,
  listedTitles,
  makeTestVideo,
  openCourseLectures,
  reorderSaved,
  row,
  uploadLecture,
  withScratchFolder,
  writeCorruptMp4,
} from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import {
  ADMIN,
  adminApi,
  courseIdByTitle,
  expectVideoPlays,
  fixture,
  inNewBrowser,
  logIn,
  logOut,
  openAccountMenu,
  SLIDE_LECTURE,
  subscribeInTestMode,
  waitForLecturesReady,
} from './support';

/** The uploaded lectures are 6 s long; the replacement 3 s, so the list's durations tell them apart. */
const REPLACEMENT_SECONDS = 3;

let replacement: string;
/** An MP4 by its first bytes (the upload check passes), with no playable content: ffprobe refuses it. */
let corruptLecture: string;

withScratchFolder('authoring', (folder) => {
  replacement = path.join(folder, 'replacement.mp4');
  makeTestVideo(replacement, { width: 320, height: 180, fps: 15, seconds: REPLACEMENT_SECONDS, toneHz: 330 });
  corruptLecture = path.join(folder, 'corrupt.mp4');
  writeCorruptMp4(corruptLecture);
});

async function addLecture(page: Page, title: string) {
  const description = `All about ${title.toLowerCase()}.`;
  await uploadLecture(page, { title, description, file: SLIDE_LECTURE });
  // The notice of the lecture before may still show: the new lecture in the list is this upload's success.
  await expect(lectureList(page).getByRole('button', { name: title, exact: true })).toBeVisible();
}

/**
 * An admin creates a course in a category typed in lower case, fixes the name's case on the categories page, and the
 * catalogue's filter and the course follow; then adds an empty category and deletes it again.
 */

test('an admin authors courses: drafts, uploads, edits, replaces, reorders, categories and a failed upload', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(720_000));
  await test.step('an admin creates a course, uploads a lecture with real progress, watches and seeks it, then deletes both', () =>
    inNewBrowser(browser, async (page) => {
      const title = `Rust for Web Developers ${Date.now()}`;
      await logIn(page, ADMIN.email, ADMIN.password);

      await createCourse(page, {
        title,
        instructor: 'Ferris Crab',
        category: 'Systems Programming',
        description: 'Ownership, borrowing and async Rust for people who ship web services.',
      });
      await expect(page).toHaveURL(/\/courses$/);
      await page.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(/\/course\/description(\?|$)/);
      await page.getByRole('button', { name: 'Watch Lectures' }).click();
      await expect(page).toHaveURL(/\/course\/displaylecture(\?|$)/);
      await page.getByRole('button', { name: 'Add new lecture' }).click();
      await expect(page).toHaveURL(/\/course\/addlecture(\?|$)/);

      // Throttle the upload so the progress bar is seen moving, then record every value it shows.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 24 * 1024,
      });
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { progressSeen: number[] }).progressSeen = seen;
        new MutationObserver(() => {
          const bar = document.querySelector('[role="progressbar"][aria-valuenow]');
          const value = Number(bar?.getAttribute('aria-valuenow'));
          if (bar && seen.at(-1) !== value) seen.push(value);
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      // The player asks for byte ranges, so a seek never re-downloads from the start.
      const ranges: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/media/lectures/') && response.status() === 206) {
          ranges.push(response.headers()['content-range'] ?? '');
        }
      });
      await page.getByLabel('Title').fill('Ownership in five minutes');
      await page.getByLabel('Description').fill('Moves, borrows and lifetimes with small examples.');
      await page.getByLabel('Video', { exact: true }).setInputFiles(fixture('lecture.mp4'));
      await page.getByRole('button', { name: 'Add Lecture' }).click();
      await expect(page.getByText('Lecture added successfully')).toBeVisible({ timeout: bound(30_000) });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const progress = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
      expect(progress.at(-1)).toBe(100);
      expect(progress.some((value) => value > 0 && value < 100)).toBe(true);

      await expect(page).toHaveURL(/\/course\/displaylecture(\?|$)/);
      await expect(page.getByRole('heading', { name: 'Ownership in five minutes' })).toBeVisible();
      // Transcoded by the server's worker: the list follows it live, and the count (READY lectures) then changes.
      const lectureItem = page.getByRole('list', { name: 'Lectures' }).getByRole('listitem').first();
      await expect(lectureItem.getByText('Ready', { exact: true })).toBeVisible({ timeout: bound(120_000) });
      await expect(page.getByText('Total lectures: 1')).toBeVisible();

      const video = await expectVideoPlays(page);
      await video.evaluate(
        (element: HTMLVideoElement) =>
          new Promise((resolve) => {
            element.addEventListener('seeked', resolve, { once: true });
            element.currentTime = 4;
          }),
      );
      expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(4);
      expect(ranges.length).toBeGreaterThan(0);
      expect(ranges[0]).toMatch(/^bytes \d+-\d+\/\d+$/);

      await page.getByRole('button', { name: 'Delete lecture' }).click();
      await page.getByRole('alertdialog', { name: 'Delete lecture' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Lecture deleted successfully')).toBeVisible();
      await expect(page.getByText('Total lectures: 0')).toBeVisible();

      await page.goto('/admin/dashboard');
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await page.getByRole('alertdialog', { name: 'Delete course' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Course Deleted Successfully')).toBeVisible();
      await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
    }));
  await test.step('an admin edits a course and its lectures, replaces a video and reorders; a learner sees the order', () =>
    inNewBrowser(browser, async (page) => {
      const stamp = Date.now();
      const draftTitle = `Authoring draft ${stamp}`;
      const courseTitle = `Authoring ${stamp}`;

      await logIn(page, ADMIN.email, ADMIN.password);
      await createCourse(page, {
        title: draftTitle,
        instructor: 'Ada Author',
        category: 'Authoring',
        description: 'A course being written.',
      });

      // Edit the course from its description page: the catalogue shows the new title.
      await page.getByRole('link', { name: draftTitle }).click();
      await page.getByRole('button', { name: 'Edit course' }).click();
      await expect(page).toHaveURL(/\/course\/edit\?id=/);
      await expect(page.getByLabel('Title')).toHaveValue(draftTitle);
      await expect(page.getByLabel('Instructor')).toHaveValue('Ada Author');
      await page.getByLabel('Title').fill(courseTitle);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Course updated successfully')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
      await page.goto('/courses');
      await expect(page.getByRole('link', { name: courseTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: draftTitle })).toHaveCount(0);

      await page.getByRole('link', { name: courseTitle }).click();
      await page.getByRole('button', { name: 'Watch Lectures' }).click();
      await expect(page).toHaveURL(/\/course\/displaylecture\?course=/);
      const lecturesUrl = page.url();
      // Back on the course's lecture screen after a save, on the lecture just edited.
      const backOnLectures = (url: URL) => url.href === lecturesUrl || url.href.startsWith(`${lecturesUrl}&lecture=`);
      for (const title of ['Setup', 'Basics', 'Next steps']) await addLecture(page, title);
      await waitForLecturesReady(baseURL!, courseTitle);

      // Edit a lecture's title.
      await page.reload();
      await control(page, 'Edit lecture', 'Setup').click();
      await expect(page.getByLabel('Title')).toHaveValue('Setup');
      await page.getByLabel('Title').fill('Setting up');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Lecture updated successfully')).toBeVisible();
      await expect(page).toHaveURL(backOnLectures);
      expect(await listedTitles(page)).toEqual(['Setting up', 'Basics', 'Next steps']);

      // Replace a lecture's video: it processes, then is Ready again with the new video's length.
      await control(page, 'Edit lecture', 'Basics').click();
      // On the edit form: until it shows, 'Video' would also name the lecture screen's player ('Video of …').
      await expect(page.getByLabel('Title')).toHaveValue('Basics');
      await page.getByLabel('Video', { exact: true }).setInputFiles(replacement);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      // The title's notice may still show: back on the lecture screen is this save's success.
      await expect(page.getByText('Lecture updated successfully').last()).toBeVisible({ timeout: bound(30_000) });
      await expect(page).toHaveURL(backOnLectures);
      await waitForLecturesReady(baseURL!, courseTitle);
      await page.reload();
      await expect(row(page, 'Basics')).toContainText('Ready');
      const basics = lectureList(page).getByRole('button', { name: 'Basics', exact: true });
      await expect(basics).toHaveAccessibleDescription(/3 seconds/);

      // Reorder with the keyboard alternative ('Move down'), then by dragging a handle with the mouse. A save's answer
      // rewrites the list: a drag waits for it, or the list re-measured mid-drag drops it where it began.
      let saved = reorderSaved(page);
      await control(page, 'Move down', 'Setting up').click();
      await expect.poll(() => listedTitles(page)).toEqual(['Basics', 'Setting up', 'Next steps']);
      await saved;
      await expect(control(page, 'Move down', 'Setting up')).toBeFocused();
      await expect(page.getByText('Setting up moved to position 2 of 3.')).toBeAttached();

      const handle = lectureList(page).getByRole('button', { name: 'Reorder Next steps' });
      const target = lectureList(page).getByRole('button', { name: 'Reorder Basics' });
      // Each stage waits for what dnd-kit shows: the drag has started (the handle is pressed), then the row is over
      // its new place (the announcement). Hovering first scrolls the handle into view and waits for it to stand still,
      // so the press lands on it; each box is measured after the step before it.
      await handle.hover();
      const from = await handle.boundingBox();
      await page.mouse.down();
      await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 - 10, { steps: 5 });
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      const to = await target.boundingBox();
      await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2 - 5, { steps: 15 });
      await expect(page.getByText('Next steps is over position 1 of 3.')).toBeAttached();
      saved = reorderSaved(page);
      await page.mouse.up();
      await expect.poll(() => listedTitles(page)).toEqual(['Next steps', 'Basics', 'Setting up']);
      await expect(page.getByText('Next steps dropped at position 1 of 3.')).toBeAttached();
      await saved;

      // And from the keyboard on a handle: space picks up, the arrow moves, space drops. Each key waits for the
      // previous step to show (the handle pressed, then the announcement): dnd-kit measures the list before it takes
      // the next key, and a key pressed before that on a loaded machine is lost.
      const keyboardHandle = lectureList(page).getByRole('button', { name: 'Reorder Setting up' });
      await keyboardHandle.focus();
      await page.keyboard.press('Space');
      await expect(keyboardHandle).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText('Setting up is over position 2 of 3.')).toBeAttached();
      await page.keyboard.press('Space');
      await expect.poll(() => listedTitles(page)).toEqual(['Next steps', 'Setting up', 'Basics']);

      // Saved: the order survives a reload, and a learner sees it.
      await page.reload();
      await expect.poll(() => listedTitles(page)).toEqual(['Next steps', 'Setting up', 'Basics']);
      await logOut(page);
      await subscribeInTestMode(page, 'Authoring');
      await page.goto(lecturesUrl);
      await expect(page.getByRole('heading', { level: 2, name: 'Next steps' })).toBeVisible();
      expect(await listedTitles(page)).toEqual(['Next steps', 'Setting up', 'Basics']);
      await expect(page.getByRole('button', { name: 'Move up' })).toHaveCount(0);
    }));
  await test.step('an admin keeps a new course as a draft, publishes it once a lecture is ready, and visitors then see it', () =>
    inNewBrowser(browser, async (page) => {
      const title = `Draft Gardening ${Date.now()}`;
      await logIn(page, ADMIN.email, ADMIN.password);
      await createCourse(page, {
        title,
        instructor: 'Monty Don',
        category: 'Gardening',
        description: 'Soil, seeds and patience.',
        draft: true,
      });

      // After creation the catalogue shows the admin the new course, marked as a draft.
      await expect(page).toHaveURL(/\/courses$/);
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
      await expect(card.getByText('Draft', { exact: true })).toBeVisible();

      // A visitor does not see it, in the catalogue or at its address.
      const visitor = await browser.newPage();
      await visitor.goto('/courses');
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

      // Publishing an empty course is refused, with the reason.
      await card.getByRole('link', { name: title }).click();
      const courseUrl = page.url();
      await page.getByRole('button', { name: 'Publish course' }).click();
      await expect(page.getByText(/needs at least one ready lecture/)).toBeVisible();
      await visitor.goto(courseUrl);
      await expect(visitor.getByText('This course is no longer available')).toBeVisible();

      await page.getByRole('button', { name: 'Watch Lectures' }).click();
      await uploadLecture(page, { title: 'Compost', description: 'What goes in.', file: SLIDE_LECTURE });
      await waitForLecturesReady(baseURL as string, title);

      await page.goto(courseUrl);
      await page.getByRole('button', { name: 'Publish course' }).click();
      await expect(page.getByText('Course published')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

      await visitor.goto('/courses');
      await expect(visitor.getByRole('link', { name: title })).toBeVisible();
      await visitor.getByRole('link', { name: title }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(visitor.getByRole('button', { name: 'Subscribe' })).toBeVisible();
      await visitor.close();
    }));
  await test.step('an admin renames a category and every course follows', () =>
    inNewBrowser(browser, async (page) => {
      const stamp = Date.now();
      const typed = `mycology ${stamp}`;
      const renamed = `Mycology ${stamp}`;
      const title = `Mushrooms ${stamp}`;
      await logIn(page, ADMIN.email, ADMIN.password);
      await createCourse(page, {
        title,
        instructor: 'Merlin Sheldrake',
        category: typed,
        description: 'Networks under the forest floor.',
      });

      const menu = await openAccountMenu(page);
      await menu.getByRole('menuitem', { name: 'Categories' }).click();
      await expect(page).toHaveURL(/\/admin\/categories$/);
      const row = page.getByRole('listitem', { name: typed, exact: true });
      await expect(row).toContainText('0 published · 1 in all');
      await row.getByRole('button', { name: 'Rename' }).click();
      await page.getByRole('textbox', { name: `New name for ${typed}` }).fill(renamed);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`Renamed to "${renamed}"`)).toBeVisible();
      await expect(page.getByRole('listitem', { name: renamed, exact: true })).toBeVisible();
      await expect(page.getByRole('listitem', { name: typed, exact: true })).toHaveCount(0);

      // The admin sees their draft in the catalogue under the new name only.
      await page.goto(`/courses?category=${encodeURIComponent(renamed)}`);
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await page.goto(`/courses?category=${encodeURIComponent(typed)}`);
      await expect(page.getByRole('link', { name: title })).toHaveCount(0);

      // An empty category can be added, then deleted.
      const empty = `Lichens ${stamp}`;
      await page.goto('/admin/categories');
      await page.getByRole('textbox', { name: 'New category' }).fill(empty);
      await page.getByRole('button', { name: 'Add category' }).click();
      await expect(page.getByText(`Category "${empty}" added`)).toBeVisible();
      const emptyRow = page.getByRole('listitem', { name: empty, exact: true });
      await emptyRow.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(`Category "${empty}" deleted`)).toBeVisible();
      await expect(emptyRow).toHaveCount(0);
    }));
  await test.step('a file that is not a playable video ends Failed with the reason, and Retry processes it again', () =>
    inNewBrowser(browser, async (page) => {
      const courseTitle = `Broken uploads ${Date.now()}`;
      await logIn(page, ADMIN.email, ADMIN.password);
      await createCourse(page, {
        title: courseTitle,
        instructor: 'Ada Encoder',
        category: 'Video Engineering',
        description: 'Adaptive streaming from the upload to the player.',
      });
      await openCourseLectures(page, courseTitle);
      await uploadLecture(page, {
        title: 'Truncated recording',
        description: 'Truncated recording, as uploaded.',
        file: corruptLecture,
      });
      await expect(page).toHaveURL(/\/course\/displaylecture(\?|$)/);

      const item = lectureList(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Truncated recording', exact: true }) });
      await expect(item.getByText('Failed', { exact: true })).toBeVisible({ timeout: bound(120_000) });
      // The reason the transcoder gave, as the API tells it to admins.
      const { api, query } = await adminApi(baseURL!);
      const { lectures } = await query<{ lectures: { title: string; failureReason: string | null }[] }>(
        'query ($id: ID!) { lectures(courseId: $id) { title failureReason } }',
        { id: await courseIdByTitle(page, courseTitle) },
      );
      await api.dispose();
      const reason = lectures.find((lecture) => lecture.title === 'Truncated recording')?.failureReason;
      expect(reason).toBeTruthy();
      await expect(item).toContainText(reason!);
      const retry = item.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();
      // Learners see ready lectures only: the course counts none.
      await expect(page.getByText('Total lectures: 0')).toBeVisible();

      await retry.click();
      await expect(page.getByText('The lecture is being processed again')).toBeVisible();
      // Processed again from the original, it fails again the same way (the file has not changed).
      await expect(item.getByText('Failed', { exact: true })).toBeVisible({ timeout: bound(120_000) });
      await expect(item.getByRole('button', { name: 'Retry' })).toBeVisible();
    }));
});
