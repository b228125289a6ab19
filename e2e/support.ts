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
