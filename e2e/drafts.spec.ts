import { expect, test } from '@playwright/test';
import { createCourse, uploadLecture } from './course-steps';
import { ADMIN, fixture, logIn, waitForLecturesReady } from './support';

test('an admin keeps a new course as a draft, publishes it once a lecture is ready, and visitors then see it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
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
  await uploadLecture(page, { title: 'Compost', description: 'What goes in.', file: fixture('lecture.mp4') });
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
});
