import type { Em } from '../../shared/orm';

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
const FROM_ADDRESS = 'lower(email) = lower(?)';

/** The messages sent through the contact form from this address, newest first (the account's data export). */
export async function contactMessagesFrom(em: Em, email: string): Promise<OwnContactMessage[]> {
  const rows = await em.execute<{ name: string; message: string; created_at: Date | string }[]>(
    `select name, message, created_at from contact_messages where ${FROM_ADDRESS} order by created_at desc, id desc`,
    [email],
  );
  return rows.map((row) => ({ name: row.name, message: row.message, createdAt: new Date(row.created_at) }));
}

/** Deletes the messages sent from this address, in the caller's transaction (closing the account that owns it). */
export async function deleteContactMessagesFrom(em: Em, email: string): Promise<void> {
  await em.execute(`delete from contact_messages where ${FROM_ADDRESS}`, [email]);
}
