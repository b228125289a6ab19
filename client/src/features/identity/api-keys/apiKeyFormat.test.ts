import { describe, expect, it } from 'vitest';
import { apiKeyStatus, dateInputValue, expiryBounds, expiryInstant } from './apiKeyFormat';

const NOW = new Date(2026, 10, 22, 15, 0, 0);

describe('apiKeyStatus', () => {
  it('is Revoked once revoked, whatever the expiry, else Expired past its expiry, else Active', () => {
    expect(apiKeyStatus({ revokedAt: '2026-11-01T00:00:00Z', expiresAt: '2099-01-01T00:00:00Z' }, NOW)).toBe('Revoked');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: new Date(NOW.getTime() - 1000).toISOString() }, NOW)).toBe(
      'Expired',
    );
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2099-01-01T00:00:00Z' }, NOW)).toBe('Active');
  });
});

describe('the expiry date', () => {
  it('may be from tomorrow to 365 days away, and means the end of that local day', () => {
    expect(expiryBounds(NOW)).toEqual({ min: '2026-11-23', max: '2027-11-22' });
    expect(dateInputValue(NOW, 90)).toBe('2027-02-20');
    expect(expiryInstant('2026-11-23', NOW)).toBe(new Date(2026, 10, 23, 23, 59, 59).toISOString());
    expect(expiryInstant('2026-11-22', NOW)).toBeNull();
    expect(expiryInstant('2027-11-23', NOW)).toBeNull();
    expect(expiryInstant('', NOW)).toBeNull();
  });
});
