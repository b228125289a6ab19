import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('the app entry', () => {
  it("configures zod to parse without eval, so the forms' validation trips no CSP report", async () => {
    await import('./mount');
    expect(z.config().jitless).toBe(true);
    // The whole app's modules load here: slow on a busy machine.
  }, 30_000);
});
