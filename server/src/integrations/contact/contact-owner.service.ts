import type { ExpressionBuilder } from 'kysely';
import type { DomainEventBus } from '../../events/domain-events';
import type { Em } from '../../shared/orm';
import type { ContactMessageTables } from './contact-message.entity';

/** A contact message as its sender finds it in their data export. */
export interface OwnContactMessage {
  name: string;
  message: string;
  createdAt: Date;
}

/*
 * A contact message has no account: it is the sender's by the address they gave. Users' addresses are stored
 * lower-cased and the form keeps what was typed, so both sides are compared lower-cased.
 */
const fromAddress = (email: string) => (eb: ExpressionBuilder<ContactMessageTables, 'contact_messages'>) =>
  eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)]));

/** The messages sent through the contact form from this address, newest first (the account's data export). */
export async function contactMessagesFrom(em: Em, email: string): Promise<OwnContactMessage[]> {
  const rows = await em
    .getKysely<ContactMessageTables>()
    .selectFrom('contact_messages')
    .select(['name', 'message', 'created_at'])
    .where(fromAddress(email))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ name: row.name, message: row.message, createdAt: new Date(row.created_at) }));
}

/** A closing account's address takes the messages sent from it along, in the closing transaction. */
export function subscribeContactErasure<C>(events: DomainEventBus<C>) {
  events.onInTransaction('account.closing', async (em, { email }) => {
    await em.getKysely<ContactMessageTables>().deleteFrom('contact_messages').where(fromAddress(email)).execute();
  });
}
