import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '../../mail/layout';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;

export const totpOf = (secretBase32: string, accountName: string) =>
  new TOTP({
    issuer: PRODUCT_NAME,
    label: accountName,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/**
 * The time step a code is valid for now (within the window), or null. The caller refuses a step it already accepted,
 * so an overheard code cannot be used again.
 */
export function acceptedStep(secretBase32: string, code: string, now: number): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32, '').validate({ token, window: WINDOW, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** TOTP secrets are stored encrypted (AES-256-GCM, a key derived from APP_SECRET): a database dump alone yields none. */
const keyOf = (appSecret: string) => createHmac('sha256', appSecret).update('totp-secrets').digest();

export function encryptTotpSecret(appSecret: string, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const data = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptTotpSecret(appSecret: string, stored: string): string {
  const [, iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('Malformed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
