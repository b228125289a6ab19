import { type Page } from '@playwright/test';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import { expectInteractive, inNewBrowser, noticesShown } from './support';

/**
 * The landing pages an anonymous visitor opens arrive rendered (decision 0012): the root element holds the screen,
 * with no script of its own (the CSP allows none inline), and the app hydrates it without a mismatch, which React
 * would report as an error before rendering the screen again.
 */

/** The root element's HTML as the server sends it, which must be a rendered screen without a script. */
async function renderedRoot(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const start = html.search(/<div id="root" data-rendered data-chunks="[^"]+" inert>/);
  expect(start, `${path} arrives rendered`).toBeGreaterThan(-1);
  const root = html.slice(start, html.indexOf('</body>'));
  expect(root).not.toContain('<script');
  return root;
}

/** The page's (the shell's body, the app's root element) and the header's background colours, as computed. */
const backgrounds = (page: Page, pageElement: 'body' | 'html') =>
  page.evaluate((selector) => {
    const background = (element: Element | null) => (element ? getComputedStyle(element).backgroundColor : null);
    return { page: background(document.querySelector(selector)), header: background(document.querySelector('header')) };
  }, pageElement);

// The design tokens' page and header colours (client/src/components/ui/designTokens.ts): white and white in light,
// gray.950 and gray.900 in dark.
const LIGHT = { page: 'rgb(255, 255, 255)', header: 'rgb(255, 255, 255)' };
const DARK = { page: 'rgb(17, 17, 17)', header: 'rgb(24, 24, 27)' };

test("a visitor's pages arrive rendered with their answers, in the system's colour scheme, and the app takes them over", async ({
  browser,
}) => {
  test.setTimeout(bound(180_000));
  await test.step("a visitor's landing pages arrive rendered, and the app takes them over without a mismatch", () =>
    inNewBrowser(browser, async (page) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const listed = (await (await page.request.get('/api/v1/courses')).json()) as {
        courses: { _id: string; title: string }[];
      };
      const course = listed.courses[0]!;
      const { title } = course;

      const catalogue = await renderedRoot(page, '/courses');
      expect(catalogue).toContain(title);
      await page.goto('/courses');
      // The catalogue's refresh and its notice: the app runs on the rendered screen, which takes input once hydrated.
      await expect(page.getByText('Courses loaded successfully!')).toBeVisible();
      await expectInteractive(page);
      await page.getByLabel('Search', { exact: true }).fill(title);
      await expect(page).toHaveURL(/[?&]search=/);
      await expect(page.getByRole('listitem').first().getByRole('link', { name: title })).toBeVisible();

      expect(await renderedRoot(page, '/')).toContain('Explore Courses');
      await page.goto('/');
      await page.getByRole('link', { name: 'Explore Courses' }).click();
      await expect(page).toHaveURL(/\/courses$/);

      const coursePath = `/course/description?id=${course._id}`;
      expect(await renderedRoot(page, coursePath)).toContain(title);
      await page.goto(coursePath);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page).toHaveURL(/\/(login|signup)/);

      expect(errors).toEqual([]);
    }));
  await test.step("a visitor's /courses names its chunks and first thumbnail in its HTML and renders the catalogue it carries", () =>
    inNewBrowser(browser, async (page) => {
      const html = await (await page.request.get('/courses')).text();
      // The build's manifest must still list the app and page modules the server looks for; on a page rendered for a
      // visitor they are named on the root, fetched once the page has loaded (decision 0012).
      expect(html).toMatch(/data-chunks="[^"]*\/assets\/mount-[\w-]+\.js[^"]*"/);
      expect(html).toMatch(/data-chunks="[^"]*\/assets\/CoursesPage-[\w-]+\.js[^"]*"/);
      const thumbnail = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html)?.[1];
      expect(thumbnail).toBeDefined();
      const carried = /<script type="application\/json" id="catalogue-data">(.*?)<\/script>/s.exec(html)?.[1];
      // The first page of the unfiltered catalogue, with the variables it answers.
      const inlined = JSON.parse(carried ?? '{}') as {
        variables?: Record<string, unknown>;
        data?: { courses: { edges: { node: { title: string } }[] } };
      };
      expect(inlined.variables).toEqual({
        search: null,
        category: null,
        sort: null,
        language: null,
        captionLanguage: null,
      });
      const firstTitle = inlined.data?.courses.edges[0]?.node.title;
      expect(firstTitle).toBeDefined();
      expect(inlined.data?.courses.edges.length).toBeLessThanOrEqual(24);

      // The refresh that follows (with its loading notice) takes a few milliseconds here: the unit tests time it.
      const loaded = noticesShown(page, 'Courses loaded successfully!');
      await page.goto('/courses');
      const firstCard = page.getByRole('listitem').first();
      await expect(firstCard.getByRole('link', { name: firstTitle })).toBeVisible();
      await expect(firstCard.getByRole('img')).toHaveAttribute('src', thumbnail!.replaceAll('&amp;', '&'));
      await loaded;
    }));
  await test.step("a visitor's home and course pages render the answers their HTML carries, asking the server for none of them", () =>
    inNewBrowser(browser, async (page) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql')) asked.push(request.postDataJSON()?.operationName ?? '');
      });
      const carried = (html: string) =>
        JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '[]') as {
          operationName: string;
          data: Record<string, unknown>;
        }[];

      const home = carried(await (await page.request.get('/')).text());
      const featuredRow = home[0]?.data.featured as { edges: { node: { id: string; title: string } }[] } | undefined;
      const featured = featuredRow?.edges[0]?.node;
      expect(featured).toBeDefined();
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: 'Featured courses' }).getByRole('link', { name: featured!.title }),
      ).toBeVisible();
      // Once the app has taken the page over and the network is quiet: only the session's own question.
      await expectInteractive(page);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((name) => name !== 'MeQuery')).toEqual([]);

      const coursePath = `/course/description?id=${featured!.id}`;
      const html = await (await page.request.get(coursePath)).text();
      expect(html).toMatch(/data-chunks="[^"]*\/assets\/CourseDescriptionPage-[\w-]+\.js[^"]*"/);
      expect(carried(html).map((answer) => answer.operationName)).toContain('CourseCurriculumQuery');
      asked.length = 0;
      await page.goto(coursePath);
      await expect(page.getByRole('heading', { level: 1, name: featured!.title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
      await expectInteractive(page);
      await page.waitForLoadState('networkidle');
      // Only the session's own question: the page's answers came with it.
      expect(asked.filter((name) => name !== 'MeQuery')).toEqual([]);
    }));
  for (const [scheme, expected] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    await test.step(`with a ${scheme} system setting, the first paint, before any of the app has run, is already in that scheme`, () =>
      inNewBrowser(
        browser,
        async (page) => {
          // The app's code never arrives (its request is held): what shows is the HTML's own shell.
          await page.route(/\/assets\/mount-[^/]+\.js$/, () => undefined);
          await page.goto('/about', { waitUntil: 'commit' });
          await expect(page.locator('header.shell-header')).toBeVisible();
          expect(await backgrounds(page, 'body')).toEqual(expected);
        },
        { colorScheme: scheme },
      ));
    await test.step(`with a ${scheme} system setting, a landing page rendered on the server is in that scheme before any of the app has run`, () =>
      inNewBrowser(
        browser,
        async (page) => {
          await page.route(/\/assets\/mount-[^/]+\.js$/, () => undefined);
          await page.goto('/courses', { waitUntil: 'commit' });
          await expect(page.locator('#root[data-rendered] .chakra-card__root').first()).toBeVisible();
          expect(await backgrounds(page, 'html')).toEqual(expected);
        },
        { colorScheme: scheme },
      ));
    await test.step(`with a ${scheme} system setting, the app draws every part of the page in that scheme, and prints light`, () =>
      inNewBrowser(
        browser,
        async (page) => {
          await page.goto('/courses');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('header.shell-header')).toHaveCount(0);
          expect(await backgrounds(page, 'html')).toEqual(expected);
          const card = page.locator('.chakra-card__root').first();
          await expect(card).toBeVisible();
          const cardBackground = await card.evaluate((element) => getComputedStyle(element).backgroundColor);
          expect(cardBackground).toBe(scheme === 'dark' ? DARK.header : LIGHT.page);

          // A certificate or a receipt printed from a dark screen still comes out dark text on white.
          await page.emulateMedia({ media: 'print' });
          expect((await backgrounds(page, 'html')).page).toBe(LIGHT.page);
        },
        { colorScheme: scheme },
      ));
  }
});
