import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (an SSO provider's client secret, a webhook endpoint's signing secret) stored
 * sealed with AES-256-GCM under a key derived from APP_SECRET for one purpose: a copy of the database alone does not
 * give them away, and a value sealed for one purpose does not open for another.
 */
export type SecretPurpose = 'sso-client-secrets' | 'webhook-signing-secrets';

const keyOf = (appSecret: string, purpose: SecretPurpose) => createHmac('sha256', appSecret).update(purpose).digest();

/** `iv.tag.ciphertext`, each part base64url. */
export function sealSecret(appSecret: string, purpose: SecretPurpose, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the value was sealed under another APP_SECRET or purpose, or was altered. */
export function openSecret(appSecret: string, purpose: SecretPurpose, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret, purpose), iv as Buffer);
  decipher.setAuthTag(tag as Buffer);
  return Buffer.concat([decipher.update(data as Buffer), decipher.final()]).toString('utf8');
}
