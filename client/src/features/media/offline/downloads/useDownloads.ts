import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { DownloadGrantMutation } from './downloadDocuments';
import { DownloadManager } from './downloadManager';
import { type Download, type DownloadStore, indexedDbDownloadStore } from './downloadStore';
import { ReceiptSync } from './receiptSync';

let shared: { manager: DownloadManager; store: DownloadStore; receipts: ReceiptSync } | null | undefined;

/**
 * The device's one download manager and receipt sender, on IndexedDB (null where the browser has none): one per page,
 * so a download started on the lecture screen goes on, and shows, on the Downloads page.
 */
export function downloadsOnDevice(client: ApolloClient) {
  if (shared !== undefined) return shared;
  const store = indexedDbDownloadStore();
  shared = store && {
    store,
    receipts: new ReceiptSync(store, client),
    manager: new DownloadManager({
      store,
      async requestGrant(lectureId, quality, devicePublicKey) {
        const { data } = await client.mutate({
          mutation: DownloadGrantMutation,
          variables: { input: { lectureId, quality, devicePublicKey } },
        });
        if (!data) throw new Error('No download grant');
        return {
          ...data.downloadGrant,
          issuedAt: String(data.downloadGrant.issuedAt),
          expiresAt: String(data.downloadGrant.expiresAt),
        };
      },
    }),
  };
  return shared;
}

export function useDownloadsOnDevice() {
  return downloadsOnDevice(useApolloClient());
}

/** The downloads on this device and the bytes they keep, read again after every change the manager makes. */
export function useDownloads() {
  const device = useDownloadsOnDevice();
  const [state, setState] = useState<{ downloads: Download[]; bytesUsed: number; loaded: boolean }>({
    downloads: [],
    bytesUsed: 0,
    loaded: false,
  });
  useEffect(() => {
    if (!device) return;
    let current = true;
    const read = () =>
      void Promise.all([device.manager.list(), device.manager.bytesUsed()]).then(([downloads, bytesUsed]) => {
        if (current) setState({ downloads, bytesUsed, loaded: true });
      });
    read();
    const unsubscribe = device.manager.subscribe(read);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [device]);
  return { ...state, manager: device?.manager ?? null, supported: device !== null };
}
