import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { test as base, expect } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { SPARE_PORT } from './servers';
import { courseIdByTitle, expectVideoPlays, lecturesAs, signUp, uniqueEmail, waitForLecturesReady } from './support';

/** Beside the journeys' own servers (playwright.config.ts), on the port after theirs. */
const PORT = SPARE_PORT;

/**
 * A server started as an operator starts one, with no PUBLIC_URL, read until it prints the
 * address it listens on ('listening', with `url`): these journeys open exactly that address, so
 * the checkout page and its return pages must work there. Its output is read to the end, so a
 * full pipe never stalls it.
 */
async function startPrintingServer(): Promise<{ address: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ['e2e/serve.mjs', String(PORT)], {
    env: { ...process.env, E2E_SERVER_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: server.stdout! });
  const printed = new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before printing its address`)));
    lines.on('line', (line) => {
      const entry = (() => {
        try {
          return JSON.parse(line) as { msg?: string; url?: string };
        } catch {
          return {};
        }
      })();
      if (entry.msg === 'listening' && entry.url) resolve(entry.url);
    });
  });
  return { address: await printed, server };
}

const test = base.extend<object, { printedAddress: string }>({
  printedAddress: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const { address, server } = await startPrintingServer();
      try {
        await use(address);
      } finally {
        server.kill('SIGTERM');
        if (server.exitCode === null) await once(server, 'exit');
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ printedAddress }, use) => use(printedAddress),
});

test('a learner at the printed address subscribes in test mode, watches a lecture, cancels with a refund and is refused again', async ({
  page,
  printedAddress,
}) => {
  // The default public URL is the address the server prints: HOST and PORT, as written.
  expect(printedAddress).toBe(`http://127.0.0.1:${PORT}`);
  const email = uniqueEmail('payer');
  await signUp(page, { fullName: 'Paying Learner', email, password: 'payer123!' });
  // The spec's flow: sign up, then subscribe. By default checkout needs no confirmed email (Stripe confirms the buyer's).
  await page.goto('/checkout');
  await expect(page.getByText(/100% refund on cancellation/)).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  // The test checkout page and the return to the app stay on the printed address, with the session cookie.
  expect(page.url()).toContain(`${printedAddress}/api/v1/payments/test-checkout/cs_test_`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.origin === printedAddress && url.pathname === '/checkout/success' && url.searchParams.has('session_id'),
  );
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();

  await page.goto('/user/profile');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  // The demo lectures are seeded PROCESSING; the server's worker transcodes them.
  await waitForLecturesReady(printedAddress, 'Python for Data Analysis');
  await openCourseLectures(page, 'Python for Data Analysis');
  await expectVideoPlays(page);

  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Are you sure you want to cancel your subscription?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Cancellation successful')).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Yes' })).toBeVisible();

  const courseId = await courseIdByTitle(page, 'Python for Data Analysis');
  const lectures = await lecturesAs(page, courseId!);
  expect(lectures.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
});

test('cancelling on the payment page leads to the failure screen and back to checkout', async ({ page }) => {
  const email = uniqueEmail('hesitant');
  await signUp(page, { fullName: 'Hesitant Learner', email, password: 'hesitant1!' });
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/failure$/);
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
});
