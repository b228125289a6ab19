import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate } from '../../shared/orm';

/**
 * A webhook event already handled, inserted in the same transaction as its effect: a
 * redelivered or concurrently delivered event finds its row and changes nothing.
 */
const ProcessedEventSchema = defineEntity({
  name: 'ProcessedEvent',
  tableName: 'processed_events',
  properties: {
    /** The provider's event id (`evt_…`). */
    id: p.string().length(255).primary(),
    provider: p.enum(['stripe', 'test'] as const),
    type: p.string().length(100),
    processedAt: nowOnCreate(),
  },
});

export class ProcessedEvent extends ProcessedEventSchema.class {}
ProcessedEventSchema.setClass(ProcessedEvent);

/** The `processed_events` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type ProcessedEventTables = InferKyselyDB<typeof ProcessedEventSchema>;
