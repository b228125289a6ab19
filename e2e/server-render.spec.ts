import { expect, type Page, test } from '@playwright/test';
import { expectInteractive } from './support';

/**
 * The landing pages an anonymous visitor opens arrive rendered (decision 0012): the root element holds the screen,
 * with no script of its own (the CSP allows none inline), and the app hydrates it without a mismatch, which React
 * would report as an error before rendering the screen again.
 */
test("a visitor's landing pages arrive rendered, and the app takes them over without a mismatch", async ({ page }) => {
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
});

/** The root element's HTML as the server sends it, which must be a rendered screen without a script. */
async function renderedRoot(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const start = html.search(/<div id="root" data-rendered data-chunks="[^"]+" inert>/);
  expect(start, `${path} arrives rendered`).toBeGreaterThan(-1);
  const root = html.slice(start, html.indexOf('</body>'));
  expect(root).not.toContain('<script');
  return root;
}
