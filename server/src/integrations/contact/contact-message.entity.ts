import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';

const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(200),
    email: p.string().length(320),
    message: p.text(),
    createdAt: nowOnCreate().index(),
  },
});

export class ContactMessage extends ContactMessageSchema.class {}
ContactMessageSchema.setClass(ContactMessage);

/** The `contact_messages` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type ContactMessageTables = InferKyselyDB<typeof ContactMessageSchema>;
