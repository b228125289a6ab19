import { expect, test } from '@playwright/test';
import { createCourse } from './course-steps';
import {
  ADMIN,
  courseIdByTitle,
  expectInteractive,
  expectVideoPlays,
  fixture,
  lecturesAs,
  logIn,
  noticesShown,
  signUp,
  uniqueEmail,
} from './support';

test('an admin creates a course, uploads a lecture with real progress, watches and seeks it, then deletes both', async ({
  page,
}) => {
  const title = `Rust for Web Developers ${Date.now()}`;
  await logIn(page, ADMIN.email, ADMIN.password);

  await createCourse(page, {
    title,
    instructor: 'Ferris Crab',
    category: 'Systems Programming',
    description: 'Ownership, borrowing and async Rust for people who ship web services.',
  });
  await expect(page).toHaveURL(/\/courses$/);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/course\/description(\?|$)/);
  await page.getByRole('button', { name: 'Watch Lectures' }).click();
  await expect(page).toHaveURL(/\/course\/displaylecture(\?|$)/);
  await page.getByRole('button', { name: 'Add new lecture' }).click();
  await expect(page).toHaveURL(/\/course\/addlecture(\?|$)/);

  // Throttle the upload so the progress bar is seen moving, then record every value it shows.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 24 * 1024,
  });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-valuenow]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  // The player asks for byte ranges, so a seek never re-downloads from the start.
  const ranges: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/media/lectures/') && response.status() === 206) {
      ranges.push(response.headers()['content-range'] ?? '');
    }
  });
  await page.getByLabel('Title').fill('Ownership in five minutes');
  await page.getByLabel('Description').fill('Moves, borrows and lifetimes with small examples.');
  await page.getByLabel('Video', { exact: true }).setInputFiles(fixture('lecture.mp4'));
  await page.getByRole('button', { name: 'Add Lecture' }).click();
  await expect(page.getByText('Lecture added successfully')).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const progress = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(progress.at(-1)).toBe(100);
  expect(progress.some((value) => value > 0 && value < 100)).toBe(true);

  await expect(page).toHaveURL(/\/course\/displaylecture(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Ownership in five minutes' })).toBeVisible();
  // Transcoded by the server's worker: the list follows it live, and the count (READY lectures) then changes.
  const lectureItem = page.getByRole('list', { name: 'Lectures' }).getByRole('listitem').first();
  await expect(lectureItem.getByText('Ready', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('Total lectures: 1')).toBeVisible();

  const video = await expectVideoPlays(page);
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise((resolve) => {
        element.addEventListener('seeked', resolve, { once: true });
        element.currentTime = 4;
      }),
  );
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(4);
  expect(ranges.length).toBeGreaterThan(0);
  expect(ranges[0]).toMatch(/^bytes \d+-\d+\/\d+$/);

  await page.getByRole('button', { name: 'Delete lecture' }).click();
  await page.getByRole('alertdialog', { name: 'Delete lecture' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lecture deleted successfully')).toBeVisible();
  await expect(page.getByText('Total lectures: 0')).toBeVisible();

  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete course' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Course Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
});

test('a learner without a subscription is offered Subscribe and cannot reach lecture videos', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  const courseId = await courseIdByTitle(page, 'Modern JavaScript from Scratch');
  expect(courseId).toBeDefined();
  const asAdmin = await lecturesAs(page, courseId!);
  const videoUrl = asAdmin.data!.lectures[0]!.videoUrl;
  await page.context().clearCookies();

  await signUp(page, { fullName: 'Curious Learner', email: uniqueEmail('curious'), password: 'curious1!' });
  await page.goto('/courses');
  await page.getByRole('link', { name: 'Modern JavaScript from Scratch' }).click();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch Lectures' })).toHaveCount(0);

  const asLearner = await lecturesAs(page, courseId!);
  expect(asLearner.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  const unsigned = await page.request.get(videoUrl.split('?')[0]!);
  expect(unsigned.status()).toBe(403);
  const tampered = await page.request.get(videoUrl.replace(/signature=[^&]+/, 'signature=forged'));
  expect(tampered.status()).toBe(403);
});

test("a visitor's /courses names its chunks and first thumbnail in its HTML and renders the catalogue it carries", async ({
  page,
}) => {
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
  expect(inlined.variables).toEqual({ search: null, category: null, sort: null });
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
});

test("a visitor's home and course pages render the answers their HTML carries, asking the server for none of them", async ({
  page,
}) => {
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
});
