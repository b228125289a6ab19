import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { DUE_REVIEW, missQuestion } from '../../../test/review-fixtures';
import { TEST_CLOCK_OFFSET_HEADER } from '../../http/rest/request';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The due count a request sees, a day ahead of the app's clock by the header. */
async function dueTomorrow(app: TestApp, token: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      [TEST_CLOCK_OFFSET_HEADER]: String(DAY_MS),
    },
    body: JSON.stringify({ query: DUE_REVIEW }),
  });
  const body = (await response.json()) as { data: { dueReview: { dueCount: number } } };
  return body.data.dueReview.dueCount;
}

/** A learner who missed a question a moment ago. */
const learnerWhoMissed = async (app: TestApp) => (await missQuestion(app)).learner;

describe("the browser journeys' clock header", () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [on, off] = await Promise.all([startTestApp({ TEST_CLOCK_HEADER: 'true' }), startTestApp()]);
  });
  afterAll(() => Promise.all([on?.close(), off?.close()]));

  it("moves one request's time with TEST_CLOCK_HEADER, and nothing without it", async () => {
    const [learnerOn, learnerOff] = await Promise.all([learnerWhoMissed(on), learnerWhoMissed(off)]);
    expect(await dueTomorrow(on, learnerOn.token)).toBe(1);
    expect(await dueTomorrow(off, learnerOff.token)).toBe(0);
  });
});
