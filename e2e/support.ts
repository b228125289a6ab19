import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  request,
} from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { bound } from './hang-bound';

export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-pass1!' };
export const SUBSCRIBER_PASSWORD = 'watcher1!';
export const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
/**
 * A demo lecture's video (server/demo/lectures: a 6 s title slide with a silent sound track): the upload that costs
 * the server's worker least to transcode, for journeys that upload lectures without looking at their pictures.
 */
export const SLIDE_LECTURE = new URL('../server/demo/lectures/ui-design-1.mp4', import.meta.url).pathname;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function signUp(page: Page, user: { fullName: string; email: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Avatar').setInputFiles(fixture('avatar.png'));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Waits until the development mailbox lists a mail to `to` with this subject (delivery is a queued job), and returns
 * the newest such row of the list on screen.
 */
export async function expectMail(page: Page, to: string, subject: string) {
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject });
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(row.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: bound(30_000) });
  return row.first();
}

/**
 * Opens the newest mail to `to` with this subject in the development mailbox (delivery is a queued job: it is waited
 * for) and returns the link of the mail that leads to `pathname` on the web client.
 */
export async function linkInMail(page: Page, to: string, subject: string, pathname: string): Promise<string> {
  const row = await expectMail(page, to, subject);
  await row.getByRole('link', { name: subject }).click();
  const link = page.getByRole('link', { name: new RegExp(`${pathname}\\?token=`) });
  const href = await link.getAttribute('href');
  expect(href, `a ${pathname} link in '${subject}'`).toBeTruthy();
  return href as string;
}

/** Follows the link of the welcome mail, as a new learner does before subscribing (a checkout needs it). */
export async function confirmEmail(page: Page, email: string) {
  await page.goto(await linkInMail(page, email, 'Welcome to CourseHub', '/verify-email'));
  await expect(page.getByText('Thank you: your email is confirmed.')).toBeVisible();
}

/**
 * Turns on an authenticator app from the profile's Security region, as a learner with a phone would: reads the shown
 * secret, confirms it with a code and waits for the recovery codes. Returns the app, as the code it shows
 * `offsetSeconds` from now (a later step's code must differ from the one already used).
 */
export async function turnOnAuthenticatorApp(security: Locator) {
  await security.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(security.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await security.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const codeAt = (offsetSeconds: number) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
  await security.getByLabel('Code from the app').fill(codeAt(0));
  await security.getByRole('button', { name: 'Turn on' }).click();
  await expect(security.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  return codeAt;
}

/**
 * A part of a journey in a browser of its own (a fresh context: no session, no storage, the config's options and
 * `options`), as another person or another device: closed after it.
 */
export async function inNewBrowser<T>(
  browser: Browser,
  run: (page: Page) => Promise<T>,
  options: BrowserContextOptions = {},
): Promise<T> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  try {
    return await run(page);
  } catch (error) {
    // Playwright keeps the page of a failure only for the test's own page, and CI keeps only the log: this part's page
    // is printed there, as it stood (its notices, alerts and fields), before its context closes.
    const snapshot = await page
      .locator('body')
      .ariaSnapshot({ timeout: bound(5_000) })
      .catch(() => null);
    if (snapshot)
      process.stdout.write(`\n--- page of the failed part (${page.url()}) ---\n${snapshot.slice(0, 12_000)}\n---\n`);
    throw error;
  } finally {
    await context.close();
  }
}

export async function logIn(page: Page, email: string, password: string) {
  // From a blank page: were the page already on /login (a guard sent it there when its cookies were cleared), going
  // to /login again would be a reload, which keeps the guard's "return to" and lands elsewhere after signing in.
  await page.goto('about:blank');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Waits until a landing page the server rendered for a visitor takes input: the app has hydrated it and lifted the
 * root's `inert` (decision 0012). A click waits for that by itself (an inert element takes no pointer events); typing
 * into a field does not, and its keys would be lost.
 */
export async function expectInteractive(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: bound(30_000) });
}

/**
 * Starts waiting for notices at once, for the journey to await after the steps that raise them. A success notice
 * stays 2 s (the spec's durations); on a loaded machine the assertions between the step and the notice's can take
 * longer (a heading's took 6 s in a CI run), so a wait that begins after them may find the notice already gone.
 */
export function noticesShown(page: Page, ...texts: string[]): Promise<unknown> {
  return Promise.all(
    texts.map((text) => expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: bound(30_000) })),
  );
}

/** The side drawer's navigation, opened with the header's menu button (phones: below the md breakpoint). */
export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main' });
}

/** The signed-in header's account menu (its items are menu items: Profile, Billing, the admin pages, Logout). */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('menu');
}

/** Logs out from the account menu (at any width); Logout returns to /. */
export async function logOut(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
}

/**
 * The duration-independent proof that a <video> really plays: its clock moves. After a switch of lecture, name the
 * lecture: until React has swapped the element, the page's first <video> is still the last lecture's, and a play()
 * asked of an element that is then removed may never settle.
 */
export async function expectVideoPlays(page: Page, lectureTitle?: string, { loop = false } = {}) {
  const video = lectureTitle
    ? page.getByLabel(`Video of ${lectureTitle}`, { exact: true })
    : page.locator('video').first();
  await expect(video).toBeVisible();
  // A play() asked while the player still attaches its source is aborted by that load (AbortError), as in a browser
  // for a user's click: it is asked again until the clock moves, and any other refusal fails the journey. `loop` is
  // set before it plays: a short lecture set looping after it is seen playing may have ended by then on a loaded machine.
  await expect
    .poll(
      () =>
        video.evaluate(async (element: HTMLVideoElement, looped: boolean) => {
          element.muted = true;
          element.loop = looped;
          await element.play().catch((error: unknown) => {
            if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
          });
          return element.currentTime;
        }, loop),
      { timeout: bound(15_000) },
    )
    .toBeGreaterThan(0.5);
  return video;
}

/** Lectures of a course as the current browser session sees them through GraphQL. */
export async function lecturesAs(page: Page, courseId: string) {
  return page.evaluate(async (id) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query($id: ID!) { lectures(courseId: $id) { id videoUrl } }', variables: { id } }),
    });
    return (await response.json()) as {
      data?: { lectures: { id: string; videoUrl: string }[] };
      errors?: { extensions: { code: string } }[];
    };
  }, courseId);
}

/** Every course's id and title: one page of the catalogue, as the journeys' catalogue stays under the page limit. */
export const COURSE_TITLES_QUERY = '{ courses(first: 100) { edges { node { id title } } } }';

export interface CourseTitles {
  courses: { edges: { node: { id: string; title: string } }[] };
}

/** The courses of a COURSE_TITLES_QUERY answer. */
export const courseList = ({ courses }: CourseTitles) => courses.edges.map((edge) => edge.node);

export async function courseIdByTitle(page: Page, title: string) {
  const data = await page.evaluate(async (query) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return ((await response.json()) as { data: CourseTitles }).data;
  }, COURSE_TITLES_QUERY);
  return courseList(data).find((course) => course.title === title)?.id;
}

/** A GraphQL call as the admin, on a request context of its own (no page, no cookie): for set-up and waiting. */
export async function adminApi(baseURL: string): Promise<{ api: APIRequestContext; query: AdminQuery }> {
  const api = await request.newContext({ baseURL });
  const call = async <T>(token: string | null, query: string, variables: Record<string, unknown> = {}) => {
    const response = await api.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  };
  const { login } = await call<{ login: { token: string } }>(
    null,
    'mutation ($input: LoginInput!) { login(input: $input) { token } }',
    { input: ADMIN },
  );
  return { api, query: (query, variables) => call(login.token, query, variables) };
}

type AdminQuery = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** Transcoding a small upload takes about a second; several queue on one worker, on a busy machine. */
const PROCESSING_TIMEOUT_MS = bound(180_000);

/**
 * Uploaded lectures are PROCESSING until the server's worker has transcoded them (learners see READY ones only; the
 * demo lectures are seeded READY): waits until every lecture of the course with this title is READY. Fails at once on
 * a FAILED one.
 */
export async function waitForLecturesReady(baseURL: string, courseTitle: string) {
  const { api, query } = await adminApi(baseURL);
  try {
    const courses = courseList(await query<CourseTitles>(COURSE_TITLES_QUERY));
    const course = courses.find((each) => each.title === courseTitle);
    expect(course, `a course titled ${courseTitle}`).toBeDefined();
    await expect
      .poll(
        async () => {
          const { lectures } = await query<{ lectures: { status: string; failureReason: string | null }[] }>(
            'query ($id: ID!) { lectures(courseId: $id) { status failureReason } }',
            { id: course!.id },
          );
          const failed = lectures.find((lecture) => lecture.status === 'FAILED');
          if (failed) throw new Error(`a lecture of ${courseTitle} FAILED: ${failed.failureReason}`);
          return lectures.length > 0 && lectures.every((lecture) => lecture.status === 'READY');
        },
        { timeout: PROCESSING_TIMEOUT_MS, intervals: [500, 1000] },
      )
      .toBe(true);
  } finally {
    await api.dispose();
  }
}

/**
 * Signs a new learner up, confirms the email from the welcome mail and subscribes through the test-mode checkout.
 * Returns the learner's email (the password is SUBSCRIBER_PASSWORD), to sign in on other devices.
 */
export async function subscribeInTestMode(page: Page, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  await signUp(page, { fullName: `${name} Learner`, email, password: SUBSCRIBER_PASSWORD });
  await confirmEmail(page, email);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  return email;
}

/**
 * Screenshots of the page at 390 and 1366 px wide, when the journey's environment variable names a folder for them
 * (QUIZ_SCREENSHOTS=dir, CAPTION_SCREENSHOTS=dir): they are looked at, not committed. The viewport goes back to the
 * journeys' default after.
 */
export async function screenshotWidths(page: Page, folder: string | undefined, name: string) {
  if (!folder) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The same with a menu open, `item` one of its items: a viewport change may close it, so `opener` opens it again when
 * it is not shown, at each width and at the journeys' default width after.
 */
export async function screenshotMenuWidths(
  page: Page,
  folder: string | undefined,
  name: string,
  { opener, item }: { opener: Locator; item: Locator },
) {
  if (!folder) return;
  const open = async () => {
    if (!(await item.isVisible())) await opener.click();
    await expect(item).toBeVisible();
    // A player hides its controls, menu included, once the pointer rests: the pointer on the menu keeps them.
    await item.hover();
  };
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await open();
    // The viewport only: a full-page picture resizes the page for a moment, which closes the menu.
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await open();
}
