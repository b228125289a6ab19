import { randomUUID } from 'node:crypto';
import { lectureSchema } from '@coursehub/shared';
import { LockMode } from '@mikro-orm/core';
import { QUEUES } from '../../jobs/job-queue';
import { badInput, DomainError, forbidden, notFound, unauthenticated } from '../../shared/errors';
import { isUuid, knownId } from '../../shared/ids';
import { lectureHlsPath, lecturePosterPath } from '../../shared/media-urls';
import type { Em } from '../../shared/orm';
import { type Connection, Keyset, MAX_PAGE_SIZE, type PageArgs } from '../../shared/pagination';
import type { AppDeps, RequestScope } from '../../shared/scope';
import type { IncomingFile } from '../../shared/uploads';
import { parseInput } from '../../shared/validation';
import { requireRole, requireViewer, type Viewer } from '../../shared/viewer';
import { Course } from '../course/course.entity';
import { type CourseSummary, findCourseSummary } from '../course/course-catalog.service';
import { removeLectureFiles, removeStoredFiles } from '../course/stored-files';
import { canWatchLectures } from '../user/user.policy';
import { Lecture, type LectureStatus } from './lecture.entity';
import { COURSE_FULL_MESSAGE, MAX_LECTURES_PER_COURSE, RETRY_NOT_FAILED_MESSAGE } from './lecture.messages';
import { lectureOutputPrefix, type StoredRendition } from './lecture-renditions';
import { PROGRESSIVE_CONTENT_TYPE, storeLectureVideo, videoUrl } from './lecture-video';
import {
  PLAYBACK_CACHE_MS,
  type ReplacedVideo,
  retireReplacedVideo,
  swapLectureVideo,
} from './lecture-video-replacement';

export interface LectureView {
  id: string;
  courseId: string;
  title: string;
  description: string;
  /**
   * The stable playback URL (relative to the app's origin), authorized per request; it never expires. It plays the
   * progressive MP4 once the lecture is READY, the original before (ADMINs only).
   */
  videoUrl: string;
  /** What videoUrl plays: video/mp4 once READY, else the original's type. */
  contentType: string;
  position: number;
  createdAt: Date;
  status: LectureStatus;
  /** 0–100 while PROCESSING; null otherwise. */
  processingProgress: number | null;
  /** Why processing FAILED; for ADMINs only (null for everyone else). */
  failureReason: string | null;
  /** Known once READY. */
  durationSeconds: number | null;
  /** The poster frame's stable URL, once READY (and if a frame could be taken). */
  posterUrl: string | null;
  /** The HLS master playlist's stable URL, once READY. */
  hlsUrl: string | null;
  /** Anyone, signed in or not, may play it once READY. */
  freePreview: boolean;
}

export interface LectureFields {
  title: string;
  description: string;
}

export const WATCH_DENIED_MESSAGE = 'Subscribe to watch the lectures of this course';

/** Video URLs go to ADMINs and active subscribers only, whatever the transport. */
export function requireWatcher(viewer: Viewer | null): Viewer {
  const known = requireViewer(viewer);
  if (!canWatchLectures(known)) throw forbidden(WATCH_DENIED_MESSAGE);
  return known;
}

/** ADMINs see every lecture, with its processing state; everyone else READY lectures only. */
const seesUnpublished = (viewer: Viewer) => viewer.role === 'ADMIN';

interface LectureRow {
  course_id: string;
  id: string | null;
  title: string;
  description: string;
  content_type: string;
  position: number;
  created_at: Date | string;
  status: LectureStatus;
  processing_progress: number;
  failure_reason: string | null;
  duration_seconds: number | string | null;
  processing_version: string;
  has_renditions: boolean;
  poster_key: string | null;
  free_preview: boolean;
}

const LECTURE_COLUMNS = `l.id, l.title, l.description, l.content_type, l.position, l.created_at, l.status,
  l.processing_progress, l.failure_reason, l.duration_seconds, l.processing_version, l.poster_key, l.free_preview,
  jsonb_array_length(coalesce(l.renditions, '[]'::jsonb)) > 0 as has_renditions`;

function toView(row: LectureRow & { id: string }, admin: boolean): LectureView {
  const ready = row.status === 'READY';
  return {
    id: row.id,
    courseId: row.course_id,
    title: row.title,
    description: row.description,
    videoUrl: videoUrl(row.id),
    contentType: ready ? PROGRESSIVE_CONTENT_TYPE : row.content_type,
    position: row.position,
    createdAt: new Date(row.created_at),
    status: row.status,
    processingProgress: row.status === 'PROCESSING' ? Number(row.processing_progress) : null,
    // An attempt that failed and is being retried keeps its error for the dead letter; only FAILED shows it.
    failureReason: admin && row.status === 'FAILED' ? row.failure_reason : null,
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    posterUrl: ready && row.poster_key ? lecturePosterPath(row.id, row.processing_version) : null,
    hlsUrl: ready && row.has_renditions ? lectureHlsPath(row.id) : null,
    freePreview: row.free_preview,
  };
}

/**
 * One statement: the course row (so an unknown course is told apart from an empty one)
 * left-joined to its lectures in order: all of them for an ADMIN, the READY ones for anyone else.
 */
async function loadLectures(em: Em, courseId: string, viewer: Viewer): Promise<LectureView[]> {
  const admin = seesUnpublished(viewer);
  const rows = await em.execute<LectureRow[]>(
    `select c.id as course_id, ${LECTURE_COLUMNS}
     from courses c left join lectures l on l.course_id = c.id and (? or l.status = 'READY')
     where c.id = ? order by l.position`,
    [admin, courseId],
  );
  if (!rows.length) throw notFound('Course');
  return rows.filter((row): row is LectureRow & { id: string } => row.id !== null).map((row) => toView(row, admin));
}

/**
 * A course's public curriculum, lecture by lecture: titles, order and durations for everyone; the playable lecture
 * (`lecture`: videoUrl, hlsUrl, posterUrl…) only for callers who may play it, and null for everyone else, so no
 * client can read a playable field it is not entitled to.
 */
export interface CurriculumLectureView {
  id: string;
  courseId: string;
  title: string;
  position: number;
  /** Known once READY (the curriculum lists READY lectures only). */
  durationSeconds: number | null;
  freePreview: boolean;
  lecture: LectureView | null;
}

/** ADMINs and active subscribers play every READY lecture; anyone, signed in or not, a free preview. */
export const mayPlayLecture = (viewer: Viewer | null, freePreview: boolean) =>
  freePreview || (viewer !== null && canWatchLectures(viewer));

/**
 * The READY lectures of each course, in order, keyed by course id (an unknown course has none): one statement
 * whatever the number of courses, so a page of courses costs the same as one.
 */
export async function loadCurricula(
  em: Em,
  viewer: Viewer | null,
  courseIds: readonly string[],
): Promise<Map<string, CurriculumLectureView[]>> {
  const curricula = new Map<string, CurriculumLectureView[]>(courseIds.map((id) => [id, []]));
  if (!courseIds.length) return curricula;
  const rows = await em.execute<(LectureRow & { id: string })[]>(
    `select l.course_id, ${LECTURE_COLUMNS} from lectures l
     where l.course_id in (${courseIds.map(() => '?').join(', ')}) and l.status = 'READY'
     order by l.course_id, l.position`,
    [...courseIds],
  );
  const admin = viewer !== null && seesUnpublished(viewer);
  for (const row of rows) {
    const view = toView(row, admin);
    curricula.get(row.course_id)?.push({
      id: view.id,
      courseId: view.courseId,
      title: view.title,
      position: view.position,
      durationSeconds: view.durationSeconds,
      freePreview: view.freePreview,
      lecture: mayPlayLecture(viewer, view.freePreview) ? view : null,
    });
  }
  return curricula;
}

/**
 * ADMIN: every lecture not READY yet (PROCESSING) or that gave up (FAILED), in every course, oldest first: what the
 * dashboard shows per course while uploads are processed. One statement; an index-free scan is fine, as such
 * lectures are few.
 */
export async function listUnpublishedLectures({ em, viewer }: RequestScope): Promise<LectureView[]> {
  requireRole(viewer, 'ADMIN');
  const rows = await em.execute<(LectureRow & { id: string })[]>(
    `select l.course_id, ${LECTURE_COLUMNS} from lectures l where l.status <> 'READY' order by l.created_at, l.id`,
  );
  return rows.map((row) => toView(row, true));
}

/** ADMIN or a USER with an active subscription; learners get the READY lectures only. */
export async function listLectures({ em, viewer }: RequestScope, courseId: string): Promise<LectureView[]> {
  const known = requireWatcher(viewer);
  return loadLectures(em, knownId(courseId, 'Course'), known);
}

/** A course's lectures in their order (positions are unique within a course; the id makes the order total). */
export const LECTURES_IN_ORDER = new Keyset('lectures:position', [
  { sql: 'l.position', type: 'integer' },
  { sql: 'l.id', type: 'uuid' },
]);

/**
 * `listLectures` a page at a time, under the same rule: `first` (1–100, 24 by default; up to `maxPageSize` where a
 * transport asks for every lecture) lectures after the cursor `after`, and how many the caller sees in all. One
 * statement, as the whole list: the course row (so an unknown course is told apart from a page past the end) with its
 * count, taken once, left-joined to its lectures after the cursor; the unique (course, position) index walks both.
 */
export async function pageLectures(
  { em, viewer }: RequestScope,
  courseId: string,
  args: PageArgs,
  maxPageSize = MAX_PAGE_SIZE,
): Promise<Connection<LectureView>> {
  const known = requireWatcher(viewer);
  const id = knownId(courseId, 'Course');
  const { size, after } = LECTURES_IN_ORDER.page(args, maxPageSize);
  const admin = seesUnpublished(known);
  const position = after ? LECTURES_IN_ORDER.after(after) : null;
  const rows = await em.execute<(LectureRow & { total: number | string } & Record<string, unknown>)[]>(
    `select c.id as course_id, n.total, ${LECTURE_COLUMNS}, ${LECTURES_IN_ORDER.selectKeys()}
     from courses c
     cross join lateral (
       select count(*)::int as total from lectures x where x.course_id = c.id and (? or x.status = 'READY')
     ) n
     left join lectures l on l.course_id = c.id and (? or l.status = 'READY') ${position ? `and ${position.sql}` : ''}
     where c.id = ? ${LECTURES_IN_ORDER.orderBy()} limit ?`,
    [admin, admin, ...(position?.params ?? []), id, size + 1],
  );
  const [first] = rows;
  if (!first) throw notFound('Course');
  const lectures = rows.filter((row): row is typeof row & { id: string } => row.id !== null);
  return LECTURES_IN_ORDER.connection(lectures, size, Number(first.total), (row) => toView(row, admin));
}

/** What a lecture's media URLs serve (http/media.ts). */
export interface LecturePlayback {
  /** The progressive MP4 once READY; the original before (which only ADMINs may fetch). */
  key: string;
  contentType: string;
  status: LectureStatus;
  /** The processing attempt whose outputs these are: the poster URL carries it. */
  version: string;
  /** The HLS ladder, smallest first; null unless READY. */
  renditions: StoredRendition[] | null;
  posterKey: string | null;
}

/** Lectures already read, by lecture id (see findLecturePlayback): READY ones only, each until `expiresAt` (ms). */
export type LecturePlaybackCache = Map<string, { playback: LecturePlayback; expiresAt: number }>;

const LECTURE_PLAYBACK_CACHE_ENTRIES = 10_000;

interface PlaybackRow {
  video_key: string;
  content_type: string;
  status: LectureStatus;
  processing_version: string;
  renditions: StoredRendition[] | string | null;
  poster_key: string | null;
  progressive_key: string | null;
  free_preview: boolean;
}

function toPlayback(row: PlaybackRow): LecturePlayback {
  const ready = row.status === 'READY' && row.progressive_key !== null;
  // The embedded database's driver may hand jsonb back as text.
  const renditions =
    typeof row.renditions === 'string' ? (JSON.parse(row.renditions) as StoredRendition[]) : row.renditions;
  return {
    key: ready ? (row.progressive_key as string) : row.video_key,
    contentType: ready ? PROGRESSIVE_CONTENT_TYPE : row.content_type,
    status: row.status,
    version: row.processing_version,
    renditions: row.status === 'READY' ? renditions : null,
    posterKey: row.status === 'READY' ? row.poster_key : null,
  };
}

/** What a caller who may not watch every lecture is told about any other: the same whether it exists or not. */
const watchDenied = (viewer: Viewer | null) => (viewer ? forbidden(WATCH_DENIED_MESSAGE) : unauthenticated());

/**
 * Behind every request to a lecture's media URLs (playback, HLS master, poster): the lecture list's rule (ADMIN or
 * active subscriber), checked every time, so that a cancelled subscription stops playback at the next request; then
 * one primary-key read. A lecture that is not READY exists for ADMINs only (they preview the original while it is
 * processed): NOT_FOUND for anyone else. A READY free preview plays for anyone, signed in or not; for any other
 * lecture such a caller gets the answer they always got (401 anonymous, 403 signed in), known or not, so nobody
 * learns which lectures exist.
 *
 * A player sends many range requests, so `cache` may keep what was read of READY lectures for the callers who may
 * watch them all, for PLAYBACK_CACHE_MS: a READY lecture's outputs change only when an ADMIN replaces its video, and
 * the replaced outputs are kept for longer than that (lecture-video-replacement.ts); a deleted lecture's files are
 * deleted with it, which the store then reports. A preview is read afresh for everyone else, since an ADMIN may take
 * the mark away.
 */
export async function findLecturePlayback(
  { em, viewer }: RequestScope,
  lectureId: string,
  cache?: LecturePlaybackCache,
): Promise<LecturePlayback> {
  const watcher = viewer !== null && canWatchLectures(viewer) ? viewer : null;
  if (!watcher && !isUuid(lectureId)) throw watchDenied(viewer);
  const id = knownId(lectureId, 'Lecture');
  const cached = watcher ? cache?.get(id) : undefined;
  if (cached && cached.expiresAt > Date.now()) return cached.playback;
  const [row] = await em.execute<PlaybackRow[]>(
    `select video_key, content_type, status, processing_version, renditions, poster_key, progressive_key, free_preview
     from lectures where id = ?`,
    [id],
  );
  if (!watcher) {
    if (row?.status !== 'READY' || !row.free_preview) throw watchDenied(viewer);
    return toPlayback(row);
  }
  if (!row || (row.status !== 'READY' && !seesUnpublished(watcher))) throw notFound('Lecture');
  const playback = toPlayback(row);
  if (cache && playback.status === 'READY') {
    // Dropping everything now and then bounds memory; the entries are one read each to get back.
    if (cache.size >= LECTURE_PLAYBACK_CACHE_ENTRIES) cache.clear();
    cache.set(id, { playback, expiresAt: Date.now() + PLAYBACK_CACHE_MS });
  }
  return playback;
}

async function courseSummaryOrFail(em: Em, deps: AppDeps, courseId: string): Promise<CourseSummary> {
  const course = await findCourseSummary(em, deps.storage, courseId);
  if (!course) throw notFound('Course');
  return course;
}

type StoredVideo = Awaited<ReturnType<typeof storeLectureVideo>>;

export type TranscodeQueueDeps = Pick<AppDeps, 'jobs' | 'logger'>;

/**
 * Queues a lecture's transcode; at most one job per lecture is queued or running, so queueing one that is already
 * there changes nothing. Never inside a transaction (the embedded database would deadlock, see JobQueue.enqueue),
 * always after the PROCESSING row is committed. If the queue cannot be reached the lecture stays PROCESSING and the
 * workers' reconcile pass (reconcileProcessingLectures) queues it later, so the caller's operation still succeeds.
 */
export async function queueTranscode(deps: TranscodeQueueDeps, lectureId: string) {
  try {
    await deps.jobs.enqueue(QUEUES.lectureTranscode, { lectureId }, { key: lectureId });
  } catch (error) {
    deps.logger.error({ err: error, lectureId }, 'transcode not queued; the reconcile pass will queue it');
  }
}

/**
 * Queues a FAILED lecture's transcode again. The job of the attempt that failed can still hold the lecture's one job
 * slot for a moment after the row says FAILED (it cleans up, then completes), and a job queued meanwhile would be
 * dropped as a duplicate, leaving the lecture PROCESSING until the reconcile pass. So that job is cancelled first: it
 * has nothing left to publish, as the retry gave the row a new processing version.
 */
async function requeueTranscode(deps: TranscodeQueueDeps, lectureId: string) {
  try {
    await deps.jobs.cancel(QUEUES.lectureTranscode, lectureId);
  } catch (error) {
    deps.logger.error({ err: error, lectureId }, 'retry: cancelling the failed attempt’s job failed');
  }
  await queueTranscode(deps, lectureId);
}

const courseFull = () => new DomainError('CONFLICT', COURSE_FULL_MESSAGE);

/** Inserts the row for a stored video at the end of the course, or throws NOT_FOUND if the course is gone. */
async function insertLecture(em: Em, courseId: string, fields: LectureFields, video: StoredVideo) {
  return em.transactional(async (tx) => {
    // The lock orders concurrent uploads to one course (unique positions) and deleteCourse.
    const course = await tx.findOne(Course, courseId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!course) throw notFound('Course');
    const [last] = await tx.execute<{ position: number | null; lectures: number }[]>(
      'select max(position) as position, count(*)::int as lectures from lectures where course_id = ?',
      [courseId],
    );
    if (Number(last?.lectures ?? 0) >= MAX_LECTURES_PER_COURSE) throw courseFull();
    return tx.create(Lecture, {
      course,
      ...fields,
      videoKey: video.key,
      videoBytes: video.bytes,
      contentType: video.contentType,
      position: Number(last?.position ?? 0) + 1,
      status: 'PROCESSING',
    });
  });
}

/**
 * ADMIN. The video streams to storage as it arrives; the row is written once it is
 * complete (PROCESSING), and if that fails the stored file is removed again. Once the row is
 * committed, its transcode is queued (see queueTranscode).
 */
export async function addLecture(
  { em, deps, viewer }: RequestScope,
  courseId: string,
  input: LectureFields,
  video: IncomingFile | null | undefined,
) {
  const admin = requireRole(viewer, 'ADMIN');
  const { hasVideo: _, ...fields } = parseInput(lectureSchema, { ...input, hasVideo: Boolean(video) });
  const id = knownId(courseId, 'Course');
  // Checked before the upload, so a typo in the id does not cost a 2 GB transfer into storage.
  if (!(await em.count(Course, { id }))) throw notFound('Course');
  if ((await em.count(Lecture, { course: id })) >= MAX_LECTURES_PER_COURSE) throw courseFull();

  const stored = await storeLectureVideo(deps, video as IncomingFile);
  let lecture: Lecture;
  try {
    lecture = await insertLecture(em, id, fields, stored);
  } catch (error) {
    await removeStoredFiles(deps, [stored.key]);
    throw error;
  }
  await queueTranscode(deps, lecture.id);
  const lectures = await loadLectures(em, id, admin);
  const added = lectures.find((each) => each.id === lecture.id);
  if (!added) throw notFound('Lecture'); // deleted concurrently
  return { course: await courseSummaryOrFail(em, deps, id), lecture: added, lectures };
}

/**
 * ADMIN. NOT_FOUND unless the lecture belongs to that course. The files go once the row is gone: the original, and
 * the transcode's outputs, its job cancelled (removeLectureFiles).
 */
export async function deleteLecture({ em, deps, viewer }: RequestScope, courseId: string, lectureId: string) {
  requireRole(viewer, 'ADMIN');
  const lecture = await em.findOne(Lecture, {
    id: knownId(lectureId, 'Lecture'),
    course: knownId(courseId, 'Lecture'),
  });
  if (!lecture) throw notFound('Lecture');
  const { id, videoKey } = lecture;
  await em.remove(lecture).flush();
  await removeLectureFiles(deps, [{ id, videoKey }]);
  return { course: await courseSummaryOrFail(em, deps, lecture.course.id) };
}

/**
 * ADMIN. Processes a FAILED lecture again from its original, as a new attempt (a new processing version, so nothing
 * the failed attempt left can mix with the new outputs). CONFLICT for a lecture that is not FAILED.
 */
export async function retryLectureProcessing({ em, deps, viewer }: RequestScope, lectureId: string) {
  const admin = requireRole(viewer, 'ADMIN');
  const id = knownId(lectureId, 'Lecture');
  const [restarted] = await em.execute<{ course_id: string; previous_version: string }[]>(
    `update lectures l set status = 'PROCESSING', processing_progress = 0, failure_reason = null,
       processing_version = ?, renditions = null, duration_seconds = null, poster_key = null, progressive_key = null
     from lectures previous
     where l.id = ? and previous.id = l.id and l.status = 'FAILED'
     returning l.course_id, previous.processing_version as previous_version`,
    [randomUUID(), id],
  );
  if (!restarted) {
    if (!(await em.count(Lecture, { id }))) throw notFound('Lecture');
    throw new DomainError('CONFLICT', RETRY_NOT_FAILED_MESSAGE);
  }
  // The failed attempt has ended (its job failed for good), so what it left under its own version can go.
  await deps.storage
    .deletePrefix(lectureOutputPrefix(id, restarted.previous_version))
    .catch((error: unknown) => deps.logger.error({ err: error, lectureId: id }, 'failed attempt outputs not removed'));
  await requeueTranscode(deps, id);
  const lecture = (await loadLectures(em, restarted.course_id, admin)).find((each) => each.id === id);
  if (!lecture) throw notFound('Lecture'); // deleted concurrently
  return lecture;
}

/** One lecture as an ADMIN sees it (one statement: its course's list); NOT_FOUND when it is gone. */
async function adminLectureView(em: Em, admin: Viewer, courseId: string, lectureId: string) {
  const lecture = (await loadLectures(em, courseId, admin)).find((each) => each.id === lectureId);
  if (!lecture) throw notFound('Lecture'); // deleted concurrently
  return lecture;
}

/**
 * ADMIN. Replaces a lecture's title and description (validated as on upload), and its video when one is sent.
 *
 * A new video is checked and streamed to storage as addLecture's is, before anything else changes: a refused or broken
 * upload leaves the lecture as it was (its partial file removed). Then the lecture is processed as a new upload:
 * PROCESSING (learners stop seeing it until it is READY again), its transcode queued once the row is committed. The
 * old original goes at once; the old outputs once no URL handed out before can reach them (retireReplacedVideo).
 */
export async function updateLecture(
  { em, deps, viewer }: RequestScope,
  lectureId: string,
  input: LectureFields,
  video?: IncomingFile | null,
) {
  const admin = requireRole(viewer, 'ADMIN');
  const { hasVideo: _, ...fields } = parseInput(lectureSchema, { ...input, hasVideo: true });
  const id = knownId(lectureId, 'Lecture');
  if (video) return replaceLectureVideo({ em, deps, admin }, id, fields, video);
  const [row] = await em.execute<{ course_id: string }[]>(
    'update lectures set title = ?, description = ? where id = ? returning course_id',
    [fields.title, fields.description, id],
  );
  if (!row) throw notFound('Lecture');
  return adminLectureView(em, admin, row.course_id, id);
}

async function replaceLectureVideo(
  { em, deps, admin }: { em: Em; deps: AppDeps; admin: Viewer },
  id: string,
  fields: LectureFields,
  video: IncomingFile,
) {
  // Checked before the upload, so a typo in the id does not cost a 2 GB transfer into storage.
  if (!(await em.count(Lecture, { id }))) throw notFound('Lecture');
  const stored = await storeLectureVideo(deps, video);
  let replaced: ReplacedVideo | null;
  try {
    replaced = await swapLectureVideo(em, id, fields, stored);
  } catch (error) {
    await removeStoredFiles(deps, [stored.key]);
    throw error;
  }
  if (!replaced) {
    await removeStoredFiles(deps, [stored.key]);
    throw notFound('Lecture'); // deleted during the upload
  }
  await retireReplacedVideo(deps, id, replaced);
  await queueTranscode(deps, id);
  return adminLectureView(em, admin, replaced.courseId, id);
}

/** ADMIN. Opens a lecture to everyone as a free preview (once READY), or closes it again. */
export async function setLecturePreview({ em, viewer }: RequestScope, lectureId: string, preview: boolean) {
  const admin = requireRole(viewer, 'ADMIN');
  const id = knownId(lectureId, 'Lecture');
  const [row] = await em.execute<{ course_id: string }[]>(
    'update lectures set free_preview = ? where id = ? returning course_id',
    [preview, id],
  );
  if (!row) throw notFound('Lecture');
  return adminLectureView(em, admin, row.course_id, id);
}

export const REORDER_MISMATCH_MESSAGE = 'Send every lecture of the course exactly once, in the new order';

/**
 * ADMIN. Puts a course's lectures in the given order: `lectureIds` names each of them (whatever their status) exactly
 * once. Positions become 1…n. One transaction, under the course's lock (as uploads take it, so a lecture added
 * meanwhile waits and lands after); positions are unique within a course at every statement, so they are first moved
 * out of the way (negated), then set.
 */
export async function reorderLectures({ em, viewer }: RequestScope, courseId: string, lectureIds: readonly string[]) {
  const admin = requireRole(viewer, 'ADMIN');
  const id = knownId(courseId, 'Course');
  const order = lectureIds.map((lectureId) => (isUuid(lectureId) ? lectureId.toLowerCase() : lectureId));
  await em.transactional(async (tx) => {
    const course = await tx.findOne(Course, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!course) throw notFound('Course');
    const current = await tx.execute<{ id: string }[]>('select id from lectures where course_id = ?', [id]);
    const known = new Set(current.map((row) => row.id));
    if (
      order.length !== known.size ||
      new Set(order).size !== order.length ||
      !order.every((each) => known.has(each))
    ) {
      throw badInput(REORDER_MISMATCH_MESSAGE, 'lectureIds');
    }
    if (!order.length) return;
    await tx.execute('update lectures set position = -position where course_id = ?', [id]);
    await tx.execute(
      `update lectures l set position = wanted.position
       from (values ${order.map(() => '(?::uuid, ?::int)').join(', ')}) as wanted(id, position)
       where l.id = wanted.id and l.course_id = ?`,
      [...order.flatMap((lectureId, index) => [lectureId, index + 1]), id],
    );
  });
  return loadLectures(em, id, admin);
}
