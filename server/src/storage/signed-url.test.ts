import { describe, expect, it } from 'vitest';
import { createUrlSigner, expiryWindow } from './signed-url';

const signer = createUrlSigner('test-secret-that-is-at-least-32-characters');
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

describe('createUrlSigner', () => {
  it('accepts its own signature before expiry', () => {
    const { expires, signature } = signer.sign('videos/a.mp4', 600, now);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify('videos/a.mp4', expires, signature, now + 599)).toBe(true);
  });

  it('returns the same signature within a window and a new one after it', () => {
    const first = signer.sign('videos/a.mp4', 600, 1_700_000_040);
    expect(signer.sign('videos/a.mp4', 600, 1_700_000_099)).toEqual(first);
    expect(signer.sign('videos/a.mp4', 600, 1_700_000_100)).not.toEqual(first);
  });

  it('refuses the URL once it has expired', () => {
    const { expires, signature } = signer.sign('videos/a.mp4', 60, now);
    expect(signer.verify('videos/a.mp4', expires, signature, expires - 1)).toBe(true);
    expect(signer.verify('videos/a.mp4', expires, signature, expires)).toBe(false);
  });

  it('binds the signature to the key and the expiry', () => {
    const { expires, signature } = signer.sign('videos/a.mp4', 600, now);
    expect(signer.verify('videos/b.mp4', expires, signature, now)).toBe(false);
    expect(signer.verify('videos/a.mp4', expires + 3600, signature, now)).toBe(false);
  });

  it('refuses altered, padded or malformed signatures', () => {
    const { expires, signature } = signer.sign('videos/a.mp4', 600, now);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(signer.verify('videos/a.mp4', expires, flipped, now)).toBe(false);
    expect(signer.verify('videos/a.mp4', expires, `${signature}=`, now)).toBe(false);
    expect(signer.verify('videos/a.mp4', expires, '', now)).toBe(false);
    expect(signer.verify('videos/a.mp4', Number.NaN, signature, now)).toBe(false);
  });

  it('depends on the secret', () => {
    const other = createUrlSigner('another-secret-that-is-at-least-32-chars');
    const { expires, signature } = signer.sign('videos/a.mp4', 600, now);
    expect(other.verify('videos/a.mp4', expires, signature, now)).toBe(false);
  });
});
