import { contactSchema } from '@coursehub/shared';
import { type Connection, Keyset, type PageArgs } from '../../shared/pagination';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import { ContactMessage } from './contact-message.entity';

export async function submitContact(
  { em, deps, ip }: RequestScope,
  input: { name: string; email: string; message: string },
): Promise<void> {
  await deps.rateLimits.attempt('contact', ip);
  const fields = parseInput(contactSchema, input);
  em.create(ContactMessage, fields);
  await em.flush();
}

/** Newest first; contact_messages_created_at_index walks this order (the id only breaks ties). */
export const CONTACT_MESSAGES_NEWEST_FIRST = new Keyset('contact-messages:newest', [
  { sql: 'm.created_at', type: 'timestamp', descending: true },
  { sql: 'm.id', type: 'uuid', descending: true },
]);

/** A contact message as the admin's list shows it. */
export interface ListedContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

interface ContactMessageRow extends Record<string, unknown> {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: Date | string;
}

const toListed = (row: ContactMessageRow): ListedContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: new Date(row.created_at),
});

/** ADMIN only. The contact form's messages, newest first, `first` (1–100, 24 by default) after the cursor `after`. */
export async function listContactMessages(
  { em, viewer }: RequestScope,
  args: PageArgs,
): Promise<Connection<ListedContactMessage>> {
  requireRole(viewer, 'ADMIN');
  const { size, after } = CONTACT_MESSAGES_NEWEST_FIRST.page(args);
  const position = after ? CONTACT_MESSAGES_NEWEST_FIRST.after(after) : null;
  const [rows, [count]] = await Promise.all([
    em.execute<ContactMessageRow[]>(
      `select m.id, m.name, m.email, m.message, m.created_at, ${CONTACT_MESSAGES_NEWEST_FIRST.selectKeys()}
         from contact_messages m ${position ? `where ${position.sql}` : ''}
         ${CONTACT_MESSAGES_NEWEST_FIRST.orderBy()} limit ?`,
      [...(position?.params ?? []), size + 1],
    ),
    em.execute<{ total: number | string }[]>('select count(*)::int as total from contact_messages'),
  ]);
  return CONTACT_MESSAGES_NEWEST_FIRST.connection(rows, size, Number(count?.total ?? 0), toListed);
}
