import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  adminApi,
  COURSE_TITLES_QUERY,
  type CourseTitles,
  courseList,
  logIn,
  logOut,
  openAccountMenu,
  openMenu,
  subscribeInTestMode,
} from './support';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A word of a demo course's title: typo correction only ever names PUBLISHED courses' words, never a draft's. */
const WORD = 'Foundations';
const TITLE = 'Machine Learning Foundations';

const banner = (page: Page) => page.getByRole('banner');

/** Signed in as this page's user: a GraphQL call with its session cookie. */
const callAs = (page: Page, query: string, variables: Record<string, unknown>) =>
  page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { errors?: unknown };
    },
    { query, variables },
  );

test('at 1366 px the header navigates, searches with typo correction, and holds the account menu', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await banner(page).getByRole('link', { name: 'Courses', exact: true }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await banner(page).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await banner(page).getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await logIn(page, ADMIN.email, ADMIN.password);
  // Two letters swapped: the catalogue's search shows what it meant.
  const typo = `${WORD.slice(0, 2)}${WORD[3]}${WORD[2]}${WORD.slice(4)}`.toLowerCase();
  const search = banner(page).getByRole('searchbox', { name: 'Search courses' });
  await search.fill(typo);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/courses\\?search=${typo}$`));
  await expect(page.getByText(`Showing results for “${WORD.toLowerCase()}”`)).toBeVisible();
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue(typo);

  // The account menu, from the keyboard: Enter opens it on its first item (My learning); three steps down is Admin
  // Dashboard (after Profile and Billing), which Enter opens.
  await page.getByRole('button', { name: 'Account menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Create New Course' })).toBeVisible();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await banner(page).getByRole('link', { name: 'My learning' }).click();
  await expect(page).toHaveURL(/\/my-learning$/);
  await logOut(page);
  await expect(banner(page).getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('at 390 px the drawer keeps the spec items and the header keeps the account menu', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(banner(page).getByRole('link', { name: 'Courses', exact: true })).toBeHidden();
  await expect(banner(page).getByRole('searchbox')).toBeHidden();
  const drawer = await openMenu(page);
  await expect(drawer.getByRole('link')).toHaveText([
    'Home',
    'All Courses',
    'Contact Us',
    'About Us',
    'Login',
    'SignUp',
  ]);
  await drawer.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, ADMIN.email, ADMIN.password);
  const signedIn = await openMenu(page);
  await expect(signedIn.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(signedIn.getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  const account = await openAccountMenu(page);
  await account.getByRole('menuitem', { name: 'My learning' }).click();
  await expect(page).toHaveURL(/\/my-learning$/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
});

/** A demo course whose lectures are all READY (transcoded), with their ids. */
async function readyCourse(baseURL: string) {
  const { api, query } = await adminApi(baseURL);
  try {
    let found: { id: string; title: string; lectures: string[] } | undefined;
    await expect
      .poll(
        async () => {
          for (const course of courseList(await query<CourseTitles>(COURSE_TITLES_QUERY))) {
            const { lectures } = await query<{ lectures: { id: string; status: string }[] }>(
              'query ($id: ID!) { lectures(courseId: $id) { id status } }',
              { id: course.id },
            );
            if (lectures.length && lectures.every((lecture) => lecture.status === 'READY')) {
              found = { ...course, lectures: lectures.map((lecture) => lecture.id) };
              return true;
            }
          }
          return false;
        },
        { timeout: 180_000, intervals: [1000, 2000] },
      )
      .toBe(true);
    return found!;
  } finally {
    await api.dispose();
  }
}

test('my learning: empty, then a course in progress with its next lecture, then completed with its certificate', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await subscribeInTestMode(page, 'Wayfarer');
  const course = await readyCourse(baseURL!);

  await page.goto('/');
  await banner(page).getByRole('link', { name: 'My learning' }).click();
  await expect(page.getByRole('heading', { name: 'You have not started a course yet' })).toBeVisible();

  const [first] = course.lectures;
  const saved = await callAs(
    page,
    'mutation ($id: ID!) { saveLectureProgress(lectureId: $id, positionSeconds: 1) { lectureId } }',
    { id: first },
  );
  expect(saved.errors).toBeUndefined();
  await page.reload();
  const inProgress = page.getByRole('region', { name: 'In progress' });
  const next = inProgress.getByRole('link', { name: `Continue ${course.title}` });
  await expect(next).toHaveAttribute('href', new RegExp(`course=${course.id}&lecture=${first}`));
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/course/displaylecture\\?course=${course.id}&lecture=${first}`));

  for (const id of course.lectures) {
    const done = await callAs(
      page,
      'mutation ($id: ID!) { setLectureCompleted(lectureId: $id, completed: true) { lectureId } }',
      { id },
    );
    expect(done.errors).toBeUndefined();
  }
  await page.goto('/my-learning');
  const completed = page.getByRole('region', { name: 'Completed' });
  await completed.getByRole('link', { name: `Certificate for ${course.title}` }).click();
  await expect(page).toHaveURL(/\/certificate\?code=/);
});
