import { contactSchema } from '@coursehub/shared';
import { type Selection, sql } from 'kysely';
import { type Connection, Keyset, type PageArgs } from '../../shared/pagination';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import { ContactMessage, type ContactMessageTables } from './contact-message.entity';

/** What the contact form sends, and the admin's list shows of it. */
export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

/** Stores a contact form's message; returns when it was received. */
export async function submitContact(
  { em, deps, ip }: RequestScope,
  input: ContactFields,
): Promise<{ createdAt: Date }> {
  await deps.rateLimits.attempt('contact', ip);
  const fields = parseInput(contactSchema, input);
  const message = em.create(ContactMessage, fields);
  await em.flush();
  return { createdAt: message.createdAt };
}

/** Newest first; contact_messages_created_at_index walks this order (the id only breaks ties). */
export const CONTACT_MESSAGES_NEWEST_FIRST = new Keyset('contact-messages:newest', [
  { sql: 'm.created_at', type: 'timestamp', descending: true },
  { sql: 'm.id', type: 'uuid', descending: true },
]);

/** A contact message as the admin's list shows it. */
export interface ListedContactMessage extends ContactFields {
  id: string;
  createdAt: Date;
}

const LISTED_COLUMNS = ['m.id', 'm.name', 'm.email', 'm.message', 'm.created_at'] as const;

type ContactMessageRow = Selection<
  ContactMessageTables & { m: ContactMessageTables['contact_messages'] },
  'm',
  (typeof LISTED_COLUMNS)[number]
>;

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
  const messages = em.getKysely<ContactMessageTables>().selectFrom('contact_messages as m');
  const page = after ? messages.where(CONTACT_MESSAGES_NEWEST_FIRST.afterPosition(after)) : messages;
  const [rows, count] = await Promise.all([
    CONTACT_MESSAGES_NEWEST_FIRST.inOrder(
      page.select([...LISTED_COLUMNS, ...CONTACT_MESSAGES_NEWEST_FIRST.keySelections()]),
    )
      .limit(size + 1)
      .execute(),
    messages.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return CONTACT_MESSAGES_NEWEST_FIRST.connection(rows, size, count.total, toListed);
}
