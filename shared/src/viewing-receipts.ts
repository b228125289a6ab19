/** One heartbeat as an offline viewing receipt carries it: the device's time (ms), position, playing, rate, visible. */
export interface ReceiptHeartbeat {
  atMs: number;
  positionSeconds: number;
  playing: boolean;
  rate: number;
  visible: boolean;
}

/** What a device signs of a receipt: its id, its download, the segments it played and its heartbeats, in order. */
export interface ReceiptBody {
  receiptId: string;
  grantId: string;
  segments: readonly number[];
  heartbeats: readonly ReceiptHeartbeat[];
}

/**
 * The signed text of a receipt: a JSON array in a fixed order, so that the device (WebCrypto's HMAC) and the server
 * (node:crypto) sign the same bytes whatever order an object's fields were written in.
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
