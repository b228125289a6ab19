import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import {
  ADMIN,
  adminApi,
  COURSE_TITLES_QUERY,
  type CourseTitles,
  courseList,
  expectVideoPlays,
  fixture,
  inNewBrowser,
  logIn,
  logOut,
  noticesShown,
  openAccountMenu,
  subscribeInTestMode,
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

const DEMO_COURSE = 'Modern JavaScript from Scratch';

// A demo course whose retention no other journey looks at (they only subscribe to it).
const COURSE = 'Python for Data Analysis';
const LECTURE = 'Your first notebook';

/** STORYBOARD_SCREENSHOTS=dir: the page at 1366 and 390 px, to be looked at (not committed). */
async function screenshot(page: Page, name: string) {
  const folder = process.env.STORYBOARD_SCREENSHOTS;
  if (!folder) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('region', { name: 'Drop-off points' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the admin reads the dashboard, revenue, a learner's record and the drop-off frames of a lecture", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(660_000));
  await test.step('the admin dashboard shows the server numbers, both charts, and views and deletes courses', () =>
    inNewBrowser(browser, async (page) => {
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
    }));
  await test.step('a dashboard that fails to load says so and loads on Try again', () =>
    inNewBrowser(browser, async (page) => {
      await logIn(page, ADMIN.email, ADMIN.password);
      // Every dashboard request fails until Try again: the page may ask more than once while it loads (once, in CI, the
      // request that failed was not the one whose answer the page kept, and the next one loaded).
      let failing = true;
      await page.route('**/graphql', async (route) => {
        if (failing && route.request().postData()?.includes('AdminDashboardQuery')) {
          await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
          return;
        }
        await route.continue();
      });
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('alert')).toHaveText('Failed to load data stats');
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('table', { name: 'Courses Overview' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Subscriptions sold per month in / })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    }));
  await test.step("the admin reads this month's revenue beside the spec's cards, and exports the year's payments", () =>
    inNewBrowser(browser, async (page) => {
      // A payment this month, so cash collected is not zero whatever ran before.
      await subscribeInTestMode(page, 'Revenue');
      await page.context().clearCookies();
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/dashboard');
      const revenue = page.getByRole('region', { name: 'Revenue' });
      await expect(revenue.getByRole('heading', { name: 'Revenue' })).toBeVisible();
      await expect(revenue.getByText('Cash collected').first()).toBeVisible();
      await expect(revenue.getByText('Deferred revenue')).toBeVisible();
      await expect(revenue.getByText('Renewals due in 30 days')).toBeVisible();
      await expect(
        revenue.getByRole('img', { name: /^Cash, refunds and revenue recognised per month in \d{4}$/ }),
      ).toBeVisible();

      const download = page.waitForEvent('download');
      await revenue.getByRole('link', { name: 'Export payments (CSV)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^payments-\d{4}\.csv$/);
      const csv = await (await file.createReadStream()).toArray();
      const [header, ...rows] = Buffer.concat(csv).toString('utf8').trim().split(/\r?\n/);
      expect(header).toBe('id,paid_at,amount,currency,status,refunded_amount,refunded_at,learner_email');
      expect(rows.length).toBeGreaterThan(0);
    }));
  await test.step('an admin finds a learner who paid in test mode and watched a lecture, with their status, payment and progress', () =>
    inNewBrowser(browser, async (page) => {
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
    }));
  await test.step("a learner stops half way through; the admin sees the lecture's frame at that drop-off point", () =>
    inNewBrowser(browser, async (page) => {
      await subscribeInTestMode(page, 'Quitter');
      await openCourseLectures(page, COURSE);
      await page.getByRole('list', { name: 'Lectures' }).getByRole('button', { name: LECTURE }).click();
      await expect(page.getByRole('heading', { level: 2, name: LECTURE })).toBeVisible();
      // The seek bar has the storyboard to preview from.
      const video = page.locator('video').first();
      await expect(video.locator('track[kind="metadata"][label="thumbnails"]')).toHaveAttribute(
        'src',
        /\/storyboard\/[\da-f-]+\/storyboard\.vtt$/,
      );
      // Three seconds of the six, then the learner leaves.
      await video.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        element.currentTime = 0;
        return element.play();
      });
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(3);
      // The pause sends the heartbeat that says how far the learner got; logging out before it lands would leave the
      // last word to the heartbeat at play, and the drop-off at the first segment's end (0:01, seen under load).
      const pauseHeartbeat = page.waitForResponse((response) => {
        const body = response.request().postData() ?? '';
        return (
          response.url().includes('/graphql') &&
          body.includes('RecordViewingHeartbeat') &&
          body.includes('"playing":false')
        );
      });
      await video.evaluate((element: HTMLVideoElement) => element.pause());
      await pauseHeartbeat;
      await logOut(page);

      // The session ends 30 s after its last heartbeat (e2e/serve.mjs) and is counted at the next minute's sweep.
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/dashboard');
      await page.getByRole('link', { name: `Analytics of ${COURSE}` }).click();
      const drops = page.getByRole('region', { name: 'Drop-off points' });
      // This learner's drop-off, a little past 3 s (the pause lands when the poll sees it, later on a loaded machine). In a
      // whole run another journey may have watched the lecture too, so the share it lost is not always all of its viewers,
      // and that journey's drop-off may be counted first: the wait is for this one's.
      const point = drops
        .getByRole('listitem')
        .filter({ hasText: /^0:0[3-5] / })
        .first();
      await expect
        .poll(
          async () => {
            await page.reload();
            await expect(page.getByRole('heading', { level: 1, name: 'Course analytics' })).toBeVisible();
            return point.count();
          },
          { timeout: bound(150_000), intervals: [10_000] },
        )
        .toBe(1);
      await expect(point).toContainText(/^0:0[3-5] −\d+% of viewers/);
      const second = Number(/^0:0(\d)/.exec((await point.textContent()) ?? '')?.[1]);
      // Its frame: the tile of that moment (one every 5 s, side by side), which the admin's session may fetch.
      const frame = point.getByRole('img', { name: `Frame at 0:0${second}` });
      await expect(frame).toBeVisible();
      const style = await frame.evaluate((element) => ({
        image: element.style.backgroundImage,
        position: element.style.backgroundPosition,
        width: element.getBoundingClientRect().width,
      }));
      expect(style.position).toBe(second < 5 ? '0px 0px' : '-160px 0px');
      expect(style.width).toBe(160);
      const sprite = /^url\("(.+)"\)$/.exec(style.image)?.[1] ?? '';
      expect(sprite).toMatch(/^\/media\/lectures\/[\da-f-]+\/storyboard\/[\da-f-]+\/storyboard\.jpg$/);
      const response = await page.request.get(sprite);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      await screenshot(page, 'drop-off-frames');
    }));
});
