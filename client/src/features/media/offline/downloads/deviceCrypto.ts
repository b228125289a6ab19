import { receiptMessage } from '@coursehub/shared';
import type { DeviceKeys, DownloadStore, PendingReceipt } from './downloadStore';

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * The device's key pair for downloads (RSA-OAEP, 2048 bits): made once and kept in the download store, its private
 * half unextractable, so a copy of the store on another device cannot unwrap a download's key.
 */
export async function deviceKeys(store: DownloadStore, crypto: Crypto = globalThis.crypto): Promise<DeviceKeys> {
  const kept = await store.deviceKeys();
  if (kept) return kept;
  const pair = await crypto.subtle.generateKey(
    { ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    false,
    ['decrypt'],
  );
  const keys = {
    publicKey: toBase64(await crypto.subtle.exportKey('spki', pair.publicKey)),
    privateKey: pair.privateKey,
  };
  await store.setDeviceKeys(keys);
  return keys;
}

/** A download's AES-128 key, unwrapped with the device's private key: held in memory while it plays, never stored. */
export async function unwrapDownloadKey(
  privateKey: CryptoKey,
  wrappedKey: string,
  crypto: Crypto = globalThis.crypto,
): Promise<ArrayBuffer> {
  return crypto.subtle.decrypt(RSA_OAEP, privateKey, fromBase64(wrappedKey));
}

/** A receipt signed with the download's key (HMAC-SHA-256, base64), as the server checks it. */
export async function signReceipt(
  key: ArrayBuffer,
  body: Omit<PendingReceipt, 'mac'>,
  crypto: Crypto = globalThis.crypto,
): Promise<PendingReceipt> {
  const hmac = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(receiptMessage(body)));
  return { ...body, mac: toBase64(mac) };
}
