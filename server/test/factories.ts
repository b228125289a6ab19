import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/identity/user/passwords';
import { type SubscriptionStatus, User } from '../src/identity/user/user.entity';
import type { Role } from '../src/shared/viewer';
import type { TestApp } from './harness';

export const DEFAULT_PASSWORD = 'secret1!';

/**
 * One argon2 hash of DEFAULT_PASSWORD per test process, shared by every user made here: each hash costs about 20 ms of
 * CPU, thousands of times a run. Signing in still verifies it with argon2, as for any account.
 */
let defaultPasswordHash: Promise<string> | undefined;
const hashOfDefaultPassword = () => {
  defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultPasswordHash;
};

/**
 * A user straight in the database, with a valid session token. Its email is unconfirmed, as after a signup, unless
 * `emailVerified` (what checkout needs under REQUIRE_CONFIRMED_EMAIL_FOR_CHECKOUT; the confirmation itself is tested in
 * email-verification).
 */
export async function createUser(
  app: TestApp,
  overrides: {
    role?: Role;
    subscriptionStatus?: SubscriptionStatus;
    email?: string;
    fullName?: string;
    emailVerified?: boolean;
  } = {},
) {
  const em = app.orm.em.fork();
  const user = em.create(User, {
    fullName: overrides.fullName ?? 'Test Learner',
    email: overrides.email ?? `user-${randomUUID()}@example.com`,
    passwordHash: await hashOfDefaultPassword(),
    role: overrides.role ?? 'USER',
    subscriptionStatus: overrides.subscriptionStatus ?? 'inactive',
    emailVerified: overrides.emailVerified ?? false,
  });
  await em.flush();
  const { token } = await app.deps.sessions.issue(user);
  return { user, token };
}

/** The user as the database holds it now, read by a fresh entity manager (nothing cached from the test's writes). */
export const reloadUser = (app: TestApp, id: string) => app.orm.em.fork().findOneOrFail(User, id);
