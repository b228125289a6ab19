import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { DownloadGrant } from './download-grant.entity';

/**
 * A viewing receipt the server has counted, by the id the device gave it: a receipt sent again (a replay, or a retry
 * after a lost answer) finds its id here and counts nothing. The rows go with their download.
 */
const ViewingReceiptSchema = defineEntity({
  name: 'ViewingReceipt',
  tableName: 'viewing_receipts',
  properties: {
    id: p.uuid().primary(),
    grant: () => p.manyToOne(DownloadGrant).ref().deleteRule('cascade').index(),
    receivedAt: p.datetime(),
  },
});

export class ViewingReceipt extends ViewingReceiptSchema.class {}
ViewingReceiptSchema.setClass(ViewingReceipt);

export type ViewingReceiptTables = InferKyselyDB<typeof ViewingReceiptSchema>;
