import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useOnline } from '../useOnline';
import type { DownloadStore } from './downloadStore';
import { type ReceiptsSent, sendPendingReceipts } from './receiptSender';

/** Sends the receipts kept offline whenever the device is (or comes back) online; says what the server made of them. */
export function useReceiptSending(store: DownloadStore | null) {
  const client = useApolloClient();
  const online = useOnline();
  const [sent, setSent] = useState<ReceiptsSent | null>(null);
  useEffect(() => {
    if (!online || !store) return;
    let current = true;
    sendPendingReceipts(store, client).then(
      (result) => {
        if (current && (result.counted || result.refused)) setSent(result);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [online, store, client]);
  return sent;
}
