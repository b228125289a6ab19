import { type Page } from '@playwright/test';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import {
  ADMIN,
  courseIdByTitle,
  inNewBrowser,
  lecturesAs,
  logIn,
  logOut,
  openAccountMenu,
  openMenu,
  signUp,
} from './support';

/** The narrowest phone the product is made for: no screen may scroll sideways on it. */
const NARROW = { width: 360, height: 740 };
const COURSE = 'UI Design Principles';
/** Where a screenshot of each screen at 360 px goes when asked for (NARROW_SCREENSHOTS=dir); looked at, not committed. */
const shots = process.env.NARROW_SCREENSHOTS;
const shotName = (route: string) => route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/** The page's widest element past the right edge, named, or null when nothing sticks out. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return null;
    let widest: { name: string; right: number } | null = null;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const { right } = element.getBoundingClientRect();
      if (right > width + 0.5 && (!widest || right > widest.right)) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 2).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
        widest = { name, right };
      }
    }
    return `${document.documentElement.scrollWidth}px wide: ${widest?.name ?? 'unknown'}`;
  }, NARROW.width);
}

/** The dashboard's phone. */
const SMALL_PHONE = { width: 375, height: 667 };
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

/**
 * Opens a route and waits for its page, not for the network to fall silent (the dashboard polls, so 'networkidle' can
 * wait until the test's own timeout): its heading is shown and no skeleton or spinner announced as busy is left.
 */
async function loaded(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: bound(15_000) });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: bound(15_000) });
}

const PHONE = { width: 390, height: 844 };
const banner = (page: Page) => page.getByRole('banner');

test('on phones and narrow screens every page fits, the drawer navigates and notices stay clear', async ({
  browser,
}) => {
  // A bound on a hang, not on speed: it visits some forty pages, each waiting for its data, on a shared CI machine.
  test.setTimeout(bound(600_000));
  await test.step("no screen scrolls sideways at 360 px, a learner's or an admin's", () =>
    inNewBrowser(
      browser,
      async (page) => {
        await logIn(page, ADMIN.email, ADMIN.password);
        const courseId = (await courseIdByTitle(page, COURSE)) ?? '';
        const lectureId = (await lecturesAs(page, courseId)).data?.lectures[0]?.id ?? '';
        const routes = [
          '/',
          '/about',
          '/contact',
          '/courses',
          '/courses?search=design',
          `/course/description?id=${courseId}`,
          `/course/displaylecture?course=${courseId}&lecture=${lectureId}`,
          '/my-learning',
          '/user/profile',
          '/user/editprofile',
          '/changepassword',
          '/checkout',
          '/admin/dashboard',
          '/admin/learners',
          '/admin/categories',
          '/admin/questions',
          '/admin/api-keys',
          '/admin/sso',
          '/admin/webhooks',
          `/course/analytics?id=${courseId}`,
          '/course/create',
          `/course/edit?id=${courseId}`,
          `/course/editlecture?course=${courseId}&lecture=${lectureId}`,
          `/course/addlecture?course=${courseId}`,
          `/course/addlectures?course=${courseId}`,
          `/course/quiz/new?courseId=${courseId}`,
        ];
        const wide: string[] = [];
        for (const route of routes) {
          await loaded(page, route);
          const found = await overflow(page);
          if (found) wide.push(`${route}: ${found}`);
          if (shots) await page.screenshot({ path: `${shots}/${shotName(route)}-360.png`, fullPage: true });
        }

        // A learner whose address is long, as a university's can be: the profile and its cards keep to the screen.
        await logOut(page);
        const email = `a-rather-long-name.with-a-department-${Date.now()}@students.example-university.edu`;
        await signUp(page, { fullName: 'Maximiliana Alexandrovna Longname-Worthington', email, password: 'narrow-1!' });
        for (const route of ['/user/profile', '/user/editprofile', '/my-learning', '/checkout', '/team']) {
          await loaded(page, route);
          const found = await overflow(page);
          if (found) wide.push(`${route} (long email): ${found}`);
          if (shots) await page.screenshot({ path: `${shots}/learner-${shotName(route)}-360.png`, fullPage: true });
        }
        expect(wide).toEqual([]);
      },
      { viewport: NARROW },
    ));
  await test.step('on a phone the dashboard month labels are readable and every course row keeps its buttons in reach', () =>
    inNewBrowser(
      browser,
      async (page) => {
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
        // The title from its button's name: the title's cell also says how the course's lectures are processing.
        const view = firstRow.getByRole('button', { name: /^View / });
        const title = ((await view.getAttribute('aria-label')) ?? '').slice('View '.length);
        const remove = firstRow.getByRole('button', { name: `Delete ${title}` });
        await remove.scrollIntoViewIfNeeded();
        for (const button of [view, remove]) {
          const box = (await button.boundingBox())!;
          console.log(
            `${await button.getAttribute('aria-label')}: x ${box.x.toFixed(0)}..${(box.x + box.width).toFixed(0)}`,
          );
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(SMALL_PHONE.width);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(SMALL_PHONE.height);
        }
        // No page-wide sideways scrolling: only the table's frame scrolls.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
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
        await expect(firstRow.getByText(title, { exact: true })).toBeVisible();
      },
      { viewport: SMALL_PHONE },
    ));
  await test.step('on a phone notices never cover the menu button', () =>
    inNewBrowser(
      browser,
      async (page) => {
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
      },
      { viewport: SMALL_PHONE },
    ));
  await test.step('at 390 px the drawer keeps the spec items and the header keeps the account menu', () =>
    inNewBrowser(browser, async (page) => {
      await page.setViewportSize(PHONE);
      await page.goto('/');
      await expect(banner(page).getByRole('link', { name: 'Courses', exact: true })).toBeHidden();
      await expect(banner(page).getByRole('searchbox')).toBeHidden();
      const drawer = await openMenu(page);
      await expect(drawer.getByRole('link')).toHaveText([
        'Home',
        'All Courses',
        'Paths',
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
    }));
});
