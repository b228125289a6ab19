import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  COURSE_TITLES_QUERY,
  type CourseTitles,
  courseList,
  fixture,
  logIn,
  noticesShown,
  openAccountMenu,
} from './support';

interface ServerStats {
  allUsersCount: number;
  subscribedUsersCount: number;
  monthlySales: number[];
  totalRevenue: number;
  currency: string;
  year: number;
}

/** A GraphQL call from the page's browser context, so it carries the admin's session cookie. */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A course of its own to delete, created through the API (multipart, with a thumbnail), so the demo ones stay. */
async function createThrowawayCourse(page: Page, title: string): Promise<string> {
  // A FormData keeps the parts in order (operations, map, file); an object would put the integer key '0' first.
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation ($input: CourseInput!, $thumbnail: Upload) {
        createCourse(input: $input, thumbnail: $thumbnail) { id }
      }`,
      variables: {
        input: { title, description: 'A course made to be deleted', category: 'Testing', createdBy: 'E2E Bot' },
        thumbnail: null,
      },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.thumbnail'] }));
  form.append('0', new Blob([readFileSync(fixture('avatar.png'))], { type: 'image/png' }), 'thumb.png');
  const response = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    multipart: form,
  });
  const body = (await response.json()) as { data?: { createCourse: { id: string } }; errors?: unknown };
  expect(body.data, `${response.status()} ${JSON.stringify(body)}`).toBeTruthy();
  return body.data!.createCourse.id;
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' }).format(amount);

const counter = (page: Page, label: string) => page.locator(`[data-counter="${label}"] dd`).first();

test('the admin dashboard shows the server numbers, both charts, and views and deletes courses', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  const doomedTitle = `Throwaway course ${Date.now()}`;
  const doomedId = await createThrowawayCourse(page, doomedTitle);

  const menu = await openAccountMenu(page);
  const notices = noticesShown(page, 'Stats fetched successfully', 'Fetched successfully');
  await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await notices;

  // The counters show what the server reports.
  const { stats } = await graphql<{ stats: ServerStats }>(
    page,
    '{ stats { allUsersCount subscribedUsersCount monthlySales totalRevenue currency year } }',
  );
  expect(stats.allUsersCount).toBeGreaterThanOrEqual(1);
  await expect(counter(page, 'Registered Users')).toHaveText(String(stats.allUsersCount));
  await expect(counter(page, 'Subscribed Users')).toHaveText(String(stats.subscribedUsersCount));
  const sold = stats.monthlySales.reduce((sum, count) => sum + count, 0);
  await expect(counter(page, 'Subscription Count')).toHaveText(String(sold));
  await expect(counter(page, 'Total Revenue')).toHaveText(money(stats.totalRevenue, stats.currency));

  // Twelve bars, labelled Jan to Dec; two pie slices; both named and described for assistive technology.
  const bars = page.getByRole('img', { name: `Subscriptions sold per month in ${stats.year}` });
  await expect(bars).toBeVisible();
  await expect(bars.locator('path[role="presentation"]')).toHaveCount(12);
  const ticks = await bars.locator('text').allTextContents();
  for (const month of ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']) {
    expect(ticks).toContain(month);
  }
  const pie = page.getByRole('img', { name: 'Registered versus enrolled users' });
  await expect(pie.locator('path')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Registered versus enrolled users' })).toContainText(
    `Registered${stats.allUsersCount}`,
  );

  // Another year: the chart and the count follow the server's numbers for it.
  const lastYear = stats.year - 1;
  const previous = await graphql<{ stats: ServerStats }>(
    page,
    'query ($year: Int) { stats(year: $year) { monthlySales } }',
    {
      year: lastYear,
    },
  );
  // The sales chart's year (the Revenue section has a year of its own).
  const salesYear = page.getByRole('region', { name: 'Sales per month' }).getByRole('combobox', { name: 'Year' });
  await salesYear.selectOption(String(lastYear));
  await expect(page.getByRole('img', { name: `Subscriptions sold per month in ${lastYear}` })).toBeVisible();
  await expect(counter(page, 'Subscription Count')).toHaveText(
    String(previous.stats.monthlySales.reduce((sum, count) => sum + count, 0)),
  );
  await salesYear.selectOption(String(stats.year));
  await expect(bars).toBeVisible();

  // The table lists the courses a page (24) at a time, newest first; the view button opens the lecture screen of that
  // course.
  const courses = courseList(await graphql<CourseTitles>(page, COURSE_TITLES_QUERY));
  const listed = Math.min(courses.length, 24);
  const table = page.getByRole('table', { name: 'Courses Overview' });
  await expect(table.locator('tbody tr')).toHaveCount(listed);
  const viewed = courses.find((course) => course.id !== doomedId)!;
  await table.getByRole('button', { name: `View ${viewed.title}` }).click();
  await expect(page).toHaveURL(/\/course\/displaylecture(\?|$)/);
  await expect(page.getByRole('heading', { name: viewed.title, level: 1 })).toBeVisible();

  // Delete, after confirming with the spec's exact prompt: the row goes without a reload.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(table.locator('tbody tr')).toHaveCount(listed);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await table.getByRole('button', { name: `Delete ${doomedTitle}` }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Delete course' });
  expect(await confirmation.getByText(/Are you sure/).textContent()).toBe(
    'Are you sure you want to delete the course ? ',
  );
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Course Deleted Successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name: doomedTitle })).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(listed - 1);
  expect(navigations).toEqual([]);
  const after = courseList(await graphql<CourseTitles>(page, COURSE_TITLES_QUERY));
  expect(after.map((course) => course.id)).not.toContain(doomedId);
});
