import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Heartbeat } from '../viewing/watch-sections';

/** One heartbeat as a receipt carries it: the device's time (ms), position, playing, rate, visible. */
export type ReceiptHeartbeat = Heartbeat;

/** What the device signs: the receipt's id, its download, the segments it played and its heartbeats, in order. */
export interface ReceiptBody {
  receiptId: string;
  grantId: string;
  segments: readonly number[];
  heartbeats: readonly ReceiptHeartbeat[];
}

/**
 * The signed text: a JSON array in a fixed order, so that the device (WebCrypto's HMAC) and the server sign the same
 * bytes whatever order an object's fields were written in.
 */
export const receiptMessage = ({ receiptId, grantId, segments, heartbeats }: ReceiptBody) =>
  JSON.stringify([
    receiptId,
    grantId,
    segments,
    heartbeats.map(({ atMs, positionSeconds, playing, rate, visible }) => [
      atMs,
      positionSeconds,
      playing,
      rate,
      visible,
    ]),
  ]);

/** HMAC-SHA-256 of the receipt with the download's key, base64. */
export const signReceipt = (key: Buffer, body: ReceiptBody) =>
  createHmac('sha256', key).update(receiptMessage(body)).digest('base64');

/** Whether `mac` is the receipt's signature with this key (compared in constant time). */
export function receiptSignedWith(key: Buffer, body: ReceiptBody, mac: string): boolean {
  const expected = Buffer.from(signReceipt(key, body), 'base64');
  const given = Buffer.from(mac, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
