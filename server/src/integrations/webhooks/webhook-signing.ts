import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@coursehub/shared';
import { Webhook } from 'standardwebhooks';
import { openSecret, sealSecret } from '../../shared/secret-box';

/** Bytes of key in a new secret: 32, as HMAC-SHA256's block-size guidance and Svix's own secrets use. */
const SECRET_BYTES = 32;
/** How long the secret before a rotation still signs, so receivers can switch over without dropping a delivery. */
export const SECRET_OVERLAP_HOURS = 24;

/** A new signing secret, `whsec_` and the key in base64 (the form the standardwebhooks libraries read). */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

/** A secret as stored: sealed under APP_SECRET, so a copy of the database alone cannot sign as the platform. */
export const sealWebhookSecret = (appSecret: string, secret: string) =>
  sealSecret(appSecret, 'webhook-signing-secrets', secret);

/** A stored secret, opened to sign with. One stored before secrets were sealed (`whsec_…` as is) is read as it is. */
export const openWebhookSecret = (appSecret: string, stored: string) =>
  stored.startsWith(WEBHOOK_SECRET_PREFIX) ? stored : openSecret(appSecret, 'webhook-signing-secrets', stored);

/**
 * The Standard Webhooks headers of one attempt. The signature comes from the `standardwebhooks` package (never
 * hand-made); during a rotation's overlap it carries one signature per valid secret, space-separated, which the
 * receiver's verify accepts whichever secret it holds.
 */
export function signedHeaders(
  secrets: readonly string[],
  eventId: string,
  at: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(eventId, at, body)).join(' '),
  };
}

/** The secrets an attempt at `now` signs with: the current one, and the previous one while its overlap lasts. */
export function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  const { secret, previousSecret, previousSecretExpiresAt } = endpoint;
  return previousSecret && previousSecretExpiresAt && previousSecretExpiresAt > now
    ? [secret, previousSecret]
    : [secret];
}
