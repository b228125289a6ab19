import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough of a page's accessibility snapshot to read what it showed, without burying the rest of the log. */
const MAX_CHARACTERS = 12_000;

/** Where the error context's page snapshot begins (the file opens with instructions and the error). */
const PAGE_SNAPSHOT = '```yaml';

/**
 * Prints a failed journey's error context (its page as an accessibility snapshot: the notices, alerts and fields it
 * showed), and what its pages threw or logged as errors, into the run's output. CI keeps only that output, never the test-results folder, so a failure that does not
 * come back on a second run can still be read.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const title = test.titlePath().filter(Boolean).join(' › ');
    for (const attachment of result.attachments) {
      // What the journey's pages threw or logged as errors (e2e/journey.ts), attached as text.
      if (attachment.name === 'page-errors' && attachment.body) {
        process.stdout.write(`\n--- errors in the pages of "${title}" ---\n${attachment.body.toString('utf8')}\n---\n`);
        continue;
      }
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      // The page's snapshot only: the error itself and its call log are in the list reporter's output already.
      const whole = readFileSync(attachment.path, 'utf8');
      const context = whole.includes(PAGE_SNAPSHOT) ? whole.slice(whole.indexOf(PAGE_SNAPSHOT)) : whole;
      const shown =
        context.length > MAX_CHARACTERS ? `${context.slice(0, MAX_CHARACTERS)}\n[… cut at ${MAX_CHARACTERS}]` : context;
      process.stdout.write(`\n--- error context of "${title}" ---\n${shown}\n---\n`);
    }
  }

  printsToStdio() {
    return false;
  }
}
