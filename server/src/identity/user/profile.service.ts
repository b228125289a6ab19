import { localeSchema, profileSchema } from '@coursehub/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import { badInput, forbidden, notFound } from '../../shared/errors';
import type { Em } from '../../shared/orm';
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

/**
 * Whether the platform knows this IANA time zone. It is kept as the browser spelled it: ICU's canonical names are the
 * old ones (Asia/Calcutta for Asia/Kolkata), which the learner would not recognise.
 */
function knownToIntl(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

async function knownToPostgres(em: Em, timeZone: string): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_timezone_names where name = ${timeZone}`.execute(em.getKysely());
  return rows.length > 0;
}

export const UNKNOWN_TIME_ZONE_MESSAGE = 'Time zone must be an IANA name, e.g. Asia/Kolkata';

/**
 * The caller's time zone, as their browser reports it; null goes back to UTC. Kept only when PostgreSQL knows it too
 * (the reminders' query reads the hour there): a zone newer than its tz database is refused like an unknown one.
 */
export async function setTimeZone({ em, viewer }: RequestScope, timeZone: string | null): Promise<User> {
  const caller = requireViewer(viewer);
  const zone = timeZone?.trim() || null;
  if (zone !== null && !(knownToIntl(zone) && (await knownToPostgres(em, zone)))) {
    throw badInput(UNKNOWN_TIME_ZONE_MESSAGE, 'timeZone');
  }
  const user = await em.findOneOrFail(User, caller.id, { failHandler: () => notFound('User') });
  user.timeZone = zone;
  await em.flush();
  return user;
}
