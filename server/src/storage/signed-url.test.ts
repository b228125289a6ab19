import { describe, expect, it } from 'vitest';
import { expiryWindow } from './signed-url';

const now = 1_700_000_003;

describe('expiryWindow', () => {
  it('keeps every URL valid for between ttl and 1.1 × ttl', () => {
    for (let t = now; t < now + 200; t += 7) {
      const { expires } = expiryWindow(600, t);
      expect(expires - t).toBeGreaterThanOrEqual(600);
      expect(expires - t).toBeLessThanOrEqual(660);
    }
  });

  it('uses a one-second window for short TTLs', () => {
    expect(expiryWindow(5, now)).toEqual({ start: now, expires: now + 6 });
  });

  it('refuses TTLs that are not positive integers', () => {
    expect(() => expiryWindow(0, now)).toThrow(RangeError);
    expect(() => expiryWindow(1.5, now)).toThrow(RangeError);
  });
});
