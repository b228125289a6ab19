import type { ApolloClient } from '@apollo/client';
import type { DownloadStore } from './downloadStore';
import { type ReceiptsSent, sendPendingReceipts } from './receiptSender';

/** What the last sending that the server answered made of the receipts, with the verified lectures' titles. */
export interface ReceiptsReport extends ReceiptsSent {
  verifiedTitles: string[];
}

/**
 * The device's one sender of viewing receipts, whichever screen is open when it comes back online: one run at a time
 * (a run asked for while another is on its way starts after it), so no receipt goes twice, and the last run the
 * server answered is kept for any screen to report, even one opened after it.
 */
export class ReceiptSync {
  private sending: Promise<void> = Promise.resolve();
  private report: ReceiptsReport | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly store: DownloadStore,
    private readonly client: ApolloClient,
  ) {}

  /** Sends what is pending; resolves once this run is over (a failed run is left for the next). */
  send(): Promise<void> {
    this.sending = this.sending
      .then(async () => {
        const sent = await sendPendingReceipts(this.store, this.client);
        if (!sent.counted && !sent.refused) return;
        const downloads = await this.store.list();
        const titles = downloads
          .filter((download) => sent.verifiedLectures.includes(download.lectureId))
          .map((download) => download.lectureTitle);
        // A lecture kept in two qualities is named once.
        this.report = { ...sent, verifiedTitles: [...new Set(titles)] };
        for (const listener of this.listeners) listener();
      })
      .catch(() => undefined);
    return this.sending;
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  lastReport = () => this.report;
}
