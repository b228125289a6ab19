import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's "device cookie": a browser that signed in to an account gets a token bound to that
 * account, and later logins from it skip the account-wide failure cap, so an attacker guessing
 * from many addresses cannot lock the owner out. The token proves a past sign-in, nothing more:
 * it is no session, and the per-address back-off still applies to it.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const mac = (appSecret: string, userId: string, nonce: string) => {
  const key = createHmac('sha256', appSecret).update('device-cookies').digest();
  return createHmac('sha256', key).update(`${userId}.${nonce}`).digest();
};

/** A new device token for this account: `<nonce>.<HMAC(account, nonce)>`. */
export function issueDeviceToken(appSecret: string, userId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(appSecret, userId, nonce).toString('base64url')}`;
}

/** Whether `token` was issued to this account by this server. */
export function isTrustedDevice(appSecret: string, userId: string, token: string | undefined): boolean {
  const [nonce, signature, extra] = token?.split('.') ?? [];
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = mac(appSecret, userId, nonce);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
