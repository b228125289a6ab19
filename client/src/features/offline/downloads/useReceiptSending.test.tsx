import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mock, mockClient } from '../../../test/mocks';
import { SubmitViewingReceiptMutation } from './downloadDocuments';
import { type DownloadStore, memoryDownloadStore, type PendingReceipt } from './downloadStore';
import { useReceiptSending } from './useReceiptSending';

const receipt: PendingReceipt = { receiptId: 'r-1', grantId: 'g-1', segments: [0, 6], heartbeats: [], mac: 'mac' };

describe('useReceiptSending', () => {
  it('tells what the server counted even when its inputs change while the receipt is on its way, sending it once', async () => {
    const store = memoryDownloadStore();
    await store.putReceipt(receipt);
    // One answer only, late: a second send of the same receipt would find no mock and fail the count.
    const client = mockClient([
      mock({
        request: { query: SubmitViewingReceiptMutation, variables: { input: receipt } },
        result: {
          data: {
            submitViewingReceipt: {
              __typename: 'ViewingReceiptResult',
              lectureId: 'l-1',
              watchedSeconds: 6,
              verified: true,
            },
          },
        },
        delay: 50,
      }),
    ]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result, rerender } = renderHook(({ current }: { current: DownloadStore }) => useReceiptSending(current), {
      wrapper,
      initialProps: { current: store },
    });
    // The same store under a new identity, as a page that reloads its device state hands it over.
    rerender({ current: { ...store } });
    await waitFor(() => expect(result.current).toEqual({ counted: 1, verifiedLectures: ['l-1'], refused: 0 }));
    expect(await store.receipts()).toEqual([]);
  });
});
