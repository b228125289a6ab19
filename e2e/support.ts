import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-pass1!' };
export const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
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

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main' });
}

export async function logOut(page: Page) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The duration-independent proof that a <video> really plays: its clock moves. */
export async function expectVideoPlays(page: Page) {
  const video = page.locator('video').first();
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
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

export async function courseIdByTitle(page: Page, title: string) {
  return page.evaluate(async (wanted) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ courses { id title } }' }),
    });
    const { data } = (await response.json()) as { data: { courses: { id: string; title: string }[] } };
    return data.courses.find((course) => course.title === wanted)?.id;
  }, title);
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

/** Transcoding a 6 s demo lecture takes about a second; ten of them queue on one worker, on a busy machine. */
const PROCESSING_TIMEOUT_MS = 180_000;

/**
 * Uploaded and seeded lectures are PROCESSING until the server's worker has transcoded them (learners see READY ones
 * only): waits until every lecture of the course with this title is READY. Fails at once on a FAILED one.
 */
export async function waitForLecturesReady(baseURL: string, courseTitle: string) {
  const { api, query } = await adminApi(baseURL);
  try {
    const { courses } = await query<{ courses: { id: string; title: string }[] }>('{ courses { id title } }');
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

/** Signs a new learner up and subscribes through the test-mode checkout. */
export async function subscribeInTestMode(page: Page, name: string) {
  await signUp(page, { fullName: `${name} Learner`, email: uniqueEmail(name.toLowerCase()), password: 'watcher1!' });
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
}
