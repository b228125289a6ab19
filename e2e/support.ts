import { expect, type Page } from '@playwright/test';

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
