import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Freezes the calendar at `iso` for every test of the file: `new Date()` and `Date.now()` answer it, so what a screen
 * derives from today (the dashboard's year and month, an expiry's status, the copyright year) is the same on every
 * day the suite runs. Only Date is faked: timers, and so Testing Library's waits and user-event, run as usual.
 */
export function freezeClock(iso: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
