import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate, uuidPrimaryKey } from '../shared/orm';

/**
 * A message to send, written in the same transaction as the event that causes it (a sign-up, a reset request), so
 * the event and its mail commit or roll back together. The `mail.send` job delivers it (outbox.ts).
 */
const OutboxSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox',
  properties: {
    id: uuidPrimaryKey(),
    recipient: p.string().length(320),
    subject: p.string().length(500),
    /** Emptied once sent: a body may hold a single-use link, which has no business staying in the database. */
    text: p.text(),
    html: p.text(),
    /** Extra headers of this message (List-Unsubscribe, say); null: none. */
    headers: p.json<Record<string, string>>().nullable(),
    createdAt: nowOnCreate(),
    /** Not sent before then: a mail about an event waits out the recipient's quiet hours (shared/quiet-hours.ts). */
    sendAfter: p.datetime().nullable(),
    /** A worker sending it holds it until then; a worker that died mid-send lets go when this passes. */
    claimedUntil: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    /** Delivery attempts started (claims); the reconcile pass gives up on a message after MAX_ATTEMPTS. */
    attempts: p.integer().default(0),
    lastError: p.string().length(1000).nullable(),
  },
  // The reconcile pass reads only unsent rows: the index stays as small as the backlog, whatever was sent.
  indexes: [{ name: 'outbox_unsent_index', properties: ['createdAt'], where: '"sent_at" is null' }],
});

export class OutboxMessage extends OutboxSchema.class {}
OutboxSchema.setClass(OutboxMessage);

/** The `outbox` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type OutboxTables = InferKyselyDB<typeof OutboxSchema>;
