import type { Em } from '../../shared/orm';
import type { SessionTables } from './session.entity';

/**
 * When each of these accounts last used a session (`sessions.last_seen_at`, refreshed every few minutes of use, see
 * session-viewer.ts), ended sessions included; accounts that never signed in are missing. One statement.
 */
export async function loadLastSeen(em: Em, userIds: readonly string[]): Promise<Map<string, Date>> {
  if (!userIds.length) return new Map();
  const rows = await em
    .getKysely<SessionTables>()
    .selectFrom('sessions')
    .select((eb) => ['user_id', eb.fn.max('last_seen_at').as('last_seen')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, new Date(row.last_seen)]));
}
