import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import { ADMIN, expectInteractive, fixture, inNewBrowser, logIn, logOut, SLIDE_LECTURE } from './support';

const DESKTOP = { width: 1366, height: 900 };
/** A word of a demo course's title: typo correction only ever names PUBLISHED courses' words, never a draft's. */
const DEMO_WORD = 'Foundations';
const TITLE = 'Machine Learning Foundations';

const banner = (page: Page) => page.getByRole('banner');

/** Words and categories of this run only, so the counts below are exact whatever else the catalogue holds. */
const RUN = Date.now().toString(36);
const WORD = `Kartex${RUN}`;
const MAPS = `Cartography ${RUN}`;
const SURVEYS = `Surveying ${RUN}`;
/** More than a page (24) in all and in MAPS alone, so both scroll to a second page. */
const COURSES = [
  ...Array.from({ length: 26 }, (_, n) => ({
    title: `${WORD} Map Reading ${String(n + 1).padStart(2, '0')}`,
    category: MAPS,
  })),
  ...Array.from({ length: 4 }, (_, n) => ({ title: `${WORD} Field Survey ${n + 1}`, category: SURVEYS })),
];

let api: APIRequestContext;
let token: string;
const created: string[] = [];

async function adminCall<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await api.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/**
 * Creates a course through GraphQL as the admin (multipart, with its required thumbnail), set to publish itself when
 * its first lecture is READY: a course is a draft, hidden from visitors and from the search's vocabulary, until then.
 */
async function createCourse(course: { title: string; category: string }): Promise<string> {
  // A FormData keeps the parts in order (operations, map, file).
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation ($input: CourseInput!, $thumbnail: Upload) { createCourse(input: $input, thumbnail: $thumbnail, publishWhenReady: true) { id } }',
      variables: {
        input: { ...course, description: `How to read and draw maps: ${course.title}.`, createdBy: 'E2E Cartographer' },
        thumbnail: null,
      },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.thumbnail'] }));
  form.append('0', new Blob([readFileSync(fixture('avatar.png'))], { type: 'image/png' }), 'thumb.png');
  const response = await api.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    multipart: form,
  });
  const body = (await response.json()) as { data?: { createCourse: { id: string } }; errors?: unknown };
  expect(body.data, `${response.status()} ${JSON.stringify(body)}`).toBeTruthy();
  return body.data!.createCourse.id;
}

/** Adds the small fixture lecture to a course: once transcoded (READY), the course publishes itself. */
async function addLecture(courseId: string) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation ($courseId: ID!, $input: LectureInput!, $video: Upload) { addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id } } }',
      variables: { courseId, input: { title: 'Reading a legend', description: 'Symbols and scales.' }, video: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.video'] }));
  form.append('0', new Blob([readFileSync(SLIDE_LECTURE)], { type: 'video/mp4' }), 'lecture.mp4');
  const response = await api.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    multipart: form,
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

/** How many of this run's courses a visitor finds: every one, once each has published itself. */
async function publishedCount(visitor: APIRequestContext): Promise<number> {
  // Not `api`: it holds the admin's session cookie since logging in, and an ADMIN sees drafts.
  const response = await visitor.post('/graphql', {
    data: {
      query: 'query ($search: String) { courses(search: $search, first: 1) { totalCount } }',
      variables: { search: WORD },
    },
  });
  const body = (await response.json()) as { data?: { courses: { totalCount: number } } };
  return body.data?.courses.totalCount ?? 0;
}

test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL });
  const login = await api.post('/graphql', {
    data: { query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }', variables: { input: ADMIN } },
  });
  token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  test.setTimeout(bound(300_000));
  for (const course of COURSES) created.push(await createCourse(course));
  for (const id of created) await addLecture(id);
  const visitor = await request.newContext({ baseURL });
  try {
    await expect
      .poll(() => publishedCount(visitor), { timeout: bound(240_000), intervals: [2_000] })
      .toBe(COURSES.length);
  } finally {
    await visitor.dispose();
  }
});

// The journeys after this one expect the demo courses on /courses's first page (newest first).
test.afterAll(async () => {
  for (const id of created) {
    await adminCall('mutation ($id: ID!) { deleteCourse(id: $id) { success } }', { id });
  }
  await api.dispose();
});

const cards = (page: Page) => page.getByRole('list', { name: 'Courses' }).getByRole('listitem');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /courses?$/ });

test('a visitor browses the catalogue: the header, search with typos, filters, sorting, pages and the footer', async ({
  browser,
}) => {
  test.setTimeout(bound(360_000));
  await test.step('at 1366 px the header navigates, searches with typo correction, and holds the account menu', () =>
    inNewBrowser(browser, async (page) => {
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
      const typo = `${DEMO_WORD.slice(0, 2)}${DEMO_WORD[3]}${DEMO_WORD[2]}${DEMO_WORD.slice(4)}`.toLowerCase();
      const search = banner(page).getByRole('searchbox', { name: 'Search courses' });
      await search.fill(typo);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/courses\\?search=${typo}$`));
      await expect(page.getByText(`Showing results for “${DEMO_WORD.toLowerCase()}”`)).toBeVisible();
      await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue(typo);

      // The account menu, from the keyboard: Enter opens it on its first item and moves focus into it; each arrow
      // press moves one item down, to Admin Dashboard, which Enter opens. Each step waits for the highlight it moved,
      // so no key press lands before the menu has focus.
      await page.getByRole('button', { name: 'Account menu' }).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeFocused();
      const [first, ...below] = ['My learning', 'Daily review', 'Profile', 'Billing', 'Admin Dashboard'];
      await expect(menu.getByRole('menuitem', { name: first })).toHaveAttribute('data-highlighted', '');
      for (const name of below) {
        await page.keyboard.press('ArrowDown');
        await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('data-highlighted', '');
      }
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await banner(page).getByRole('link', { name: 'My learning' }).click();
      await expect(page).toHaveURL(/\/my-learning$/);
      await logOut(page);
      await expect(banner(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    }));
  await test.step('search as you type, filter by category, sort, scroll to the second page, and share the address', () =>
    inNewBrowser(browser, async (page) => {
      await page.goto('/courses');
      await expect(cards(page).first()).toBeVisible();
      await expectInteractive(page);

      // Search as you type: one word, typed key by key; the address follows once typing stops.
      await page
        .getByRole('searchbox', { name: 'Search', exact: true })
        .pressSequentially(WORD.toLowerCase(), { delay: 40 });
      await expect(page).toHaveURL(new RegExp(`/courses\\?search=${WORD.toLowerCase()}$`));
      await expect(countText(page)).toHaveText('Showing 24 of 30 courses');
      await expect(cards(page)).toHaveCount(24);

      // Filter by category: each offered with its count for the search.
      const category = page.getByRole('combobox', { name: 'Category' });
      await expect(category.getByRole('option', { name: `${SURVEYS} (4)` })).toBeAttached();
      await category.selectOption({ label: `${MAPS} (26)` });
      await expect(page).toHaveURL(/[?&]category=Cartography\+/);
      await expect(countText(page)).toHaveText('Showing 24 of 26 courses');

      // Order by title: the first page is Map Reading 01 to 24.
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title (A to Z)' });
      await expect(page).toHaveURL(/[?&]sort=title$/);
      await expect(cards(page).first()).toContainText(`${WORD} Map Reading 01`);
      await expect(cards(page)).toHaveCount(24);

      // Scroll to the end of the list: the second page comes without pressing anything.
      await cards(page).last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 10_000);
      await expect(cards(page)).toHaveCount(26);
      await expect(countText(page)).toHaveText('26 courses');
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
      const titles = await cardTitles(page);
      expect(titles).toEqual(COURSES.filter((course) => course.category === MAPS).map((course) => course.title));

      // Share the address: a new browser opens it and sees the same results, the first page from the HTML itself.
      const shared = page.url();
      const html = await (await page.request.get(shared)).text();
      const inlined = /<script type="application\/json" id="catalogue-data">(.*?)<\/script>/s.exec(html)?.[1];
      const firstPage = JSON.parse(inlined ?? '{}') as { data?: { courses: { edges: { node: { title: string } }[] } } };
      expect(firstPage.data?.courses.edges.map((edge) => edge.node.title)).toEqual(titles.slice(0, 24));

      const other = await browser.newContext();
      try {
        const visitor = await other.newPage();
        await visitor.goto(shared);
        await expect(visitor.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue(WORD.toLowerCase());
        await expect(visitor.getByRole('combobox', { name: 'Category' })).toHaveValue(MAPS);
        await expect(visitor.getByRole('combobox', { name: 'Sort by' })).toHaveValue('TITLE');
        await expect(countText(visitor)).toHaveText('Showing 24 of 26 courses');
        expect(await cardTitles(visitor)).toEqual(titles.slice(0, 24));
        // 'Load more' is there for whoever does not scroll. Pressed where it stands: a click would first scroll it into
        // view, where the list loads the next page by itself and the button goes away mid-click. A dispatched event does
        // not wait for the rendered page to take input as a click does: on a loaded CI run it came before hydration.
        // The next page's answer is awaited apart, so a failure says whether the press was lost or its answer was.
        // The press may come while the first page the HTML carried is being refreshed: the page asks for the next one
        // once that refresh has come, whose answer would otherwise replace it.
        await expectInteractive(visitor);
        const nextPage = visitor.waitForResponse((response) => {
          const body = response.request().postDataJSON() as { variables?: { after?: string } } | null;
          return response.url().endsWith('/graphql') && typeof body?.variables?.after === 'string';
        });
        await visitor.getByRole('button', { name: 'Load more' }).dispatchEvent('click');
        expect((await nextPage).ok()).toBe(true);
        await expect(cards(visitor)).toHaveCount(26);
        expect(await cardTitles(visitor)).toEqual(titles);
      } finally {
        await other.close();
      }

      // Back steps through the filters picked: without the order, then without the category.
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=/);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('RELEVANCE');
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/courses\\?search=${WORD.toLowerCase()}$`));
      await expect(countText(page)).toHaveText('Showing 24 of 30 courses');
    }));
  await test.step('a search that matches nothing says so', () =>
    inNewBrowser(browser, async (page) => {
      await page.goto(`/courses?search=${WORD}nothing`);
      await expect(page.getByText('No courses match your search.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Courses' })).toHaveCount(0);
    }));
  await test.step('a typo finds the courses it meant, says which search it showed, and pages through them', () =>
    inNewBrowser(browser, async (page) => {
      // Two letters swapped: trigrams alone rank it far off, the edit distance (2) does not.
      const typo = `${WORD.slice(0, 2)}${WORD[3]}${WORD[2]}${WORD.slice(4)}`.toLowerCase();
      await page.goto(`/courses?search=${typo}`);
      await expect(countText(page)).toHaveText(
        `No courses match “${typo}”. Showing results for “${WORD.toLowerCase()}”. Showing 24 of 30 courses`,
      );
      await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue(typo);
      // The next page is the corrected search's too: scrolling to the end loads it.
      await cards(page).last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 10_000);
      await expect(cards(page)).toHaveCount(30);
      await expect(countText(page)).toHaveText(
        `No courses match “${typo}”. Showing results for “${WORD.toLowerCase()}”. 30 courses`,
      );
    }));
  await test.step('the footer shows the current year and four social links', () =>
    inNewBrowser(browser, async (page) => {
      await page.goto('/');
      await expect(page.getByText(`Copyright ${new Date().getFullYear()} | All rights reserved`)).toBeVisible();
      for (const network of ['facebook', 'instagram', 'linkedin', 'twitter']) {
        await expect(page.getByRole('link', { name: new RegExp(network, 'i') })).toBeVisible();
      }
    }));
});
