import type { Em } from '../../shared/orm';

/**
 * When each of these accounts last used a session (`sessions.last_seen_at`, refreshed every few minutes of use, see
 * session-viewer.ts), ended sessions included; accounts that never signed in are missing. One statement.
 */
export async function loadLastSeen(em: Em, userIds: readonly string[]): Promise<Map<string, Date>> {
  if (!userIds.length) return new Map();
  const rows = await em.execute<{ user_id: string; last_seen: Date | string }[]>(
    `select user_id, max(last_seen_at) as last_seen from sessions
     where user_id in (${userIds.map(() => '?').join(', ')}) group by user_id`,
    [...userIds],
  );
  return new Map(rows.map((row) => [row.user_id, new Date(row.last_seen)]));
}
