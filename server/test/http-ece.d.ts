/** http_ece (RFC 8188 encrypted content encoding), as web-push uses it; it ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParameters {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair. */
    privateKey?: ECDH;
    /** The authentication secret, base64url or bytes. */
    authSecret?: string | Buffer;
    dh?: string | Buffer;
    salt?: string | Buffer;
    keyid?: string;
  }

  export function decrypt(buffer: Buffer, parameters: EceParameters): Buffer;
  export function encrypt(buffer: Buffer, parameters: EceParameters): Buffer;
  const ece: { decrypt: typeof decrypt; encrypt: typeof encrypt };
  export default ece;
}
