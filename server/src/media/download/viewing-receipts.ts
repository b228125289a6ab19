import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ReceiptBody, receiptMessage } from '@coursehub/shared';

/** HMAC-SHA-256 of the receipt with the download's key, base64. */
export const signReceipt = (key: Buffer, body: ReceiptBody) =>
  createHmac('sha256', key).update(receiptMessage(body)).digest('base64');

/** Whether `mac` is the receipt's signature with this key (compared in constant time). */
export function receiptSignedWith(key: Buffer, body: ReceiptBody, mac: string): boolean {
  const expected = Buffer.from(signReceipt(key, body), 'base64');
  const given = Buffer.from(mac, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
