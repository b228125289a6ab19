import { API_KEY_MAX_LIFETIME_DAYS } from '@coursehub/shared';

export type ApiKeyStatus = 'Active' | 'Expired' | 'Revoked';

/** Revoked before all else: a revoked key stays revoked whatever its expiry says. */
export function apiKeyStatus(key: { revokedAt?: string | null; expiresAt: string }, now = new Date()): ApiKeyStatus {
  if (key.revokedAt) return 'Revoked';
  return new Date(key.expiresAt) <= now ? 'Expired' : 'Active';
}

/** A key made today lives this long unless the admin picks another date. */
export const DEFAULT_LIFETIME_DAYS = 90;

/** `YYYY-MM-DD` of the local day `days` after `from` (what a date input holds). */
export function dateInputValue(from: Date, days: number): string {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The dates a key may expire on: from tomorrow to the server's longest lifetime (both local days). */
export const expiryBounds = (now = new Date()) => ({
  min: dateInputValue(now, 1),
  max: dateInputValue(now, API_KEY_MAX_LIFETIME_DAYS - 1),
});

/** The end of the chosen local day, as the instant the server keeps; null when the date is not in the bounds. */
export function expiryInstant(value: string, now = new Date()): string | null {
  const { min, max } = expiryBounds(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < min || value > max) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 23, 59, 59).toISOString();
}
