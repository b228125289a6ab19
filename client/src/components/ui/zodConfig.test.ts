import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('the form fields', () => {
  it("configure zod to parse without eval, so the forms' validation trips no CSP report", async () => {
    await import('./form-field');
    expect(z.config().jitless).toBe(true);
  });
});
