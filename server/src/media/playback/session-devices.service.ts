import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import type { DownloadGrantTables } from '../download/download-grant.entity';
import { type LeaseTables, live } from './playback-leases.service';

/** What a signed-in device does with the account's lectures: downloads it keeps, and whether it plays now. */
export interface SessionDeviceUse {
  /** Its downloads that may still play (neither expired nor ended with the session). */
  downloads: number;
  /** It holds a live playback lease (it plays or downloads): counted against MAX_CONCURRENT_STREAMS now. */
  playing: boolean;
}

const IDLE: SessionDeviceUse = { downloads: 0, playing: false };

const requestBatches = perRequest(({ em, deps }: RequestScope) => ({
  uses: createBatch<string, SessionDeviceUse>(async (sessionIds) => {
    const now = deps.clock.now();
    const db = em.getKysely<LeaseTables & DownloadGrantTables>();
    const ids = [...sessionIds];
    const downloads = await db
      .selectFrom('download_grants')
      .select((eb) => ['session_id', eb.fn.countAll<string>().as('count')])
      .where('session_id', 'in', ids)
      .where('expires_at', '>', now)
      .groupBy('session_id')
      .execute();
    const playing = await db
      .selectFrom('playback_leases as l')
      .innerJoin('sessions as s', 's.id', 'l.session_id')
      .select('l.session_id')
      .where('l.session_id', 'in', ids)
      .where(live(now))
      .execute();
    const uses = new Map<string, SessionDeviceUse>();
    for (const id of ids) uses.set(id, { ...IDLE });
    for (const row of downloads) uses.set(row.session_id, { ...IDLE, downloads: Number(row.count) });
    for (const row of playing) uses.set(row.session_id, { ...(uses.get(row.session_id) ?? IDLE), playing: true });
    return uses;
  }, IDLE),
}));

/**
 * A session's downloads and playback, for the lists of signed-in devices (the learner's own, an admin's view of a
 * learner's): whoever was given the session may see them. Two statements per list, whatever its length.
 */
export function sessionDeviceUse(scope: RequestScope, sessionId: string): Promise<SessionDeviceUse> {
  return requestBatches(scope).uses(sessionId);
}
