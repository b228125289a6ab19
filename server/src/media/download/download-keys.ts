import { constants, createPublicKey, hkdfSync, publicEncrypt } from 'node:crypto';
import { badInput } from '../../shared/errors';

/** AES-128, as HLS's `METHOD=AES-128` encrypts media segments. */
export const DOWNLOAD_KEY_BYTES = 16;

/**
 * A download's AES-128 key: HKDF-SHA-256 of APP_SECRET with the grant's id as salt. The same grant always has the same
 * key (the media it encrypts and the viewing receipts it signs are checked against it), and no key is stored.
 * Rotating APP_SECRET ends every download.
 */
export function downloadKey(appSecret: string, grantId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, grantId, 'coursehub download key', DOWNLOAD_KEY_BYTES));
}

export const DEVICE_KEY_MESSAGE = 'The device key must be an RSA public key of 2048 bits or more (SPKI, base64)';

/**
 * The key wrapped for one device: encrypted with RSA-OAEP (SHA-256) to the public half of a key pair the browser made
 * for this session, whose private half it keeps unextractable. Base64.
 */
export function wrapForDevice(key: Buffer, devicePublicKey: string): string {
  let publicKey: ReturnType<typeof createPublicKey>;
  try {
    publicKey = createPublicKey({ key: Buffer.from(devicePublicKey, 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw badInput(DEVICE_KEY_MESSAGE, 'devicePublicKey');
  }
  const bits = publicKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (publicKey.asymmetricKeyType !== 'rsa' || bits < 2048) throw badInput(DEVICE_KEY_MESSAGE, 'devicePublicKey');
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, key).toString(
    'base64',
  );
}
