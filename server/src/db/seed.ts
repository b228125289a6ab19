import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { hashPassword } from '../identity/user/passwords';
import { User } from '../identity/user/user.entity';
import type { Orm } from '../shared/orm';

/** A password that meets the signup rule: 16 characters with digits and a symbol. */
const generatePassword = () => `${randomBytes(12).toString('base64url').slice(0, 13)}7#a`;

/** Any fixed number; instances starting together take turns, and only the first one creates the admin. */
const ADMIN_SEED_LOCK_ID = 7_270_044;

/**
 * First start: creates the admin account. Without ADMIN_PASSWORD a strong one is
 * generated and printed once; it is never stored in clear or printed again. Replicas
 * starting together on one database check and insert under an advisory lock, so one of
 * them creates the admin (and prints its password) and the others find it and go on.
 */
export async function seedAdmin(orm: Orm, config: Config, logger: Logger) {
  // Every later start stops here, without hashing or locking.
  if (await orm.em.fork().count(User, { role: 'ADMIN' })) return;
  const password = config.admin.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const created = await orm.em.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?)', [ADMIN_SEED_LOCK_ID]);
    if (await em.count(User, { role: 'ADMIN' })) return false; // another instance was first
    // The operator chose this address: nothing to confirm.
    em.create(User, {
      fullName: 'Administrator',
      email: config.admin.email,
      passwordHash,
      role: 'ADMIN',
      emailVerified: true,
    });
    return true;
  });
  if (!created) return;
  if (config.admin.password) {
    logger.info({ email: config.admin.email }, 'created the admin account from ADMIN_EMAIL and ADMIN_PASSWORD');
  } else {
    // Printed straight to the terminal, outside the JSON logs, so it is not shipped to log storage.
    process.stdout.write(
      `\n  Admin account created (shown once):\n    email:    ${config.admin.email}\n    password: ${password}\n\n`,
    );
  }
}
