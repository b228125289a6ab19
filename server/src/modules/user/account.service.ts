import { changePasswordSchema, loginSchema, signupSchema } from '@coursehub/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { DomainError, unauthenticated } from '../../shared/errors';
import type { AppDeps, RequestScope } from '../../shared/scope';
import type { IncomingFile } from '../../shared/uploads';
import { parseInput } from '../../shared/validation';
import { requireViewer } from '../../shared/viewer';
import { storeAvatar } from './avatar';
import { assertNotCommonPassword } from './common-passwords';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { User } from './user.entity';

export interface Session {
  user: User;
  token: string;
  maxAgeSeconds: number;
  message: string;
}

const emailTaken = () => new DomainError('CONFLICT', 'An account with this email already exists', { field: 'email' });
/** One message for unknown email and wrong password, so a login never reveals who has an account. */
const badCredentials = () => unauthenticated('Invalid email or password');

const issueSession = async (deps: AppDeps, user: User, message: string): Promise<Session> => ({
  user,
  message,
  ...(await deps.sessions.issue(user)),
});

export async function register(
  { em, deps, ip }: RequestScope,
  input: { fullName: string; email: string; password: string },
  avatar: IncomingFile | null | undefined,
): Promise<Session> {
  await deps.rateLimits.attempt('register', ip);
  const fields = parseInput(signupSchema, { ...input, hasAvatar: Boolean(avatar) });
  assertNotCommonPassword(fields.password);
  const email = fields.email.toLowerCase();
  if (await em.count(User, { email })) throw emailTaken();

  const passwordHash = await hashPassword(fields.password);
  const stored = await storeAvatar(deps, avatar as IncomingFile);
  const user = em.create(User, { fullName: fields.fullName, email, passwordHash, avatarKey: stored.key });
  try {
    await em.flush();
  } catch (error) {
    await deps.storage.delete(stored.key).catch(() => undefined);
    if (error instanceof UniqueConstraintViolationException) throw emailTaken();
    throw error;
  }
  return issueSession(deps, user, 'Account created successfully');
}

export async function login(
  { em, deps, ip }: RequestScope,
  input: { email: string; password: string },
): Promise<Session> {
  await deps.rateLimits.attempt('login', ip);
  const fields = parseInput(loginSchema, input);
  const email = fields.email.toLowerCase();
  await deps.rateLimits.assertLoginAllowed(email, ip);
  const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), fields.password);
  if (!user || !valid) {
    await deps.rateLimits.loginFailed(email, ip);
    throw badCredentials();
  }
  await deps.rateLimits.loginSucceeded(email, ip);
  return issueSession(deps, user, 'Logged in successfully');
}

export async function changePassword(
  { em, deps, viewer, ip }: RequestScope,
  input: { currentPassword: string; newPassword: string },
): Promise<Session> {
  const { id } = requireViewer(viewer);
  await deps.rateLimits.attempt('changePassword', ip);
  const fields = parseInput(changePasswordSchema, input);
  assertNotCommonPassword(fields.newPassword, 'newPassword');
  const user = await em.findOneOrFail(User, id, { populate: ['passwordHash'] });
  if (!(await verifyPassword(user.passwordHash, fields.currentPassword))) {
    throw new DomainError('BAD_USER_INPUT', 'Current password is incorrect', { field: 'currentPassword' });
  }
  user.passwordHash = await hashPassword(fields.newPassword);
  user.tokenVersion += 1;
  await em.flush();
  return issueSession(deps, user, 'Password changed successfully');
}

export async function currentUser({ em, viewer }: RequestScope): Promise<User | null> {
  return viewer ? em.findOne(User, viewer.id) : null;
}
