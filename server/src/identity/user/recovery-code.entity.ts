import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';
import { User } from './user.entity';

/** One of the account's single-use recovery codes (second-factor.ts): only its keyed hash is stored. */
const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  tableName: 'recovery_codes',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade').index(),
    codeHash: p.string().length(64),
    createdAt: nowOnCreate(),
    usedAt: p.datetime().nullable(),
  },
});

export class RecoveryCode extends RecoveryCodeSchema.class {}
RecoveryCodeSchema.setClass(RecoveryCode);

export type RecoveryCodeTables = InferKyselyDB<typeof RecoveryCodeSchema>;
