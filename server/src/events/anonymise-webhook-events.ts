import type { Em } from '../shared/orm';
import type { WebhookEventTables } from './webhook-event.entity';

/** What an event's data may say of a person besides their id (`user.created`'s). */
const PERSONAL_FIELDS = ['email', 'fullName'] as const;

/**
 * Empties a closing account's events of its email and name (the events are kept for their retention period, and
 * replays resend them), keeping its id, which integrators key on. Run in the closing transaction, so an account is
 * never gone while its address stays in an event. Deliveries hold no body of their own: they send the event's.
 * Returns how many events changed.
 */
export async function anonymiseWebhookEventsOf(em: Em, userId: string): Promise<number> {
  const db = em.getKysely<WebhookEventTables>();
  // The bodies are JSON.stringify's, without spaces; the id is a UUID, with nothing LIKE would read as a wildcard.
  const rows = await db
    .selectFrom('webhook_events')
    .select(['id', 'body'])
    .where('body', 'like', `%"userId":"${userId}"%`)
    .execute();
  let changed = 0;
  for (const row of rows) {
    const body = JSON.parse(row.body) as { data?: Record<string, unknown> };
    const data = body.data;
    if (data?.userId !== userId || !PERSONAL_FIELDS.some((field) => typeof data[field] === 'string')) continue;
    for (const field of PERSONAL_FIELDS) if (field in data) data[field] = null;
    await db
      .updateTable('webhook_events')
      .set({ body: JSON.stringify(body) })
      .where('id', '=', row.id)
      .execute();
    changed += 1;
  }
  return changed;
}
