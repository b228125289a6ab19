import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../useOnline';
import type { DownloadStore } from './downloadStore';
import { type ReceiptsSent, sendPendingReceipts } from './receiptSender';

/** Sends the receipts kept offline whenever the device is (or comes back) online; says what the server made of them. */
export function useReceiptSending(store: DownloadStore | null) {
  const client = useApolloClient();
  const online = useOnline();
  const [sent, setSent] = useState<ReceiptsSent | null>(null);
  // One sending at a time: a run asked for while another is on its way starts after it, so no receipt goes twice.
  const sending = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    if (!online || !store) return;
    // What the server counted is told even when the page's inputs changed meanwhile: those receipts have left the
    // device, and no later run would report them.
    sending.current = sending.current
      .then(() => sendPendingReceipts(store, client))
      .then(
        (result) => {
          if (result.counted || result.refused) setSent(result);
        },
        () => undefined,
      );
  }, [online, store, client]);
  return sent;
}
