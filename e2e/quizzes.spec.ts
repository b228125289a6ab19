import { type Page } from '@playwright/test';
import { createCourse, openCourseLectures, uploadLecture } from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
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

const COURSE = 'Modern JavaScript from Scratch';
const screenshot = (page: Page, name: string) => screenshotWidths(page, process.env.QUIZ_SCREENSHOTS, name);

async function answer(page: Page, right: boolean) {
  await page
    .getByRole('group', { name: /Which keyword declares a constant/ })
    .getByRole('radio', { name: right ? 'const' : 'var' })
    .check();
  await page
    .getByRole('group', { name: /Arrays are objects/ })
    .getByRole('radio', { name: right ? 'True' : 'False' })
    .check();
  await page
    .getByRole('textbox', { name: /Your answer: The method that adds to the end/ })
    .fill(right ? ' Push ' : 'pop');
  const group = page.getByRole('group', { name: /Order the steps/ });
  // Shuffled by the server: each step in turn is moved up into its place (a wrong answer leaves them shuffled).
  const steps = right ? ['declare', 'assign', 'use'] : [];
  for (const [target, step] of steps.entries()) {
    for (;;) {
      const items = await group.getByRole('listitem').allTextContents();
      if (items.findIndex((text) => text.includes(step)) <= target) break;
      await group.getByRole('button', { name: `Move up: ${step}` }).click();
    }
  }
}

// A demo course no other journey watches to its end: its in-video question would hold back their 100%.
const IN_VIDEO_COURSE = 'React and TypeScript in Practice';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Read by the server started with TEST_CLOCK_HEADER (e2e/serve.mjs): this browser's requests a day ahead. */
const CLOCK_OFFSET_HEADER = 'x-test-clock-offset-ms';
const reviewScreenshot = (page: Page, name: string) => screenshotWidths(page, process.env.REVIEW_SCREENSHOTS, name);

test('quizzes: an admin builds one, a learner fails then passes it, an in-video question counts, and a missed one comes back for review', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(420_000));
  await test.step('an admin builds a quiz; a learner fails it, then passes it', () =>
    inNewBrowser(browser, async (page) => {
      await logIn(page, ADMIN.email, ADMIN.password);
      const courseId = await courseIdByTitle(page, COURSE);
      await page.goto(`/course/quiz/new?courseId=${courseId}`);
      await page.getByLabel('Title').fill('JavaScript basics check');
      await page.getByLabel('Pass mark (%)').fill('100');
      await page.getByLabel('Question', { exact: true }).fill('Which keyword declares a constant?');
      await page.getByLabel('Option 1', { exact: true }).fill('const');
      await page.getByLabel('Option 2', { exact: true }).fill('var');
      await page.getByLabel('Option 1 is correct').check();
      await page.getByLabel('Explanation').fill('const cannot be reassigned.');
      const addQuestion = async (kind: string, prompt: string) => {
        await page.getByRole('button', { name: 'Add a question' }).click();
        const question = page.getByRole('group', { name: /^Question \d+$/ }).last();
        await question.getByLabel('Kind').selectOption(kind);
        await question.getByLabel('Question', { exact: true }).fill(prompt);
        return question;
      };
      await addQuestion('True or false', 'Arrays are objects');
      const short = await addQuestion('Short answer', 'The method that adds to the end of an array');
      await short.getByLabel('Accepted answers, one a line').fill('push');
      const ordering = await addQuestion('Ordering', 'Order the steps');
      await ordering.getByRole('button', { name: 'Add option' }).click();
      for (const [index, text] of ['declare', 'assign', 'use'].entries()) {
        await ordering.getByLabel(`Option ${index + 1}`, { exact: true }).fill(text);
      }
      await page.getByRole('button', { name: 'Save quiz' }).click();
      await expect(page).toHaveURL(/\/course\/quiz\/edit\?id=/);
      await expect(page.getByRole('heading', { name: 'Edit “JavaScript basics check”' })).toBeVisible();
      const quizUrl = page.url().replace(/\/course\/quiz\/edit/, '/quiz');
      await screenshot(page, 'quiz-builder');

      const learner = await browser.newPage();
      await subscribeInTestMode(learner, 'Quizzer');
      await learner.goto(new URL(quizUrl).pathname + new URL(quizUrl).search);
      await expect(learner.getByRole('heading', { name: 'JavaScript basics check' })).toBeVisible();
      await learner.getByRole('button', { name: 'Start the quiz' }).click();
      await answer(learner, false);
      await screenshot(learner, 'quiz-taking');
      await learner.getByRole('button', { name: 'Submit answers' }).click();
      await expect(learner.getByRole('heading', { name: /Your score: [\d.]+%/ })).toBeVisible();
      await expect(learner.getByText('Not passed yet').first()).toBeVisible();
      await screenshot(learner, 'quiz-results-failed');

      await learner.getByRole('button', { name: 'Try again' }).click();
      await answer(learner, true);
      await learner.getByRole('button', { name: 'Submit answers' }).click();
      await expect(learner.getByRole('heading', { name: 'Your score: 100%' })).toBeVisible();
      await expect(learner.getByText('Best attempt: 100% (attempt 2)')).toBeVisible();
      await screenshot(learner, 'quiz-results-passed');

      await page.reload();
      await expect(page.getByText(/2 attempts · pass rate 50%/)).toBeVisible();
    }));
  await test.step('an in-video question pauses the lecture, is answered by keyboard under it, and counts for the certificate', () =>
    inNewBrowser(browser, async (page) => {
      await logIn(page, ADMIN.email, ADMIN.password);
      const courseId = await courseIdByTitle(page, IN_VIDEO_COURSE);
      await page.goto(`/course/quiz/new?courseId=${courseId}`);
      await page.getByLabel('Title').fill('Props check');
      await page.getByLabel('Place in the course').selectOption({ label: 'After “Components and props”' });
      await page.getByLabel('Pause the video at').fill('0:03');
      await page.getByLabel('Question', { exact: true }).fill('Which way do props flow?');
      await page.getByLabel('Option 1', { exact: true }).fill('From parent to child');
      await page.getByLabel('Option 2', { exact: true }).fill('From child to parent');
      await page.getByLabel('Option 1 is correct').check();
      await page.getByLabel('Explanation').fill('A component receives its props from the one that renders it.');
      await page.getByRole('button', { name: 'Save quiz' }).click();
      await expect(page).toHaveURL(/\/course\/quiz\/edit\?id=/);
      await expect(page.getByLabel('Pause the video at')).toHaveValue('0:03');

      const learner = await browser.newPage();
      await subscribeInTestMode(learner, 'Asked');
      await openCourseLectures(learner, IN_VIDEO_COURSE);
      await learner
        .getByRole('list', { name: 'Lectures' })
        .getByRole('button', { name: 'Components and props' })
        .click();
      const video = learner.locator('video').first();
      await expect(video).toBeVisible();
      await video.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        element.currentTime = 0;
        return element.play();
      });

      // At 0:03 the player stops and the question opens under it, focused.
      const question = learner.getByRole('heading', { name: 'Props check' });
      await expect(question).toBeVisible({ timeout: bound(15_000) });
      await expect(question).toBeFocused();
      await expect(learner.getByText('Question at 0:03 in the video')).toBeVisible();
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      const stoppedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
      expect(stoppedAt).toBeGreaterThanOrEqual(3);
      expect(stoppedAt).toBeLessThan(4.5);
      await screenshot(learner, 'in-video-question');

      // Keyboard only, from the focused question: Tab to the options, Space picks, Tab to Submit, Enter. The options
      // come with the attempt the question starts as it opens: a Tab before them goes past where they will be.
      await expect(learner.getByRole('radio', { name: 'From parent to child' })).toBeVisible();
      await expect(question).toBeFocused();
      await learner.keyboard.press('Tab');
      await expect(learner.getByRole('radio', { name: 'From parent to child' })).toBeFocused();
      await learner.keyboard.press('Space');
      await expect(learner.getByRole('radio', { name: 'From parent to child' })).toBeChecked();
      await learner.keyboard.press('Tab');
      await expect(learner.getByRole('button', { name: 'Submit answers' })).toBeFocused();
      await learner.keyboard.press('Enter');
      await expect(learner.getByRole('heading', { name: 'Your score: 100%' })).toBeVisible();
      await expect(learner.getByText('A component receives its props from the one that renders it.')).toBeVisible();
      await expect(question).toBeFocused();
      await screenshot(learner, 'in-video-question-answered');
      await learner.keyboard.press('Tab');
      await expect(learner.getByRole('button', { name: 'Continue watching' })).toBeFocused();
      await learner.keyboard.press('Enter');
      await expect(question).toBeHidden();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: bound(20_000) })
        .toBe(true);

      // With the other lecture done too, the certificate appears, and says the quiz was passed.
      await learner.getByRole('list', { name: 'Lectures' }).getByRole('button', { name: 'State with hooks' }).click();
      await learner.getByRole('button', { name: 'Mark as complete' }).click();
      await expect(learner.getByText('2 of 2 lectures, 1 of 1 quiz, 100%')).toBeVisible({ timeout: bound(15_000) });
      await learner.getByRole('link', { name: 'View your certificate' }).click();
      await expect(learner.getByRole('article', { name: 'Certificate of completion' })).toContainText(
        'completed every lecture and passed its quiz of the course',
      );

      // It counts like any quiz: the course's items list it as passed work, in the video at 0:03.
      await learner.goto(`/course/description?id=${courseId}`);
      await expect(learner.getByText(/In the video at 0:03/)).toBeVisible();
    }));

  await test.step('review: a missed question comes back tomorrow with its clip, replayed after a wrong try, and clears when right', async () => {
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
        await reviewScreenshot(page, 'review-empty');

        await page.context().setExtraHTTPHeaders({ [CLOCK_OFFSET_HEADER]: String(DAY_MS) });
        await page.reload();
        await expect(page.getByText('1 question due today')).toBeVisible();
        await expect(page.getByText(`From Recall check · ${courseTitle}`)).toBeVisible();
        await reviewScreenshot(page, 'review-question');
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
        await reviewScreenshot(page, 'review-clip');

        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(clip).toHaveCount(0);
        await page.getByRole('radio', { name: 'Retrieving it' }).check();
        await page.getByRole('button', { name: 'Check answer' }).click();
        await expect(page.getByRole('heading', { name: 'Review done' })).toBeVisible();
        await expect(page.getByText(/^Correct\. Next review on /)).toBeVisible();
        await expect(page.getByText('0 questions due today')).toBeVisible();
        // The first try counted (due, a day after the miss) and was wrong; the retry is practice.
        await expect(page.getByText('Of 1 review a day or more after you last saw the question')).toBeVisible();
        await reviewScreenshot(page, 'review-done');
      }));
  });
});
