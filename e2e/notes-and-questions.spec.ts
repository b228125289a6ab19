import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import { ADMIN, expectVideoPlays, logIn, screenshotWidths, subscribeInTestMode } from './support';

const COURSE = 'Modern JavaScript from Scratch';
const NOTE = `Closures keep the **variable**, not its value ${Date.now()}`;
const TITLE = `Why does the closure keep the old value? ${Date.now()}`;
/** Where the journey keeps its pictures of the notes and the Q&A (git-ignored), to be looked at: SCREENSHOTS=dir. */
const shoot = (page: Page, name: string) => screenshotWidths(page, process.env.SCREENSHOTS, name);

const pauseAt = (page: Page, seconds: number) =>
  page
    .locator('video')
    .first()
    .evaluate((element: HTMLVideoElement, at) => {
      element.pause();
      element.currentTime = at;
    }, seconds);

/**
 * A learner beside the player: a note and a bookmark, found again after a reload, on the course's notes page and in
 * its Markdown; a question at a moment of the video, answered by an admin from the inbox (who also sees the bookmark
 * counted, and no name), accepted by the learner, who was told in the app and by mail.
 */
test('a learner takes notes and asks at a moment of the video; an admin answers from the inbox', async ({
  page,
  browser,
}) => {
  test.setTimeout(bound(240_000));
  const email = await subscribeInTestMode(page, 'Notetaker');
  await openCourseLectures(page, COURSE);

  await test.step('notes a moment and bookmarks another, beside the player', async () => {
    await expectVideoPlays(page);
    await pauseAt(page, 4);
    const panel = page.getByRole('region', { name: /My notes/ });
    await panel.getByRole('textbox', { name: 'New note' }).fill(NOTE);
    await panel.getByRole('button', { name: 'Add note at 0:04' }).click();
    await pauseAt(page, 2);
    await panel.getByRole('button', { name: 'Bookmark 0:02' }).click();
    const list = panel.getByRole('list', { name: 'My notes' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('button', { name: /^Play from/ })).toHaveText(['0:02', '0:04']);
    await expect(list.locator('strong', { hasText: 'variable' })).toBeVisible();
    await shoot(page, 'notes-lecture');
  });

  await test.step('finds them again after a reload, and plays from a note', async () => {
    await page.reload();
    const list = page.getByRole('list', { name: 'My notes' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('button', { name: 'Play from 0:04' }).click();
    await expect
      .poll(() =>
        page
          .locator('video')
          .first()
          .evaluate((element: HTMLVideoElement) => element.currentTime),
      )
      .toBeGreaterThanOrEqual(4);
  });

  const qa = page.getByRole('region', { name: /Q&A/ });
  await test.step('asks a question at 0:03', async () => {
    await pauseAt(page, 3);
    await qa.getByRole('button', { name: 'Ask a question' }).click();
    const form = page.getByRole('form', { name: 'Ask a question' });
    await expect(form.getByRole('checkbox', { name: 'At 0:03 in the video' })).toBeChecked();
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Details').fill('In the *second* example the counter stays at `0`.\nWhy?');
    await form.getByRole('button', { name: 'Post question' }).click();
    const question = qa.getByRole('article', { name: TITLE });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Play from 0:03' })).toBeVisible();
    await shoot(page, 'qa-lecture');
  });

  await test.step('an admin sees the bookmark counted, and no one, and answers from the inbox', async () => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logIn(admin, ADMIN.email, ADMIN.password);
    await openCourseLectures(admin, COURSE);
    const moments = admin.getByRole('region', { name: 'Most bookmarked moments' });
    await expect(moments.getByText(/^\d+ learners?$/).first()).toBeVisible();
    await expect(moments).not.toContainText('Notetaker');
    await shoot(admin, 'notes-admin');

    await admin.goto('/admin/questions');
    const waiting = admin.getByRole('article').filter({ hasText: TITLE });
    await expect(waiting).toBeVisible();
    await shoot(admin, 'qa-inbox');
    await waiting
      .getByLabel('Your answer')
      .fill('A closure captures the variable, not its value: see the [docs](https://developer.mozilla.org).');
    await waiting.getByRole('button', { name: 'Post answer' }).click();
    await expect(admin.getByRole('article').filter({ hasText: TITLE })).toHaveCount(0);
    await adminContext.close();
  });

  await test.step('the bell counts the answer; the inbox leads back to the lecture, where it is accepted', async () => {
    await page.reload();
    await page.getByRole('link', { name: 'Inbox, 1 unread' }).click();
    await expect(page).toHaveURL(/\/inbox$/);
    const told = page
      .getByRole('list', { name: 'Inbox items' })
      .getByRole('link', { name: `Priya Raman answered your question “${TITLE}”` });
    await expect(told).toBeVisible();
    await shoot(page, 'qa-learner-inbox');
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
    await shoot(page, 'qa-thread');
  });

  await test.step("finds the notes on the course's notes page and downloads them as Markdown", async () => {
    await page.getByRole('link', { name: 'All notes for this course' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My notes' })).toBeVisible();
    const notes = page.getByRole('main').getByRole('listitem');
    await expect(notes).toHaveCount(2);
    await expect(page.getByText('Bookmark', { exact: true })).toBeVisible();
    await shoot(page, 'notes-page');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Markdown' }).click();
    const markdown = await readFile((await (await downloading).path()) ?? '', 'utf8');
    expect(markdown).toContain(`# ${COURSE}: my notes`);
    expect(markdown).toContain(NOTE);
    expect(markdown).toContain('- Bookmark at [0:02]');
  });

  await test.step('the answer mail reached the development mailbox', async () => {
    await expect(async () => {
      await page.goto('/dev/mailbox');
      await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'New answer' })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: bound(30_000) });
  });
});
