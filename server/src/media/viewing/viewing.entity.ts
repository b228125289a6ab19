import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { User } from '../../identity/user/user.entity';
import { uuidPrimaryKey } from '../../shared/orm';
import type { Section } from './watch-sections';

/** A player's last report, kept on its viewing session so the next one can be measured against it. */
export interface StoredHeartbeat {
  atMs: number;
  positionSeconds: number;
  playing: boolean;
  rate: number;
  visible: boolean;
  /**
   * Where the learner's watching was counted up to on the wall clock (epoch ms) when this session last counted some:
   * the learner's other sessions count only the time after it (watch-sections.ts, watchedBetween).
   */
  creditedUntilMs?: number;
}

/**
 * One device's viewing of one lecture: from the first segment delivered or heartbeat received under a signed-in
 * session until VIEWING_IDLE_SECONDS pass without either, when it ends and is counted into the lecture's daily
 * figures (LectureRetentionDay). The sections are merged intervals of seconds (watch-sections.ts).
 */
const ViewingSessionSchema = defineEntity({
  name: 'ViewingSession',
  tableName: 'viewing_sessions',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    lecture: () => p.manyToOne(Lecture).ref().deleteRule('cascade').index(),
    /** Copied from the lecture, as lecture_progress does: a lecture never moves between courses. */
    courseId: p.uuid(),
    /** The signed-in session (device) the media was signed for: not a foreign key, a session row may be pruned. */
    authSessionId: p.uuid(),
    durationSeconds: p.double(),
    startedAt: p.datetime(),
    lastSeenAt: p.datetime(),
    endedAt: p.datetime().nullable(),
    delivered: p.json<Section[]>(),
    watched: p.json<Section[]>(),
    /** Seconds watched counting every replay (the watched sections count each second once). */
    watchedTotal: p.double().default(0),
    heartbeat: p.json<StoredHeartbeat>().nullable(),
  },
  indexes: [
    // The open session of a device and lecture, found by every flush and heartbeat.
    { name: 'viewing_sessions_open_index', properties: ['authSessionId', 'lecture'] },
    { name: 'viewing_sessions_user_id_index', properties: ['user'] },
    { name: 'viewing_sessions_last_seen_index', properties: ['endedAt', 'lastSeenAt'] },
  ],
});

export class ViewingSession extends ViewingSessionSchema.class {}
ViewingSessionSchema.setClass(ViewingSession);

/**
 * Everything one learner was delivered and watched of one lecture, over all their viewing sessions, and when that
 * first covered VERIFIED_COMPLETION_PERCENT of it (verifiedAt: the server's verified completion).
 */
const LectureViewingSchema = defineEntity({
  name: 'LectureViewing',
  tableName: 'lecture_viewings',
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule('cascade'),
    lecture: () => p.manyToOne(Lecture).ref().primary().deleteRule('cascade').index(),
    courseId: p.uuid(),
    delivered: p.json<Section[]>(),
    watched: p.json<Section[]>(),
    watchedTotal: p.double().default(0),
    firstViewedAt: p.datetime(),
    lastViewedAt: p.datetime(),
    verifiedAt: p.datetime().nullable(),
  },
  indexes: [
    // A course's funnel (analytics): the learners who first viewed each lecture in a date range, from the index alone.
    {
      name: 'lecture_viewings_course_index',
      properties: ['courseId', 'firstViewedAt'],
      include: ['user', 'lecture'],
    },
    // The dashboard's courses most started in a date range, across courses (learning-overview.service.ts).
    {
      name: 'lecture_viewings_first_viewed_index',
      properties: ['firstViewedAt'],
      include: ['courseId', 'user'],
    },
  ],
});

export class LectureViewing extends LectureViewingSchema.class {}
LectureViewingSchema.setClass(LectureViewing);

/**
 * A lecture's viewing figures for one UTC day, added to as its viewing sessions end: retention answers from these rows
 * alone (one a day), however many sessions there were.
 */
const LectureRetentionDaySchema = defineEntity({
  name: 'LectureRetentionDay',
  tableName: 'lecture_retention_days',
  properties: {
    lecture: () => p.manyToOne(Lecture).ref().primary().deleteRule('cascade'),
    day: p.string().columnType('date').primary(),
    courseId: p.uuid().index(),
    /** The width of a retention bucket when these rows were counted (retentionBucketSeconds of the duration). */
    bucketSeconds: p.double(),
    sessions: p.integer().default(0),
    /** Sessions that watched something in each bucket, in order. */
    viewers: p.json<number[]>(),
    /** Sum over the sessions of the share (0–1) of the lecture each watched. */
    watchedShareSum: p.double().default(0),
    watchedSeconds: p.double().default(0),
    /** Seconds watched more than once within one session. */
    replaySeconds: p.double().default(0),
    /** Sessions that stopped within the lecture's first EARLY_STOP_SECONDS. */
    earlyStops: p.integer().default(0),
  },
  // The dashboard's viewing per day, across lectures (learning-overview.service.ts).
  indexes: [{ name: 'lecture_retention_days_day_index', properties: ['day'] }],
});

export class LectureRetentionDay extends LectureRetentionDaySchema.class {}
LectureRetentionDaySchema.setClass(LectureRetentionDay);

/** The viewing tables as typed SQL sees them (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type ViewingTables = InferKyselyDB<typeof ViewingSessionSchema> &
  InferKyselyDB<typeof LectureViewingSchema> &
  InferKyselyDB<typeof LectureRetentionDaySchema>;
