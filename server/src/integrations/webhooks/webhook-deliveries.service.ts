import type { WebhookEventTables } from '../../events/webhook-event.entity';
import { knownId } from '../../shared/ids';
import { type Connection, Keyset, type PageArgs } from '../../shared/pagination';
import type { RequestScope } from '../../shared/scope';
import { requireRole } from '../../shared/viewer';
import type { DeliveryStatus, WebhookTables } from './webhook.entity';

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  attempts: number;
  requestBody: string;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number | null;
  error: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  /** When the next attempt is due; null unless PENDING. */
  nextAttemptAt: Date | null;
}

const NEWEST_FIRST = new Keyset('webhookDeliveries', [
  { sql: 'd.created_at', type: 'timestamp', descending: true },
  { sql: 'd.id', type: 'uuid', descending: true },
]);

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** ADMIN: one endpoint's delivery log, newest first, a page at a time; empty for an unknown endpoint. */
export async function listWebhookDeliveries(
  { em, viewer }: RequestScope,
  endpointId: string,
  args: PageArgs,
): Promise<Connection<WebhookDeliveryView>> {
  requireRole(viewer, 'ADMIN');
  const endpoint = knownId(endpointId, 'Webhook endpoint');
  const { size, after } = NEWEST_FIRST.page(args);
  const db = em.getKysely<WebhookTables & WebhookEventTables>();
  const rows = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .selectAll('d')
    .select('v.body')
    .select(NEWEST_FIRST.keySelections())
    .where('d.endpoint_id', '=', endpoint);
  const [page, count] = await Promise.all([
    NEWEST_FIRST.inOrder(after ? rows.where(NEWEST_FIRST.afterPosition(after)) : rows)
      .limit(size + 1)
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('endpoint_id', '=', endpoint)
      .executeTakeFirst(),
  ]);
  return NEWEST_FIRST.connection(page, size, Number(count?.total ?? 0), (row) => ({
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    requestBody: row.body,
    responseStatus: row.response_status,
    responseBody: row.response_body,
    durationMs: row.duration_ms,
    error: row.error,
    createdAt: new Date(row.created_at),
    lastAttemptAt: date(row.last_attempt_at),
    nextAttemptAt: row.status === 'PENDING' ? date(row.next_attempt_at) : null,
  }));
}
