import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** At most this much of what the page threw or logged as an error, so one chatty page cannot bury the log. */
const MAX_CHARACTERS = 8_000;

/**
 * Playwright's `test` with the journey's own browser context watched: what its pages throw (an error a route's
 * boundary caught and showed as "Something went wrong" included) and log as errors. A failed journey attaches them
 * (`page-errors`), and the failure-context reporter prints them beside its page, since CI keeps only the log.
 */
export const test = base.extend<{ pageErrors: undefined }>({
  pageErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      context.on('weberror', (webError) => {
        const error = webError.error();
        errors.push(`${webError.page()?.url() ?? ''}\n${error.stack ?? error.message}`);
      });
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.page()?.url() ?? ''} console: ${message.text()}`);
      });
      await use(undefined);
      if (errors.length && testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('page-errors', {
          body: errors.join('\n').slice(0, MAX_CHARACTERS),
          contentType: 'text/plain',
        });
      }
    },
    { auto: true },
  ],
});
