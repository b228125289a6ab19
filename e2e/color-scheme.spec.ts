import { expect, type Page, test } from '@playwright/test';

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

for (const [scheme, expected] of [
  ['light', LIGHT],
  ['dark', DARK],
] as const) {
  test.describe(`with a ${scheme} system setting`, () => {
    test.use({ colorScheme: scheme });

    test('the first paint, before any of the app has run, is already in that scheme', async ({ page }) => {
      // The app's code never arrives (its request is held): what shows is the HTML's own shell.
      await page.route(/\/assets\/mount-[^/]+\.js$/, () => undefined);
      await page.goto('/about', { waitUntil: 'commit' });
      await expect(page.locator('header.shell-header')).toBeVisible();
      expect(await backgrounds(page, 'body')).toEqual(expected);
    });

    test('a landing page rendered on the server is in that scheme before any of the app has run', async ({ page }) => {
      await page.route(/\/assets\/mount-[^/]+\.js$/, () => undefined);
      await page.goto('/courses', { waitUntil: 'commit' });
      await expect(page.locator('#root[data-rendered] .chakra-card__root').first()).toBeVisible();
      expect(await backgrounds(page, 'html')).toEqual(expected);
    });

    test('the app draws every part of the page in that scheme, and prints light', async ({ page }) => {
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
    });
  });
}
