import { jsonColumn, type StoredStoryboard } from '../catalog/lecture/lecture-renditions';
import { tileAt } from '../media/transcoder/storyboard';
import { notFound } from '../shared/errors';
import { knownId } from '../shared/ids';
import { lectureStoryboardPath } from '../shared/media-urls';
import type { Em } from '../shared/orm';
import type { RequestScope } from '../shared/scope';
import { requireRole } from '../shared/viewer';
import { analyticsDb, type DateRange, dayRange } from './analytics-range';

// A lecture's retention, from one row per lecture and day counted as its viewing sessions end (lecture_retention_days).

/** Drop-off points: the buckets where the most viewers leave, at most this many. */
const DROP_OFF_POINTS = 3;

export interface RetentionPoint {
  second: number;
  /** Share (0–1) of the range's viewing sessions that watched this bucket. */
  share: number;
}

/**
 * A drop-off point: the share of viewers lost there, what the lecture says there when it has captions, and what it
 * shows there when it has a storyboard.
 */
export interface DropOff extends RetentionPoint {
  caption: string | null;
  /** The sprite's URL with the tile's `#xywh=` media fragment, as the storyboard's WebVTT cues name it. */
  frameUrl: string | null;
}

export interface LectureRetentionView {
  lectureId: string;
  title: string;
  durationSeconds: number;
  bucketSeconds: number;
  /** Ended viewing sessions in the range. */
  sessions: number;
  points: RetentionPoint[];
  /** Mean share of the lecture each session watched, 0–100. */
  averagePercentWatched: number;
  /** Where the most viewers left: the buckets after which the share fell the most, earliest first. */
  dropOffs: DropOff[];
  /** Seconds watched more than once within a session, over all sessions. */
  replaySeconds: number;
  /** Sessions that stopped within the first EARLY_STOP_SECONDS. */
  earlyStops: number;
}

/** Doubles may come back as text from the driver: every figure is read through Number(). */
type Figure = number | string;
type DayRow = {
  lecture_id: string;
  bucket_seconds: Figure;
  sessions: Figure;
  viewers: unknown;
  watched_share_sum: Figure;
  replay_seconds: Figure;
  early_stops: Figure;
};

interface LectureRow {
  id: string;
  title: string;
  duration_seconds: number | string | null;
  status: string;
  processing_version: string;
  storyboard: StoredStoryboard | string | null;
}

/** The frame at `second` from the lecture's storyboard, read from the row's grid (no storage read); null without one. */
function frameOf(lecture: LectureRow): (second: number) => string | null {
  const storyboard = lecture.status === 'READY' ? jsonColumn<StoredStoryboard>(lecture.storyboard) : null;
  if (!storyboard) return () => null;
  const url = lectureStoryboardPath(lecture.id, lecture.processing_version, 'jpg');
  return (second) => {
    const { x, y, width, height } = tileAt(storyboard, second);
    return `${url}#xywh=${x},${y},${width},${height}`;
  };
}

/** Days counted with the lecture's current bucket width only: an older processing of it had another length. */
function retentionOf(lecture: LectureRow, days: DayRow[]) {
  const duration = Number(lecture.duration_seconds ?? 0);
  const frameAt = frameOf(lecture);
  const width = days.at(-1)?.bucket_seconds ?? 1;
  const counted = days.filter((day) => Number(day.bucket_seconds) === Number(width));
  const sessions = counted.reduce((sum, day) => sum + Number(day.sessions), 0);
  const viewers: number[] = [];
  for (const day of counted) {
    const list = Array.isArray(day.viewers) ? (day.viewers as number[]) : [];
    list.forEach((count, index) => {
      viewers[index] = (viewers[index] ?? 0) + count;
    });
  }
  const points = Array.from({ length: viewers.length }, (_, index) => ({
    second: index * Number(width),
    share: sessions ? (viewers[index] ?? 0) / sessions : 0,
  }));
  const drops = points
    .slice(1)
    .map((point, index) => ({ second: point.second, share: (points[index]?.share ?? 0) - point.share }))
    .filter((drop) => drop.share > 0)
    .sort((a, b) => b.share - a.share || a.second - b.second)
    .slice(0, DROP_OFF_POINTS)
    .sort((a, b) => a.second - b.second)
    .map((drop) => ({ ...drop, caption: null as string | null, frameUrl: frameAt(drop.second) }));
  const shareSum = counted.reduce((sum, day) => sum + Number(day.watched_share_sum), 0);
  return {
    lectureId: lecture.id,
    title: lecture.title,
    durationSeconds: duration,
    bucketSeconds: Number(width),
    sessions,
    points,
    averagePercentWatched: sessions ? Math.round((1000 * shareSum) / sessions) / 10 : 0,
    dropOffs: drops,
    replaySeconds: Math.round(counted.reduce((sum, day) => sum + Number(day.replay_seconds), 0)),
    earlyStops: counted.reduce((sum, day) => sum + Number(day.early_stops), 0),
  } satisfies LectureRetentionView;
}

/** Retention rows of these lectures in the range, oldest day first: one statement on the primary key. */
export async function loadRetention(em: Em, lectureIds: readonly string[], range: DateRange, now: Date) {
  // A course without lectures has nothing to read (and `in ()` is no SQL).
  if (!lectureIds.length) return new Map<string, LectureRetentionView>();
  const { first, last } = dayRange(range, now);
  const db = analyticsDb(em);
  const [lectures, days] = await Promise.all([
    db
      .selectFrom('lectures')
      .select(['id', 'title', 'duration_seconds', 'status', 'processing_version', 'storyboard'])
      .where('id', 'in', lectureIds)
      .execute(),
    db
      .selectFrom('lecture_retention_days')
      .select([
        'lecture_id',
        'bucket_seconds',
        'sessions',
        'viewers',
        'watched_share_sum',
        'replay_seconds',
        'early_stops',
      ])
      .where('lecture_id', 'in', lectureIds)
      .where('day', '>=', first)
      .where('day', '<=', last)
      .orderBy('day')
      .execute(),
  ]);
  return new Map(
    lectures.map((lecture) => [
      lecture.id,
      retentionOf(
        lecture,
        days.filter((day) => day.lecture_id === lecture.id),
      ),
    ]),
  );
}

/**
 * The caption line spoken at each drop-off point, from the lecture's first READY caption track: one statement, and
 * none without drop-offs.
 */
async function withCaptions(em: Em, retention: LectureRetentionView): Promise<LectureRetentionView> {
  if (!retention.dropOffs.length) return retention;
  const seconds = retention.dropOffs.map((drop) => drop.second);
  const cues = await analyticsDb(em)
    .selectFrom('caption_cues as c')
    .innerJoin('caption_tracks as t', 't.id', 'c.track_id')
    .select(['c.start_seconds', 'c.end_seconds', 'c.text', 't.created_at'])
    .where('t.lecture_id', '=', retention.lectureId)
    .where('t.status', '=', 'READY')
    .where('c.start_seconds', '<=', Math.max(...seconds) + retention.bucketSeconds)
    .where('c.end_seconds', '>=', Math.min(...seconds))
    .orderBy('t.created_at')
    .orderBy('c.start_seconds')
    .execute();
  const lineAt = (second: number) =>
    cues.find(
      (cue) => Number(cue.start_seconds) <= second + retention.bucketSeconds && Number(cue.end_seconds) >= second,
    )?.text ?? null;
  return { ...retention, dropOffs: retention.dropOffs.map((drop) => ({ ...drop, caption: lineAt(drop.second) })) };
}

/** ADMIN only: a lecture's retention over the range. NOT_FOUND for an unknown lecture. */
export async function lectureRetention({ em, viewer, deps }: RequestScope, lectureId: string, range: DateRange) {
  requireRole(viewer, 'ADMIN');
  const id = knownId(lectureId, 'Lecture');
  const retention = (await loadRetention(em, [id], range, deps.clock.now())).get(id);
  if (!retention) throw notFound('Lecture');
  return withCaptions(em, retention);
}
