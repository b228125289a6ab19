import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate } from '../../shared/orm';
import { User } from './user.entity';

/** A kind of mail a user turned off (MAIL_KINDS in @coursehub/shared); no row: the mail is on. */
const MailOptOutSchema = defineEntity({
  name: 'MailOptOut',
  tableName: 'mail_opt_outs',
  properties: {
    user: () => p.manyToOne(User).ref().deleteRule('cascade').primary(),
    kind: p.string().length(40).primary(),
    createdAt: nowOnCreate(),
  },
});

export class MailOptOut extends MailOptOutSchema.class {}
MailOptOutSchema.setClass(MailOptOut);

/** The `mail_opt_outs` table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type MailOptOutTables = InferKyselyDB<typeof MailOptOutSchema>;
