import { type Browser, expect, type Page, test } from '@playwright/test';
import { startOidcTestProvider, TEST_CLIENT } from '../server/test/oidc-test-provider';
import { ADMIN, logIn, signUp, uniqueEmail } from './support';

const PROVIDER = { id: 'acme', name: 'Acme Workspace' };
let provider: Awaited<ReturnType<typeof startOidcTestProvider>>;
test.beforeAll(async ({ baseURL }) => {
  provider = await startOidcTestProvider([`${baseURL}/auth/sso/${PROVIDER.id}/callback`]);
});
test.afterAll(() => provider.close());

async function shots(browser: Browser, name: string, run: (page: Page) => Promise<void>, storage?: string) {
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, storageState: storage });
    const page = await context.newPage();
    await run(page);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/sso-shots/${name}-${width}.png`, fullPage: true });
    await context.close();
  }
}

test('screens', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/sso');
  await page.getByRole('textbox', { name: 'Provider id', exact: true }).fill(PROVIDER.id);
  await page.getByRole('textbox', { name: 'Button name', exact: true }).fill(PROVIDER.name);
  await page.getByRole('textbox', { name: 'Issuer URL', exact: true }).fill(provider.issuer);
  await page.getByRole('textbox', { name: 'Client id', exact: true }).fill(TEST_CLIENT.clientId);
  await page.getByLabel('Client secret', { exact: true }).fill(TEST_CLIENT.clientSecret);
  await page.getByRole('textbox', { name: 'Allowed email domains', exact: true }).fill('example.com, acme.test');
  await page.getByRole('button', { name: 'Add provider' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'acme' })).toBeVisible();
  await page.context().storageState({ path: '/tmp/sso-shots/admin.json' });
  await shots(browser, 'admin-sso', async (p) => {
    await p.goto('/admin/sso');
    await expect(p.getByText(provider.issuer).first()).toBeVisible();
  }, '/tmp/sso-shots/admin.json');
  await shots(browser, 'login', async (p) => {
    await p.goto('/login');
    await expect(p.getByRole('link', { name: /Continue with/ })).toBeVisible();
  });
  await shots(browser, 'login-error', async (p) => {
    await p.goto('/login?sso_error=unverified_email');
    await expect(p.getByRole('link', { name: /Continue with/ })).toBeVisible();
  });
  await shots(browser, 'signup', async (p) => {
    await p.goto('/signup');
    await expect(p.getByRole('link', { name: /Continue with/ })).toBeVisible();
  });
  const owner = { fullName: 'Grace Hopper', email: uniqueEmail('shots-owner'), password: 'compiler1952!' };
  const ctx = await browser.newContext();
  const learner = await ctx.newPage();
  await signUp(learner, owner);
  await ctx.clearCookies();
  await learner.goto('/login');
  await learner.getByRole('link', { name: /Continue with/ }).click();
  await learner.getByPlaceholder('Enter any login').fill(owner.email);
  await learner.getByPlaceholder('and password').fill('x');
  await learner.getByRole('button', { name: 'Sign-in' }).click();
  await expect(learner).toHaveURL(/sso-link/);
  await ctx.storageState({ path: '/tmp/sso-shots/pending.json' });
  await shots(browser, 'sso-link', async (p) => {
    await p.goto('/login/sso-link');
    await expect(p.getByText(/An account with/)).toBeVisible();
  }, '/tmp/sso-shots/pending.json');
  await learner.getByLabel('Password').fill(owner.password);
  await learner.getByRole('button', { name: /Sign in and link/ }).click();
  await expect(learner).toHaveURL(/\/courses$/);
  await ctx.storageState({ path: '/tmp/sso-shots/owner.json' });
  await shots(browser, 'profile', async (p) => {
    await p.goto('/user/profile');
    await expect(p.getByRole('region', { name: 'Single sign-on' })).toBeVisible();
    await p.getByRole('region', { name: 'Single sign-on' }).scrollIntoViewIfNeeded();
  }, '/tmp/sso-shots/owner.json');
  await ctx.close();
});
