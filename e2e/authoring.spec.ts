import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createCourse, makeTestVideo, uploadLecture, withScratchFolder } from './course-steps';
import { ADMIN, fixture, logIn, logOut, subscribeInTestMode, waitForLecturesReady } from './support';

/** The fixture lecture is 6 s long; its replacement 3 s, so the list's durations tell them apart. */
const REPLACEMENT_SECONDS = 3;

let replacement: string;

test.describe.configure({ mode: 'serial' });

withScratchFolder('authoring', (folder) => {
  replacement = path.join(folder, 'replacement.mp4');
  makeTestVideo(replacement, { width: 320, height: 180, fps: 15, seconds: REPLACEMENT_SECONDS, toneHz: 330 });
});

const lectureList = (page: Page) => page.getByRole('list', { name: 'Lectures' });
/** The lecture titles in the order the list shows them. */
const listedTitles = (page: Page) => lectureList(page).locator('[id^="lecture-title-"]').allTextContents();
/** One lecture's row, by its exact title. */
const row = (page: Page, title: string) =>
  lectureList(page)
    .getByRole('listitem')
    .filter({ has: page.locator('[id^="lecture-title-"]', { hasText: new RegExp(`^${title}$`) }) });
/** A control of one lecture's row. */
const control = (page: Page, name: string, title: string) =>
  row(page, title).getByRole('button', { name, exact: true });

async function addLecture(page: Page, title: string) {
  const description = `All about ${title.toLowerCase()}.`;
  await uploadLecture(page, { title, description, file: fixture('lecture.mp4') });
  // The notice of the lecture before may still show: the new lecture in the list is this upload's success.
  await expect(lectureList(page).getByRole('button', { name: title, exact: true })).toBeVisible();
}

test('an admin edits a course and its lectures, replaces a video and reorders; a learner sees the order', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(360_000);
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
  for (const title of ['Setup', 'Basics', 'Next steps']) await addLecture(page, title);
  await waitForLecturesReady(baseURL!, courseTitle);

  // Edit a lecture's title.
  await page.reload();
  await control(page, 'Edit lecture', 'Setup').click();
  await expect(page.getByLabel('Title')).toHaveValue('Setup');
  await page.getByLabel('Title').fill('Setting up');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Lecture updated successfully')).toBeVisible();
  await expect(page).toHaveURL(lecturesUrl);
  expect(await listedTitles(page)).toEqual(['Setting up', 'Basics', 'Next steps']);

  // Replace a lecture's video: it processes, then is Ready again with the new video's length.
  await control(page, 'Edit lecture', 'Basics').click();
  // On the edit form: until it shows, 'Video' would also name the lecture screen's player ('Video of …').
  await expect(page.getByLabel('Title')).toHaveValue('Basics');
  await page.getByLabel('Video', { exact: true }).setInputFiles(replacement);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The title's notice may still show: back on the lecture screen is this save's success.
  await expect(page.getByText('Lecture updated successfully').last()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(lecturesUrl);
  await waitForLecturesReady(baseURL!, courseTitle);
  await page.reload();
  await expect(row(page, 'Basics')).toContainText('Ready');
  const basics = lectureList(page).getByRole('button', { name: 'Basics', exact: true });
  await expect(basics).toHaveAccessibleDescription(/3 seconds/);

  // Reorder with the keyboard alternative ('Move down'), then by dragging a handle with the mouse.
  await control(page, 'Move down', 'Setting up').click();
  await expect.poll(() => listedTitles(page)).toEqual(['Basics', 'Setting up', 'Next steps']);
  await expect(control(page, 'Move down', 'Setting up')).toBeFocused();
  await expect(page.getByText('Setting up moved to position 2 of 3.')).toBeAttached();

  const handle = lectureList(page).getByRole('button', { name: 'Reorder Next steps' });
  const target = lectureList(page).getByRole('button', { name: 'Reorder Basics' });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2 - 5, { steps: 15 });
  await page.mouse.up();
  await expect.poll(() => listedTitles(page)).toEqual(['Next steps', 'Basics', 'Setting up']);
  await expect(page.getByText('Next steps dropped at position 1 of 3.')).toBeAttached();

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
});
