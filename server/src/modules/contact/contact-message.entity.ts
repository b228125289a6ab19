import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(200),
    email: p.string().length(320),
    message: p.text(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export class ContactMessage extends ContactMessageSchema.class {}
ContactMessageSchema.setClass(ContactMessage);
