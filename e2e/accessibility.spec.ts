import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { readyCourse } from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import { subscribeInTestMode } from './support';

/** What each page is checked against: WCAG 2.1 A and AA, axe's rules for them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LOCALES = [
  { locale: 'en', dir: 'ltr' },
  { locale: 'hi', dir: 'ltr' },
  { locale: 'ur', dir: 'rtl' },
];

/** The page at `path` once it has settled, shown in `locale`: axe's violations of it, each with where it is. */
async function violationsOn(page: Page, path: string, { locale, dir }: (typeof LOCALES)[number]) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations.map((violation) => ({
    path,
    rule: violation.id,
    where: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test('axe finds no WCAG 2.1 AA issue on the learner’s pages, in English, Hindi and Urdu', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(600_000));
  const course = await readyCourse(baseURL!);
  const visitorPages = ['/', '/courses', `/course/description?id=${course.id}`, '/login', '/signup'];
  const learnerPages = [
    `/course/displaylecture?course=${course.id}`,
    '/my-learning',
    '/inbox',
    '/review',
    '/paths',
    '/profile',
  ];
  const learner = await browser.newContext();
  try {
    await subscribeInTestMode(await learner.newPage(), 'Accessible');
    for (const shown of LOCALES) {
      const visitor = await browser.newContext();
      try {
        for (const context of [visitor, learner]) {
          await context.addCookies([{ name: 'locale', value: shown.locale, url: baseURL! }]);
        }
        const found = [];
        const visitorPage = await visitor.newPage();
        for (const path of visitorPages) found.push(...(await violationsOn(visitorPage, path, shown)));
        const learnerPage = await learner.newPage();
        for (const path of learnerPages) found.push(...(await violationsOn(learnerPage, path, shown)));
        await learnerPage.close();
        expect(found, `in ${shown.locale}`).toEqual([]);
      } finally {
        await visitor.close();
      }
    }
  } finally {
    await learner.close();
  }
});
