import { expect, test } from '@playwright/test';
import {
  ADMIN,
  adminApi,
  COURSE_TITLES_QUERY,
  type CourseTitles,
  courseList,
  expectVideoPlays,
  logIn,
  logOut,
  openAccountMenu,
  subscribeInTestMode,
  waitForLecturesReady,
} from './support';

const DEMO_COURSE = 'Modern JavaScript from Scratch';

test('an admin finds a learner who paid in test mode and watched a lecture, with their status, payment and progress', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await waitForLecturesReady(baseURL!, DEMO_COURSE);
  const { api, query } = await adminApi(baseURL!);
  const courses = courseList(await query<CourseTitles>(COURSE_TITLES_QUERY));
  await api.dispose();
  const course = courses.find((each) => each.title === DEMO_COURSE)!;

  // A learner of their own (a unique name to search for) pays in test mode and watches the first lecture.
  const name = `Findme${Date.now().toString(36)}`;
  const email = await subscribeInTestMode(page, name);
  await page.goto(`/course/displaylecture?course=${encodeURIComponent(course.id)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome and setup' })).toBeVisible();
  await expectVideoPlays(page);
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByRole('button', { name: 'Mark as not complete' })).toBeVisible();
  await logOut(page);

  await logIn(page, ADMIN.email, ADMIN.password);
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Learners' }).click();
  await expect(page).toHaveURL(/\/admin\/learners$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learners' })).toBeVisible();

  // Searching by part of the name, in another case: the URL carries it, the count is announced.
  await page.getByRole('searchbox', { name: 'Search learners' }).fill(name.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`[?&]search=${name.toUpperCase()}`));
  await expect(page.getByRole('status').filter({ hasText: 'matching' })).toHaveText(
    `1 learner matching “${name.toUpperCase()}”`,
  );
  const table = page.getByRole('table', { name: 'Learners' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`${name} Learner`);
  await expect(row).toContainText('Active');
  await expect(row).toContainText(/Period ends \w{3} \d{1,2}, \d{4}/);
  await expect(row).toContainText(/1 payment · ₹\d/);

  await row.getByRole('button', { name: `Details of ${name} Learner` }).click();
  const payments = page.getByRole('region', { name: `Payments of ${name} Learner` });
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments).toContainText('Paid');
  const progress = page.getByRole('region', { name: `Progress of ${name} Learner` });
  await expect(progress).toContainText(DEMO_COURSE);
  await expect(progress).toContainText(/1 of \d+ lectures, \d+%/);

  // The search survives a reload: the address is the page's state.
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: email })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search learners' })).toHaveValue(name.toUpperCase());
});
