import { describe, expect, it } from 'vitest';
import { mock, mockClient } from '../../../../test/mocks';
import { SubmitViewingReceiptMutation } from './downloadDocuments';
import { type Download, memoryDownloadStore, type PendingReceipt } from './downloadStore';
import { ReceiptSync } from './receiptSync';

const receipt: PendingReceipt = { receiptId: 'r-1', grantId: 'g-1', segments: [0, 6], heartbeats: [], mac: 'mac' };

const download = (id: string, quality: Download['quality']): Download => ({
  id,
  lectureId: 'l-1',
  lectureTitle: 'Colour',
  courseId: 'c-1',
  courseTitle: 'Design',
  quality,
  wrappedKey: 'key',
  issuedAt: '2026-11-01T00:00:00Z',
  expiresAt: '2027-11-01T00:00:00Z',
  progress: 'complete',
  files: [],
  filesStored: 0,
  expectedBytes: 0,
  bytesStored: 0,
  captions: [],
  createdAt: 0,
});

describe('ReceiptSync', () => {
  it('sends each receipt once when asked twice at once, and reports the verified lecture by title, once', async () => {
    const store = memoryDownloadStore();
    await store.putReceipt(receipt);
    await store.put(download('g-1', 'SD_360'));
    await store.put(download('g-2', 'HD_720'));
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
    const sync = new ReceiptSync(store, client);
    const reports: unknown[] = [];
    sync.subscribe(() => reports.push(sync.lastReport()));

    await Promise.all([sync.send(), sync.send()]);

    const report = { counted: 1, verifiedLectures: ['l-1'], refused: 0, verifiedTitles: ['Colour'] };
    expect(reports).toEqual([report]);
    expect(sync.lastReport()).toEqual(report);
    expect(await store.receipts()).toEqual([]);
  });

  it('reports nothing when no receipt was pending', async () => {
    const sync = new ReceiptSync(memoryDownloadStore(), mockClient([]));
    await sync.send();
    expect(sync.lastReport()).toBeNull();
  });
});
