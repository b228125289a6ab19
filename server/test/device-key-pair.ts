import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';

/**
 * A device's key pair for downloads, as the browser makes one per session (RSA-OAEP, 2048 bits): the public half as a
 * download grant asks for it, and the private half's unwrapping of the key a grant wraps for it.
 */
export function deviceKeyPair() {
  const device = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    devicePublicKey: device.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    unwrap: (wrapped: string) =>
      privateDecrypt(
        { key: device.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(wrapped, 'base64'),
      ),
  };
}
