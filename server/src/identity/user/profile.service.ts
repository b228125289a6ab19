import { localeSchema, profileSchema } from '@coursehub/shared';
import { z } from 'zod';
import { forbidden, notFound } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import type { IncomingFile } from '../../shared/uploads';
import { parseInput } from '../../shared/validation';
import { actsAsAdmin, requireViewer } from '../../shared/viewer';
import { storeAvatar } from './avatar';
import { User } from './user.entity';

/** Users edit their own profile; an admin may edit anyone's (the REST facade addresses users by id). */
export async function updateProfile(
  { em, deps, viewer }: RequestScope,
  input: { userId?: string; fullName: string },
  avatar: IncomingFile | null | undefined,
): Promise<User> {
  const caller = requireViewer(viewer);
  const userId = input.userId ?? caller.id;
  if (userId !== caller.id && !actsAsAdmin(caller)) throw forbidden('You can only update your own profile');
  const fields = parseInput(profileSchema, { fullName: input.fullName, hasAvatar: Boolean(avatar) });
  const user = await em.findOneOrFail(User, userId, { failHandler: () => notFound('User') });

  const stored = await storeAvatar(deps, avatar as IncomingFile);
  const previousKey = user.avatarKey;
  user.fullName = fields.fullName;
  user.avatarKey = stored.key;
  try {
    await em.flush();
  } catch (error) {
    await deps.storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
  // The row no longer points at the old file, so removing it can only leave garbage, never a broken link.
  if (previousKey)
    await deps.storage.delete(previousKey).catch((error) => deps.logger.warn({ error }, 'avatar cleanup failed'));
  return user;
}

const localeInput = z.object({ locale: localeSchema.nullable() });

/** The caller's language for the product and its mails; null goes back to the browser's (and English for mails). */
export async function setLocale({ em, viewer }: RequestScope, input: { locale: string | null }): Promise<User> {
  const caller = requireViewer(viewer);
  const { locale } = parseInput(localeInput, input);
  const user = await em.findOneOrFail(User, caller.id, { failHandler: () => notFound('User') });
  user.locale = locale;
  await em.flush();
  return user;
}
