import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { UserSession } from '../../identity/user/session.entity';
import { mediaAccessTrigger } from '../../shared/media-access-triggers';

/**
 * One device's right to play lectures: at most one row per session, renewed by the player about once a minute while
 * it plays and counted against MAX_CONCURRENT_STREAMS while it lives. The user id is copied from the session (a
 * session never changes hands) so that the account's live leases are read from this table's index alone; the rows go
 * with their session (deleted with its user).
 */
const PlaybackLeaseSchema = defineEntity({
  name: 'PlaybackLease',
  tableName: 'playback_leases',
  properties: {
    session: () => p.manyToOne(UserSession).ref().primary().deleteRule('cascade'),
    userId: p.uuid().index(),
    /** New at every acquisition: a release or renewal naming an older lease of the same session changes nothing. */
    leaseId: p.uuid(),
    expiresAt: p.datetime(),
    /** Set when another device of the account took over: the lease no longer counts, and its renewal says so. */
    takenOverAt: p.datetime().nullable(),
  },
  /** Tells every process's media-access cache of a released or taken-over lease. */
  triggers: [mediaAccessTrigger('playback_leases')],
});

export class PlaybackLease extends PlaybackLeaseSchema.class {}
PlaybackLeaseSchema.setClass(PlaybackLease);

/** The `playback_leases` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type PlaybackLeaseTables = InferKyselyDB<typeof PlaybackLeaseSchema>;
