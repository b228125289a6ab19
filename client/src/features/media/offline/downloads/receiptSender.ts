import type { ApolloClient } from '@apollo/client';
import { errorCode } from '../../../../shared/errors';
import { SubmitViewingReceiptMutation } from './downloadDocuments';
import type { DownloadStore } from './downloadStore';

/** What became of the receipts sent: counted (and whether a lecture is now verified), or refused by the server. */
export interface ReceiptsSent {
  counted: number;
  verifiedLectures: string[];
  refused: number;
}

/** Answers that will never change on sending again: the receipt is dropped (CONFLICT: it was already counted). */
const FINAL_REFUSALS = new Set(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT']);

/**
 * Sends the receipts kept while offline, oldest first. A receipt the server counted or refused for good leaves the
 * store; one that could not be sent (still offline, the server unreachable) stays for the next time.
 */
export async function sendPendingReceipts(store: DownloadStore, client: ApolloClient): Promise<ReceiptsSent> {
  const sent: ReceiptsSent = { counted: 0, verifiedLectures: [], refused: 0 };
  for (const { receiptId, grantId, segments, heartbeats, mac } of await store.receipts()) {
    try {
      const { data } = await client.mutate({
        mutation: SubmitViewingReceiptMutation,
        variables: { input: { receiptId, grantId, segments, heartbeats, mac } },
      });
      sent.counted += 1;
      if (data?.submitViewingReceipt.verified) sent.verifiedLectures.push(data.submitViewingReceipt.lectureId);
      await store.removeReceipt(receiptId);
    } catch (error) {
      const code = errorCode(error);
      if (!code || !FINAL_REFUSALS.has(code)) break;
      if (code !== 'CONFLICT') sent.refused += 1;
      await store.removeReceipt(receiptId);
    }
  }
  return sent;
}
