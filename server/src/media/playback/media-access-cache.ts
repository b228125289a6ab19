import pg from 'pg';
import type { LecturePlaybackCache } from '../../catalog/lecture/lecture-playback.service';
import { viewerOfSessionToken } from '../../identity/user/session-viewer';
import { MEDIA_ACCESS_CHANNEL } from '../../shared/media-access-triggers';
import type { AppDeps, RequestScope } from '../../shared/scope';
import type { Viewer } from '../../shared/viewer';
import { claimPlaybackSlot, isMediaGrantLive, type MediaGrant, mediaGrantText } from './media-grants.service';

/**
 * The safety net behind the notifications: an answer is never older than this. It also bounds what no write announces
 * (a session or a past-due grace period running out with the clock): noticed within this long.
 */
export const MEDIA_ACCESS_TTL_MS = 30_000;
/** Past this many answers a cache starts afresh: each entry is one statement to get back. */
const MAX_ENTRIES = 10_000;
/** How long a lost listening connection waits before it is opened again (the caches are bypassed meanwhile). */
const RECONNECT_MS = 1_000;

/** A READY caption track of a lecture as its HLS master lists it, with the lecture's length its playlist declares. */
export interface LectureSubtitle {
  language: string;
  label: string;
  version: number;
  durationSeconds: number;
}

/** A READY alternate audio track of a lecture as its HLS master lists it: an AUDIO rendition in its version's folder. */
export interface AudioRendition {
  language: string;
  label: string;
  kind: 'dub' | 'description';
  version: string;
}

const sessionTag = (sessionId: string) => `s:${sessionId.toLowerCase()}`;
const lectureTag = (lectureId: string) => `l:${lectureId.toLowerCase()}`;

interface Entry<V> {
  value: Promise<V>;
  until: number;
  tags: readonly string[];
}

/**
 * Answers by key, each dropped when one of its tags is notified, after MEDIA_ACCESS_TTL_MS at most, or all at once
 * when the cache is full or its notifications may have been missed. The tags are known before the statement runs and
 * the entry is registered with them at once, so a notification that arrives while the statement runs drops its answer
 * too. Requests that arrive while the statement runs share it; a failed one is not kept.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTag = new Map<string, Set<string>>();

  constructor(
    private readonly isListening: () => boolean,
    private readonly now: () => number,
  ) {}

  get(key: string, tags: readonly string[], load: () => Promise<V>, keep: (value: V) => boolean = () => true) {
    // Without a listening connection nothing would tell this cache of a change: every request reads afresh.
    if (!this.isListening()) return load();
    const at = this.now();
    const known = this.entries.get(key);
    if (known && known.until > at) return known.value;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    const value = load();
    const entry: Entry<V> = { value, until: at + MEDIA_ACCESS_TTL_MS, tags };
    this.entries.set(key, entry);
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      this.keysByTag.set(tag, keys.add(key));
    }
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((answer) => keep(answer) || drop(), drop);
    return value;
  }

  invalidate(tag: string) {
    const keys = this.keysByTag.get(tag);
    if (!keys) return;
    this.keysByTag.delete(tag);
    for (const key of keys) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
    this.keysByTag.clear();
  }
}

/**
 * findLecturePlayback's cache of READY lectures (by lecture id), whose entries a lecture's notification drops. The
 * service reads the row after a miss (`get`) and stores it (`set`); a notification between the two means the row may
 * predate the change, so that `set` is not kept.
 */
class NotifiedLectureCache extends Map<string, { playback: never; expiresAt: number }> {
  private generation = 0;
  private readonly missedAt = new Map<string, number>();

  constructor(
    private readonly isListening: () => boolean,
    private readonly now: () => number,
  ) {
    super();
  }

  override get(id: string) {
    const hit = this.isListening() ? super.get(id) : undefined;
    if (!hit) {
      if (this.missedAt.size >= MAX_ENTRIES) this.missedAt.clear();
      this.missedAt.set(id, this.generation);
    }
    return hit;
  }

  override set(id: string, value: { playback: never; expiresAt: number }) {
    const missed = this.missedAt.get(id);
    this.missedAt.delete(id);
    if (missed !== this.generation || !this.isListening()) return this;
    return super.set(id, { ...value, expiresAt: Math.min(value.expiresAt, this.now() + MEDIA_ACCESS_TTL_MS) });
  }

  invalidate(id: string) {
    this.generation += 1;
    super.delete(id);
  }

  override clear() {
    this.generation += 1;
    super.clear();
  }
}

/** The connection the notifications come on, reconnected when lost. */
interface Listener {
  close(): Promise<void>;
}

async function listenOnPostgres(
  databaseUrl: string,
  onPayload: (payload: string) => void,
  onListening: (listening: boolean) => void,
  log: (error: unknown) => void,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    // Idempotent: a connection may both fail its query and emit 'error' and 'end'.
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      onListening(false);
      if (error) log(error);
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client = next;
    next.on('notification', (message) => message.payload && onPayload(message.payload));
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${MEDIA_ACCESS_CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    // Whatever changed while nobody listened is unknown: onListening(true) starts the caches afresh.
    if (client === next) onListening(true);
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      onListening(false);
      await open?.end().catch(() => undefined);
    },
  };
}

/**
 * The per-process memory of the database reads a lecture's media requests make: who a session token speaks
 * for, the slot a session plays under, whether a signed URL's grant is live, and the READY lecture's row. A range
 * request that finds them all costs no statement. Every entry is keyed by everything its answer depends on (the whole
 * token, the session, the lease, the lecture), so one caller's answer never serves another, and tagged with the
 * session and lecture it was read for: the triggers of shared/media-access-triggers.ts notify those on every
 * write that can take access away (a session revoked, a lease released or taken over, a role or subscription changed,
 * a lecture unpublished or deleted), on whichever replica it ran, and every replica drops the entries within
 * milliseconds. Entries live MEDIA_ACCESS_TTL_MS at most; while the listening connection is down nothing is cached.
 */
export class MediaAccessCache {
  private listening = false;
  private listener: Listener | null = null;
  private readonly viewers: TaggedCache<Viewer | null>;
  private readonly slots: TaggedCache<MediaGrant>;
  private readonly grants: TaggedCache<boolean>;
  private readonly subtitleTracks: TaggedCache<readonly LectureSubtitle[]>;
  private readonly audioTracks: TaggedCache<readonly AudioRendition[]>;
  private readonly lectureRows: NotifiedLectureCache;
  /** Notifications handled, for the tests and the bench. */
  notified = 0;

  constructor(
    private readonly deps: Pick<AppDeps, 'orm' | 'sessions' | 'config' | 'database' | 'clock'>,
    now: () => number = () => deps.clock.nowMs(),
  ) {
    const isListening = () => this.listening;
    this.viewers = new TaggedCache(isListening, now);
    this.slots = new TaggedCache(isListening, now);
    this.grants = new TaggedCache(isListening, now);
    this.subtitleTracks = new TaggedCache(isListening, now);
    this.audioTracks = new TaggedCache(isListening, now);
    this.lectureRows = new NotifiedLectureCache(isListening, now);
  }

  /** Opens the listening connection; until it listens (and whenever it is lost) every answer is read afresh. */
  async start(log: (error: unknown) => void): Promise<void> {
    const onPayload = (payload: string) => this.onNotification(payload);
    const onListening = (listening: boolean) => {
      this.clear();
      this.listening = listening;
    };
    this.listener = await listenOnPostgres(this.deps.database.url, onPayload, onListening, log);
  }

  async close(): Promise<void> {
    await this.listener?.close();
    this.listener = null;
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** findLecturePlayback's cache: READY lectures, dropped when their row changes. */
  get lectures(): LecturePlaybackCache {
    return this.lectureRows as unknown as LecturePlaybackCache;
  }

  /** viewerOfSessionToken, by the whole token; the session's notification drops it (its user's fans out to it). */
  async viewer(token: string): Promise<Viewer | null> {
    const claims = await this.deps.sessions.verify(token);
    if (!claims) return null;
    return this.viewers.get(
      token,
      [sessionTag(claims.sessionId)],
      () => viewerOfSessionToken(this.deps, token),
      (viewer) => viewer !== null,
    );
  }

  /**
   * claimPlaybackSlot, by session, account, role, subscription and lecture: the lease the session plays under (held or
   * just given), the ADMIN's session or a free preview. A refusal (CONFLICT) is asked again next time.
   */
  slot(scope: RequestScope, lectureId: string): Promise<MediaGrant> {
    const { viewer } = scope;
    if (!viewer) return claimPlaybackSlot(scope);
    return this.slots.get(
      `${viewer.sessionId}/${viewer.id}/${viewer.role}/${viewer.subscriptionActive}/${lectureId.toLowerCase()}`,
      [sessionTag(viewer.sessionId), lectureTag(lectureId)],
      () => claimPlaybackSlot(scope),
    );
  }

  /** isMediaGrantLive, by grant and lecture; dropped by the grant's session or the lecture. Live answers only. */
  grantIsLive(grant: MediaGrant, lectureId: string): Promise<boolean> {
    const tags = [lectureTag(lectureId), ...(grant.kind === 'preview' ? [] : [sessionTag(grant.sessionId)])];
    return this.grants.get(
      `${mediaGrantText(grant)}/${lectureId.toLowerCase()}`,
      tags,
      () => isMediaGrantLive(this.deps.orm.em.fork(), this.deps, grant, lectureId),
      (live) => live,
    );
  }

  /**
   * A READY lecture's caption tracks, as its master playlist lists them (subtitles): `load` after a miss; a track's
   * change notifies the lecture and drops them.
   */
  subtitles(lectureId: string, load: () => Promise<readonly LectureSubtitle[]>): Promise<readonly LectureSubtitle[]> {
    return this.subtitleTracks.get(lectureId.toLowerCase(), [lectureTag(lectureId)], load);
  }

  /** A READY lecture's alternate audio tracks, as its master playlist lists them: as subtitles() is for captions. */
  audio(lectureId: string, load: () => Promise<readonly AudioRendition[]>): Promise<readonly AudioRendition[]> {
    return this.audioTracks.get(lectureId.toLowerCase(), [lectureTag(lectureId)], load);
  }

  private onNotification(payload: string) {
    this.notified += 1;
    const tag = payload.toLowerCase();
    this.viewers.invalidate(tag);
    this.slots.invalidate(tag);
    this.grants.invalidate(tag);
    this.subtitleTracks.invalidate(tag);
    this.audioTracks.invalidate(tag);
    if (tag.startsWith('l:')) this.lectureRows.invalidate(tag.slice(2));
  }

  private clear() {
    this.viewers.clear();
    this.slots.clear();
    this.grants.clear();
    this.subtitleTracks.clear();
    this.audioTracks.clear();
    this.lectureRows.clear();
  }
}
