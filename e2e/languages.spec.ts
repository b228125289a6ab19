import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from './journey';

/** The build the journeys run on (`npm run test:e2e` builds it first): its chunk graph, as Vite wrote it. */
const dist = new URL('../client/dist/', import.meta.url);
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };

const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The ceiling for what Hindi may add to a page's JavaScript, and what it must add to the initial load: 0. */
const HINDI_GZIP_LIMIT = 25_000;

/**
 * The files loaded before the first render: the entry, the app it mounts at once (main.tsx's import of app/mount) and
 * their static imports, transitively.
 */
function initialFiles(): Set<string> {
  const files = new Set<string>();
  const queue = [...Object.keys(manifest).filter((key) => manifest[key]?.isEntry), 'src/app/mount.tsx'];
  while (queue.length) {
    const chunk = manifest[queue.pop() ?? ''];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;

/** Every script the page fetches from here on. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  return scripts;
}

async function showIn(page: Page, locale: string) {
  await page.context().addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL ?? '' }]);
}

test('Hindi and Urdu are chunks of their own, fetched only by a page shown in them', async ({ page }) => {
  const hindi = manifest['src/i18n/locales/hi/index.ts'];
  const urdu = manifest['src/i18n/locales/ur/index.ts'];
  const hindiStaff = manifest['src/i18n/locales/hi/staff.ts'];
  const initial = initialFiles();

  await test.step('the build: each language a lazy chunk, none of it in the initial JS', async () => {
    expect(hindi?.isDynamicEntry).toBe(true);
    expect(urdu?.isDynamicEntry).toBe(true);
    expect(initial.has(hindi?.file ?? '')).toBe(false);
    expect(initial.has(urdu?.file ?? '')).toBe(false);
    // The admin's texts are a chunk apart, which a learner's page never fetches.
    expect(hindiStaff?.isDynamicEntry).toBe(true);
    expect(initial.has(hindiStaff?.file ?? '')).toBe(false);
    const initialGzip = [...initial].reduce((sum, file) => sum + gzipBytes(file), 0);
    const hindiGzip = gzipBytes(hindi?.file ?? '');
    // Reported with the run, so a change in either shows in the journeys' output.
    test
      .info()
      .annotations.push(
        { type: 'initial JS', description: `${(initialGzip / 1000).toFixed(1)} kB gzip (${initial.size} files)` },
        { type: 'Hindi chunk', description: `${(hindiGzip / 1000).toFixed(1)} kB gzip, loaded on demand` },
      );
    expect(hindiGzip).toBeLessThanOrEqual(HINDI_GZIP_LIMIT);
  });

  await test.step('in English, the catalogue fetches no Hindi or Urdu', async () => {
    const scripts = scriptsFetched(page);
    await page.goto('/courses');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Explore the courses made by industry experts' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem').first()).toBeVisible();
    expect(scripts).not.toContain(hindi?.file);
    expect(scripts).not.toContain(urdu?.file);
  });

  await test.step('in Hindi, the catalogue is in Hindi, with its chunk fetched', async () => {
    await showIn(page, 'hi');
    const scripts = scriptsFetched(page);
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'उद्योग विशेषज्ञों के बनाए कोर्स देखें' })).toBeVisible();
    await expect(page.getByPlaceholder('शीर्षक, विवरण, प्रशिक्षक या श्रेणी')).toBeVisible();
    expect(scripts).toContain(hindi?.file);
    expect(scripts).not.toContain(urdu?.file);
    expect(scripts).not.toContain(hindiStaff?.file);
  });

  await test.step('in Urdu, right to left: the header and the catalogue mirror', async () => {
    await showIn(page, 'ur');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: 'صنعت کے ماہرین کے بنائے ہوئے کورس دیکھیں' }),
    ).toBeVisible();
    // The logo starts the line: at the right edge, not the left.
    const logo = await page.getByRole('banner').getByRole('link', { name: 'CourseHub' }).boundingBox();
    expect(logo?.x ?? 0).toBeGreaterThan(1366 / 2);
    // The first card of the grid is its rightmost.
    const cards = page.getByRole('list', { name: 'کورس' }).getByRole('listitem');
    await expect(cards.nth(1)).toBeVisible();
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(first?.x ?? 0).toBeGreaterThan(second?.x ?? 0);
  });
});
