import { expect, test } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { bound } from './hang-bound';
import { ADMIN, expectVideoPlays, logIn, subscribeInTestMode } from './support';

const COURSE = 'Modern JavaScript from Scratch';
const TITLE = `Why does the closure keep the old value? ${Date.now()}`;
/** Where the journey keeps its pictures of the Q&A (git-ignored), to be looked at: SCREENSHOTS=1. */
const shoot = process.env.SCREENSHOTS ? (name: string) => `screenshots/qa-${name}.png` : null;

test('a learner asks at a moment of the video, an admin answers from the inbox, the learner accepts it', async ({
  page,
  browser,
}) => {
  test.setTimeout(bound(180_000));
  const email = await subscribeInTestMode(page, 'Asker');
  await openCourseLectures(page, COURSE);
  const video = await expectVideoPlays(page);
  await video.evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 3;
  });
  const qa = page.getByRole('region', { name: /Q&A/ });
  await qa.getByRole('button', { name: 'Ask a question' }).click();
  const form = page.getByRole('form', { name: 'Ask a question' });
  await expect(form.getByRole('checkbox', { name: 'At 0:03 in the video' })).toBeChecked();
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Details').fill('In the *second* example the counter stays at `0`.\nWhy?');
  await form.getByRole('button', { name: 'Post question' }).click();
  const question = qa.getByRole('article', { name: TITLE });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Play from 0:03' })).toBeVisible();
  if (shoot) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: shoot('lecture-1366'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shoot('lecture-390'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/questions');
  const waiting = admin.getByRole('article').filter({ hasText: TITLE });
  await expect(waiting).toBeVisible();
  if (shoot) {
    await admin.setViewportSize({ width: 1366, height: 900 });
    await admin.screenshot({ path: shoot('inbox-1366'), fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: shoot('inbox-390'), fullPage: true });
  }
  await waiting
    .getByLabel('Your answer')
    .fill('A closure captures the variable, not its value: see the [docs](https://developer.mozilla.org).');
  await waiting.getByRole('button', { name: 'Post answer' }).click();
  await expect(admin.getByRole('article').filter({ hasText: TITLE })).toHaveCount(0);
  await adminContext.close();

  // The learner's bell counts the answer; the inbox says who answered, and opening it leads back to the lecture.
  await page.reload();
  await page.getByRole('link', { name: 'Inbox, 1 unread' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  const told = page
    .getByRole('list', { name: 'Inbox items' })
    .getByRole('link', { name: `Priya Raman answered your question “${TITLE}”` });
  await expect(told).toBeVisible();
  if (shoot) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: shoot('learner-inbox-1366'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shoot('learner-inbox-390'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await told.click();
  await expect(page).toHaveURL(/\/course\/displaylecture\?course=.+&lecture=.+/);
  await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
  const answered = page.getByRole('article', { name: TITLE });
  await expect(answered.getByText('Answered')).toBeVisible();
  await answered.getByRole('button', { name: '1 answer' }).click();
  const answer = answered.getByRole('article', { name: /Answer by/ });
  await expect(answer.getByText('Instructor')).toBeVisible();
  await expect(answer.getByRole('link', { name: 'docs' })).toHaveAttribute('rel', 'nofollow ugc noopener');
  await answer.getByRole('button', { name: 'Accept answer' }).click();
  await expect(answer.getByText('Accepted answer')).toBeVisible();
  if (shoot) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: shoot('thread-1366'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shoot('thread-390'), fullPage: true });
  }

  // The answer mail reached the development mailbox.
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'New answer' })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: bound(30_000) });
});
