import { createHmac, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Em } from '../../shared/orm';
import { RecoveryCode, type RecoveryCodeTables } from './recovery-code.entity';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I/L: codes are read off paper. 10 characters of 31 carry about 50 bits. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const normalise = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Keyed with APP_SECRET: the hashes in a dump cannot be checked against guesses offline. */
const hashOf = (appSecret: string, code: string) =>
  createHmac('sha256', createHmac('sha256', appSecret).update('recovery-codes').digest())
    .update(normalise(code))
    .digest('hex');

const newCode = () => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** Replaces the account's recovery codes with 10 new ones; returns them (shown once, only hashes are stored). */
export async function replaceRecoveryCodes(em: Em, appSecret: string, userId: string): Promise<string[]> {
  await em.getKysely<RecoveryCodeTables>().deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  for (const code of codes) em.create(RecoveryCode, { user: userId, codeHash: hashOf(appSecret, code) });
  return codes;
}

/** Uses up one recovery code of the account (in one statement: the same code never works twice). */
export async function useRecoveryCode(em: Em, appSecret: string, userId: string, code: string): Promise<boolean> {
  const used = await em
    .getKysely<RecoveryCodeTables>()
    .updateTable('recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashOf(appSecret, code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

export async function recoveryCodesLeft(em: Em, userId: string): Promise<number> {
  const row = await em
    .getKysely<RecoveryCodeTables>()
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

export async function deleteRecoveryCodes(em: Em, userId: string) {
  await em.getKysely<RecoveryCodeTables>().deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
