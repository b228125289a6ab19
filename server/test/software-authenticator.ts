import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for server tests: real P-256 keys and signatures, authenticator data and
 * attestation objects laid out as WebAuthn defines them (the CBOR encoded by the WebAuthn library's own encoder).
 * It answers what a browser would send; the browser journeys use Chromium's virtual authenticator instead.
 */
export function softwareAuthenticator(rpId: string, origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(32);
  const id = credentialId.toString('base64url');
  let counter = 0;
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
  const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
  // UP | UV | BE | BS: user present and verified, a synced (backed-up) credential.
  const FLAGS = 0x01 | 0x04 | 0x08 | 0x10;
  const counterBytes = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return bytes;
  };
  const clientData = (type: string, challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    id,
    /** Sets the signature counter the next assertion carries (a clone's counter lags behind the original's). */
    setCounter(value: number) {
      counter = value;
    },
    /** The browser's answer to registration options (JSON text of the options' `challenge`). */
    register(challenge: string, from = origin) {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([FLAGS | 0x40]),
        counterBytes(counter),
        Buffer.alloc(16),
        length,
        credentialId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return JSON.stringify({
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge, from)),
          attestationObject: b64(attestationObject),
          transports: ['internal', 'hybrid'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      });
    },
    /** The browser's answer to authentication options: a signed assertion, counter one up. */
    assert(challenge: string, from = origin) {
      counter += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAGS]), counterBytes(counter)]);
      const clientDataJSON = clientData('webauthn.get', challenge, from);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return JSON.stringify({
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      });
    },
  };
}
