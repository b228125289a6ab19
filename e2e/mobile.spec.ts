import { expect, type Page, test } from '@playwright/test';
import { ADMIN, logIn } from './support';

const PHONE = { width: 375, height: 667 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The on-screen font size (px) of each month label: its computed size times the scale the SVG is drawn at. */
async function monthLabelSizes(page: Page) {
  const chart = page.getByRole('img', { name: /^Subscriptions sold per month in / });
  return chart.evaluate((svg, months) => {
    const labels = [...svg.querySelectorAll('text')].filter((text) => months.includes(text.textContent ?? ''));
    return labels.map((text) => {
      // Victory sets the size on the label's <tspan>; the screen matrix holds the drawing's scale (and any slant).
      const glyphs = (text.querySelector('tspan') ?? text) as SVGGraphicsElement;
      const matrix = glyphs.getScreenCTM();
      const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
      return { month: text.textContent, px: Number.parseFloat(getComputedStyle(glyphs).fontSize) * scale };
    });
  }, MONTHS);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('on a phone the dashboard month labels are readable and every course row keeps its buttons in reach', async ({
  page,
}) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('img', { name: /^Subscriptions sold per month in / })).toBeVisible();

  const sizes = await monthLabelSizes(page);
  expect(sizes.map((size) => size.month)).toEqual(MONTHS);
  const smallest = Math.min(...sizes.map((size) => size.px));
  console.log(`month label on-screen size at 375x667: ${smallest.toFixed(2)} px`);
  expect(smallest).toBeGreaterThanOrEqual(11);

  // The table scrolls sideways inside its frame; the first row's buttons are in view without scrolling it.
  const table = page.getByRole('table', { name: 'Courses Overview' });
  const firstRow = table.locator('tbody tr').first();
  const title = (await firstRow.locator('td').nth(1).textContent()) ?? '';
  const remove = firstRow.getByRole('button', { name: `Delete ${title}` });
  const view = firstRow.getByRole('button', { name: `View ${title}` });
  await remove.scrollIntoViewIfNeeded();
  for (const button of [view, remove]) {
    const box = (await button.boundingBox())!;
    console.log(`${await button.getAttribute('aria-label')}: x ${box.x.toFixed(0)}..${(box.x + box.width).toFixed(0)}`);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  }
  // No page-wide sideways scrolling: only the table's frame scrolls.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // Still in reach (and uncovered) when the table is scrolled to its other end.
  await table.evaluate((element) => {
    const frame = element.parentElement!;
    frame.scrollLeft = frame.scrollWidth;
  });
  await remove.click();
  const confirmation = page.getByRole('alertdialog', { name: 'Delete course' });
  await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(firstRow.getByRole('cell', { name: title, exact: true })).toBeVisible();
});

test('on a phone notices never cover the menu button', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  // The dashboard raises two loading notices, then their results: a stack of them.
  await page.goto('/admin/dashboard');
  const notices = page.locator('[data-scope="toast"][data-part="root"]');
  await expect(notices.first()).toBeVisible();
  await expect(notices).toHaveCount(2);
  // Both rectangles in one go, so a notice cannot leave between the two measurements.
  const { menu, boxes } = await page.evaluate(() => {
    const rect = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return {
      menu: rect(document.querySelector('button[aria-label="Open menu"]')!),
      boxes: [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map(rect),
    };
  });
  console.log(`menu button ${JSON.stringify(menu)}; notices ${JSON.stringify(boxes)}`);
  for (const box of boxes) expect(intersects(box, menu)).toBe(false);
  // And the button still works with the notices up.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
