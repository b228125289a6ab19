import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { hashPassword } from '../modules/user/passwords';
import { User } from '../modules/user/user.entity';
import type { Orm } from './orm';

/** A password that meets the signup rule: 16 characters with digits and a symbol. */
const generatePassword = () => `${randomBytes(12).toString('base64url').slice(0, 13)}7#a`;

/**
 * First start: creates the admin account. Without ADMIN_PASSWORD a strong one is
 * generated and printed once; it is never stored in clear or printed again.
 */
export async function seedAdmin(orm: Orm, config: Config, logger: Logger) {
  const em = orm.em.fork();
  if (await em.count(User, { role: 'ADMIN' })) return;
  const password = config.admin.password ?? generatePassword();
  em.create(User, {
    fullName: 'Administrator',
    email: config.admin.email,
    passwordHash: await hashPassword(password),
    role: 'ADMIN',
  });
  await em.flush();
  if (config.admin.password) {
    logger.info({ email: config.admin.email }, 'created the admin account from ADMIN_EMAIL and ADMIN_PASSWORD');
  } else {
    // Printed straight to the terminal, outside the JSON logs, so it is not shipped to log storage.
    process.stdout.write(
      `\n  Admin account created (shown once):\n    email:    ${config.admin.email}\n    password: ${password}\n\n`,
    );
  }
}
