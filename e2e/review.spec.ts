import { expect, type Page, test } from '@playwright/test';
import { createCourse, openCourseLectures, uploadLecture } from './course-steps';
import { bound } from './hang-bound';
import {
  ADMIN,
  courseIdByTitle,
  inNewBrowser,
  logIn,
  openAccountMenu,
  SLIDE_LECTURE,
  screenshotWidths,
  subscribeInTestMode,
  waitForLecturesReady,
} from './support';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Read by the server started with TEST_CLOCK_HEADER (e2e/serve.mjs): this browser's requests a day ahead. */
const CLOCK_OFFSET_HEADER = 'x-test-clock-offset-ms';
const screenshot = (page: Page, name: string) => screenshotWidths(page, process.env.REVIEW_SCREENSHOTS, name);

test('review: a missed question comes back tomorrow with its clip, replayed after a wrong try, and clears when right', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(240_000));
  // A course of its own: an in-video question in a demo course would pause the other journeys' players.
  const courseTitle = `Review ${Date.now()}`;
  const quizPath = await test.step('an admin makes a course whose lecture asks a question at 0:03', () =>
    inNewBrowser(browser, async (page) => {
      await logIn(page, ADMIN.email, ADMIN.password);
      await createCourse(page, {
        title: courseTitle,
        instructor: 'Rita Recall',
        category: 'Memory',
        description: 'Why spaced retrieval works.',
      });
      await openCourseLectures(page, courseTitle);
      await uploadLecture(page, { title: 'Recall', description: 'Retrieval practice.', file: SLIDE_LECTURE });
      await waitForLecturesReady(baseURL as string, courseTitle);
      await page.goto(`/course/quiz/new?courseId=${await courseIdByTitle(page, courseTitle)}`);
      await page.getByLabel('Title').fill('Recall check');
      await page.getByLabel('Place in the course').selectOption({ label: 'After “Recall”' });
      await page.getByLabel('Pause the video at').fill('0:03');
      await page.getByLabel('Question', { exact: true }).fill('What strengthens a memory most?');
      await page.getByLabel('Option 1', { exact: true }).fill('Retrieving it');
      await page.getByLabel('Option 2', { exact: true }).fill('Rereading it');
      await page.getByLabel('Option 1 is correct').check();
      await page.getByLabel('Explanation').fill('Retrieval practice beats rereading.');
      await page.getByRole('button', { name: 'Save quiz' }).click();
      await expect(page).toHaveURL(/\/course\/quiz\/edit\?id=/);
      return `/quiz${new URL(page.url()).search}`;
    }));

  await test.step('a learner misses it: nothing is due today, tomorrow it is, and the clip replays after a miss', () =>
    inNewBrowser(browser, async (page) => {
      await subscribeInTestMode(page, 'Reviewer');
      await page.goto(quizPath);
      await page.getByRole('button', { name: 'Start the quiz' }).click();
      await page.getByRole('radio', { name: 'Rereading it' }).check();
      await page.getByRole('button', { name: 'Submit answers' }).click();
      await expect(page.getByText('Not passed yet').first()).toBeVisible();

      const menu = await openAccountMenu(page);
      await menu.getByRole('menuitem', { name: 'Daily review' }).click();
      await expect(page).toHaveURL(/\/review$/);
      await expect(page.getByRole('heading', { name: 'Nothing to review today' })).toBeVisible();
      await expect(page.getByText('0 questions due today')).toBeVisible();
      await screenshot(page, 'review-empty');

      await page.context().setExtraHTTPHeaders({ [CLOCK_OFFSET_HEADER]: String(DAY_MS) });
      await page.reload();
      await expect(page.getByText('1 question due today')).toBeVisible();
      await expect(page.getByText(`From Recall check · ${courseTitle}`)).toBeVisible();
      await screenshot(page, 'review-question');
      await page.getByRole('radio', { name: 'Rereading it' }).check();
      await page.getByRole('button', { name: 'Check answer' }).click();

      // The in-video question's moment is its clip: the whole 6 s lecture (its length as transcoded, to the second),
      // played from its start and paused at its end.
      const clip = page.getByLabel(/^Clip of Recall, 0:00 to 0:0[56]$/);
      await expect(clip).toBeVisible();
      await expect(page.getByText('Watch the part of “Recall” that explains it, then try again.')).toBeVisible();
      await expect
        .poll(() => clip.evaluate((video: HTMLVideoElement) => video.paused && video.currentTime >= 4.5), {
          timeout: bound(30_000),
        })
        .toBe(true);
      await expect(page.getByRole('button', { name: 'Check answer' })).toHaveCount(0);
      await screenshot(page, 'review-clip');

      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(clip).toHaveCount(0);
      await page.getByRole('radio', { name: 'Retrieving it' }).check();
      await page.getByRole('button', { name: 'Check answer' }).click();
      await expect(page.getByRole('heading', { name: 'Review done' })).toBeVisible();
      await expect(page.getByText(/^Correct\. Next review on /)).toBeVisible();
      await expect(page.getByText('0 questions due today')).toBeVisible();
      // The first try counted (due, a day after the miss) and was wrong; the retry is practice.
      await expect(page.getByText('Of 1 review a day or more after you last saw the question')).toBeVisible();
      await screenshot(page, 'review-done');
    }));
});
